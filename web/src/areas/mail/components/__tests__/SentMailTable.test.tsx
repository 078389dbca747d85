import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor, RequestParameters, Variables } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../../../../../api/src/areas/mail/contract.ts';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { APP_ROUTES } from '../../../../routing/routes.tsx';
import { sentMailRoute } from '../../routes/SentMail/SentMailRoute.tsx';
import { mailTime } from '../sentMailOptions.ts';

afterEach(cleanup);

const ROWS = [
  {
    id: 'SentMail:31',
    internalId: 31,
    to: 'jane@demo.test',
    subject: 'Reset your password',
    kind: 'password-reset',
    status: 'SENT',
    attempts: 1,
    createdAt: '2026-11-20T15:04:00.000Z',
    sentAt: '2026-11-20T15:05:00.000Z',
  },
  {
    id: 'SentMail:30',
    internalId: 30,
    to: 'ava@demo.test',
    subject: 'Thanks for registering',
    kind: 'registration-thank-you',
    status: 'FAILED',
    attempts: 5,
    createdAt: '2026-11-19T09:00:00.000Z',
    sentAt: null,
  },
];

/** Sent mail at `url`; later operations (the message dialog's) are answered from `message` and recorded. */
async function renderList({ url = '/sent-mail', rows = ROWS, message = {} as object } = {}) {
  const rendered = renderRoute(sentMailRoute, { url });
  const requests: { name: string; variables: Variables }[] = [];
  const resolvers: MockResolvers = { SentMail: () => message };
  const queue = (): void =>
    rendered.environment.mock.queueOperationResolver((operation: OperationDescriptor) => {
      queue();
      const { name } = operation.request.node.params as RequestParameters;
      requests.push({ name, variables: operation.request.variables });
      return MockPayloadGenerator.generate(operation, resolvers);
    });
  await rendered.answer({ SentMailConnection: () => ({ totalCount: rows.length, edges: rows.map((node) => ({ node })) }) });
  queue();
  return { ...rendered, requests };
}

const table = () => screen.getByRole('table', { name: 'Sent mail table' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Sent mail (issue 30 "Delivery")', () => {
  it("is the System Admin's, in the drawer's Templates section after Email Series", () => {
    const route = APP_ROUTES.find((r) => r.path === '/sent-mail');
    expect(route?.allowedRoles).toEqual(['SYSTEM_ADMIN']);
    expect(route?.permission).toEqual(['email_log', 'READ']);
    expect(route?.sidebar).toEqual({ label: 'Sent Mail', order: 25, section: 'Templates' });
  });

  it('lists the ledger: recipient, subject, kind, status, attempts, created and sent times', async () => {
    await renderList();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['To', 'Subject', 'Kind', 'Status', 'Attempts', 'Created', 'Sent', 'Actions']);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual([
      'jane@demo.test',
      'Reset your password',
      'password-reset',
      'Sent',
      '1',
      mailTime(ROWS[0]!.createdAt),
      mailTime(ROWS[0]!.sentAt),
      '',
    ]);
    expect(cellsOf(second!).slice(3, 7)).toEqual(['Failed', '5', mailTime(ROWS[1]!.createdAt), '']);
    expect(mailTime('2026-11-20T15:04:00.000Z')).toMatch(/^11\/20\/2026, \d{1,2}:\d{2} [AP]M$/);
    expect(screen.getByText('Page 1 of 1 (2 messages)')).toBeTruthy();
  });

  it('asks for the statuses and search of the address, and applies the Status filter', async () => {
    const filters = encodeURIComponent(JSON.stringify({ statuses: ['failed', 'unknown'] }));
    const options = encodeURIComponent(JSON.stringify({ searchQuery: 'jane', page: 2 }));
    const { variables, user, router } = await renderList({ url: `/sent-mail?filters=${filters}&options=${options}` });
    expect(variables).toEqual({ first: 10, page: 2, searchQuery: 'jane', statuses: ['FAILED'] });
    await user.click(screen.getByRole('button', { name: 'Filters (1 set)' }));
    const popup = await screen.findByRole('dialog', { name: 'Sent mail filters' });
    const boxes = within(popup)
      .getAllByRole('checkbox')
      .map((box) => [(box as HTMLInputElement).labels?.[0]?.textContent, (box as HTMLInputElement).checked]);
    expect(boxes).toEqual([
      ['Scheduled', false],
      ['Sending', false],
      ['Sent', false],
      ['Failed', true],
      ['Suppressed', false],
      ['Missed', false],
      ['Cancelled', false],
    ]);
    await user.click(within(popup).getByRole('checkbox', { name: 'Suppressed' }));
    await user.click(within(popup).getByRole('button', { name: 'Apply' }));
    // In the contract's order, page 1 again.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filters')).toBe('{"statuses":["failed","suppressed"]}'),
    );
  });

  it('says there are no messages yet on an empty ledger', async () => {
    await renderList({ rows: [] });
    expect(screen.getByText('No messages found')).toBeTruthy();
    expect(screen.getByText('There are no messages yet.')).toBeTruthy();
  });

  it("opens a row's message: its headers and the HTML body in a sandboxed frame", async () => {
    const { user, requests } = await renderList({
      message: {
        to: 'ava@demo.test',
        cc: ['desk@demo.test'],
        subject: 'Thanks for registering',
        status: 'FAILED',
        lastError: '550 Mailbox unavailable',
        html: '<p>Thank you</p>',
        text: 'Thank you',
        bodyWithheld: false,
      },
    });
    await user.click(within(table()).getByText('Thanks for registering'));
    const dialog = await screen.findByRole('dialog', { name: 'Thanks for registering' });
    const frame = (await within(dialog).findByTitle('Message body')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Thank you</p>');
    expect(requests.find((r) => r.name === 'SentMailDialogQuery')?.variables).toEqual({ internalId: 30 });
    const headers = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(headers).toEqual([
      ['To', 'ava@demo.test'],
      ['CC', 'desk@demo.test'],
      ['Subject', 'Thanks for registering'],
      ['Status', 'Failed'],
      ['Last error', '550 Mailbox unavailable'],
    ]);
  });

  it('withholds the body of a message with a sign-in link sent by SMTP, and shows a plain-text one as text', async () => {
    const { user } = await renderList({
      message: {
        to: 'jane@demo.test',
        cc: [],
        subject: 'Reset your password',
        lastError: null,
        html: null,
        text: null,
        bodyWithheld: true,
      },
    });
    await user.click(within(table()).getByText('Reset your password'));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByText(MAIL_MESSAGES.secretBody)).toBeTruthy();
    expect(within(dialog).queryByTitle('Message body')).toBeNull();
    expect(within(dialog).queryByText('Last error')).toBeNull();
    cleanup();

    const plain = await renderList({
      message: { cc: [], lastError: null, html: null, text: 'Hello Jane,\nsee you soon.', bodyWithheld: false },
    });
    await plain.user.click(screen.getByRole('button', { name: 'View message to jane@demo.test' }));
    const body = await screen.findByLabelText('Message body');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe('Hello Jane,\nsee you soon.');
  });
});
