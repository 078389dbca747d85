import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith, dialogGone, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { browserZone, dateValue } from '../../../surveys/components/period.ts';
import { registrationTemplateListRoute } from '../../routes/RegistrationTemplateList/RegistrationTemplateListRoute.tsx';

afterEach(cleanup);

const TEMPLATES = [
  { id: 'RegistrationTemplate:3', internalId: 3, name: 'Cardiology dinner', questionsCount: 2 },
  { id: 'RegistrationTemplate:4', internalId: 4, name: 'Webinar sign-up', questionsCount: 0 },
];

/** Registration Page Templates as a viewer with `actions` on registration_template sees it. */
async function renderList({
  actions = ['CREATE', 'UPDATE'],
  analytics = true,
  templates = TEMPLATES,
  failed = false,
  url = '/registration/list',
} = {}) {
  const rendered = renderRoute(registrationTemplateListRoute, { url });
  expect(screen.getByRole('progressbar', { name: 'Loading registration page templates' })).toBeTruthy();
  await rendered.answer({
    Viewer: () => ({ canCreate: actions.includes('CREATE'), canUpdate: actions.includes('UPDATE'), canReadAnalytics: analytics }),
    Query: () => (failed ? { registrationTemplates: null } : {}),
    RegistrationTemplateConnection: () => ({ totalCount: templates.length, edges: templates.map((node) => ({ node })) }),
  });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Registration page templates table' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

describe('Registration Page Templates (spec 002 §2.15)', () => {
  it('lists the templates with their custom question count, edit and analytics', async () => {
    await renderList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Template Name', 'Custom Question Count', 'Actions']);
    expect(
      within(rowOf('Cardiology dinner'))
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['Cardiology dinner', '2']);
    expect(within(rowOf('Webinar sign-up')).getByRole('button', { name: 'Edit Webinar sign-up' })).toBeTruthy();
    expect(within(rowOf('Webinar sign-up')).getByRole('button', { name: 'Analytics of Webinar sign-up' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search text' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 (2 templates)')).toBeTruthy();
  });

  it('offers Create Template and edit only with their permission, analytics to every reader', async () => {
    await renderList({ actions: [] });
    expect(screen.queryByRole('button', { name: 'Create Template' })).toBeNull();
    expect(within(rowOf('Cardiology dinner')).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(rowOf('Cardiology dinner')).getByRole('button', { name: 'Analytics of Cardiology dinner' })).toBeTruthy();
  });

  it('offers analytics only with read on reg_page_analytics', async () => {
    await renderList({ actions: [], analytics: false });
    expect(within(rowOf('Cardiology dinner')).queryByRole('button', { name: /^Analytics of / })).toBeNull();
  });

  it('opens a row with its click or Enter: the edit with update, else the analytics a reader may see (issue 28 #12)', async () => {
    const editor = await renderList();
    await editor.user.click(within(rowOf('Webinar sign-up')).getByText('0'));
    expect(editor.router.state.location.pathname).toBe('/registration/edit/4');
    cleanup();

    const reader = await renderList({ actions: [] });
    const row = rowOf('Cardiology dinner');
    row.focus();
    expect(document.activeElement).toBe(row);
    await reader.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Analytics: Cardiology dinner' })).toBeTruthy();
    expect(reader.router.state.location.pathname).toBe('/registration/list');
  });

  it('opens the two-step create with Create Template and a template with its edit button', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(router.state.location.pathname).toBe('/registration/add');
    await router.navigate('/registration/list');
    await user.click(await screen.findByRole('button', { name: 'Edit Cardiology dinner' }));
    expect(router.state.location.pathname).toBe('/registration/edit/3');
  });

  it("says 'Failed to load registration page templates' with Try again when the templates fail", async () => {
    const { findToast } = await renderList({ failed: true });
    await findToast('Failed to load registration page templates');
    const list = screen.getByRole('region', { name: 'Registration Page Templates' });
    expect(within(list).getByText('Failed to load registration page templates')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('without templates yet, says there are none', async () => {
    await renderList({ templates: [] });
    expect(screen.getByText('No registration page templates found')).toBeTruthy();
    expect(screen.getByText('There are no registration page templates yet.')).toBeTruthy();
  });
});

const ROWS = [
  {
    pageName: 'Cardiology dinner — Chicago',
    shortName: 'EVT-31',
    startTime: '2026-03-05T15:00:00.000Z',
    zone: 'US/Central',
    uniqueViews: 40,
    totalViews: 55,
    totalViewsPulse: 6,
    registrationCount: 12,
    registrationPulse: 2,
  },
];

describe('Registration page analytics dialog (spec 002 §2.15: period filter, rows per page)', () => {
  async function openAnalytics(rows = ROWS) {
    const rendered = await renderList();
    await rendered.user.click(screen.getByRole('button', { name: 'Analytics of Cardiology dinner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics: Cardiology dinner' });
    await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
    const operation = rendered.environment.mock.getMostRecentOperation();
    await answerWith(rendered.environment, {
      RegistrationAnalyticsConnection: () => ({ totalCount: rows.length, edges: rows.map((node) => ({ node })) }),
    });
    return { ...rendered, dialog, operation };
  }

  it('asks for the 30 days before today by default and shows each event with its views, registrations and pulses', async () => {
    const { dialog, operation } = await openAnalytics();
    const today = new Date();
    const from = dateValue(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30));
    expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).toBe(from);
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe(dateValue(today));
    expect(operation.request.node.params.name).toBe('AnalyticsDialogQuery');
    expect(operation.request.variables).toEqual({
      internalId: 3,
      first: 10,
      page: 1,
      period: { from: `${from.replaceAll('-', '/')} 00:00`, to: `${dateValue(today).replaceAll('-', '/')} 23:59`, timezone: browserZone() },
    });

    const table = within(dialog).getByRole('table', { name: 'Registration page analytics' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Page Name', 'Event', 'Unique Views', 'Total Views', 'Registrations']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Cardiology dinner — Chicago',
      'EVT-3103/05/2026 9.00 AM CT',
      '40',
      '55+6 in the last 24 h',
      '12+2 in the last 24 h',
    ]);
    expect(within(dialog).getByText('Page 1 of 1 (1 event)')).toBeTruthy();
  });

  it("says 'No views or registrations in this period.' without rows", async () => {
    const { dialog } = await openAnalytics([]);
    expect(within(dialog).getByText('No views or registrations in this period.')).toBeTruthy();
  });

  it("refuses a To before From ('Period To must be after Period From'); Apply asks again with the period", async () => {
    const { dialog, user, environment } = await openAnalytics();
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '2026-04-10');
    await user.clear(within(dialog).getByLabelText('To'));
    await user.type(within(dialog).getByLabelText('To'), '2026-04-01');
    expect(within(dialog).getByText('Period To must be after Period From')).toBeTruthy();
    expect(apply.disabled).toBe(true);

    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '2026-03-01');
    expect(apply.disabled).toBe(false);
    await user.click(apply);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      internalId: 3,
      page: 1,
      period: { from: '2026/03/01 00:00', to: '2026/04/01 23:59' },
    });
  });

  it('opens again on the default period and first page, not the last one chosen', async () => {
    const { dialog, user, environment } = await openAnalytics();
    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await answerWith(environment, { RegistrationAnalyticsConnection: () => ({ totalCount: 0, edges: [] }) });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Gone, and the page no longer hidden behind it (renderRoute.tsx): a dialog opened sooner stays aria-hidden.
    await dialogGone();

    await user.click(await screen.findByRole('button', { name: 'Analytics of Cardiology dinner' }));
    const again = await screen.findByRole('dialog', { name: 'Analytics: Cardiology dinner' });
    const today = new Date();
    const from = dateValue(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30));
    expect((within(again).getByLabelText('From') as HTMLInputElement).value).toBe(from);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      page: 1,
      period: { from: `${from.replaceAll('-', '/')} 00:00` },
    });
  });

  it('asks for more rows per page when the rows per page change', async () => {
    const { dialog, user, environment } = await openAnalytics();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rows per page' }), '20');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ internalId: 3, first: 20, page: 1 });
  });
});
