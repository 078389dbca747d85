import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { emailTemplateListRoute } from '../../../routes/EmailTemplateList/EmailTemplateListRoute.tsx';

afterEach(cleanup);

const TEMPLATES = [
  {
    id: 'EmailTemplate:40',
    internalId: 40,
    name: 'Thanks',
    subject: 'Thank you for registering',
    active: true,
    eventType: null,
    emailTemplateType: { name: 'Registration thank you' },
    emailSeries: { name: 'Cardiology dinners' },
  },
  {
    id: 'EmailTemplate:41',
    internalId: 41,
    name: 'Old reminder',
    subject: 'Tomorrow',
    active: false,
    eventType: 'virtual',
    emailTemplateType: { name: 'Reminder: tomorrow' },
    emailSeries: null,
  },
];
const TYPES = [
  { internalId: 1, name: 'Registration thank you' },
  { internalId: 4, name: 'Reminder: tomorrow' },
];

/** The list at `url` for a viewer who may create and update templates but not delete them. */
async function renderList(url = '/email-series/email-template/list') {
  const rendered = renderRoute(emailTemplateListRoute, { url });
  await rendered.answer({
    Viewer: () => ({ canCreate: true, canUpdate: true, canDelete: false }),
    Query: () => ({ emailTemplateTypes: TYPES }),
    EmailTemplateConnection: () => ({ totalCount: TEMPLATES.length, edges: TEMPLATES.map((node) => ({ node })) }),
  });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Email templates table' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

describe('Email Template List (spec 002 §2.12)', () => {
  it('shows name, subject, type, event type and series, and the actions the viewer may take', async () => {
    const { user, router } = await renderList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Subject', 'Type', 'Event Type', 'Series', 'Actions']);
    const thanks = rowOf('Thanks');
    for (const text of ['Thank you for registering', 'Registration thank you', 'All event types', 'Cardiology dinners']) {
      expect(within(thanks).getByText(text)).toBeTruthy();
    }
    expect(within(rowOf('Old reminder')).getByText('Virtual')).toBeTruthy();
    expect(within(rowOf('Old reminder')).getByText('Inactive')).toBeTruthy();
    expect(within(thanks).queryByRole('button', { name: /^Delete / })).toBeNull();
    await user.click(within(thanks).getByRole('button', { name: 'Duplicate Thanks' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/email-series/email-template/add?duplicateTemplateId=40',
    );
  });

  it('reads its filters from the address (well-formed ones only) and shows the chosen series by name', async () => {
    const filters = { emailSeriesIds: [5], emailTemplateTypeIds: [4], bogus: [1] };
    const url = `/email-series/email-template/list?filters=${encodeURIComponent(JSON.stringify(filters))}&filterLabels=${encodeURIComponent(
      JSON.stringify({ emailSeriesIds: { 5: 'Cardiology dinners' } }),
    )}`;
    const { user, variables } = await renderList(url);
    expect(variables).toMatchObject({ emailSeriesIds: [5], emailTemplateTypeIds: [4], product: null });
    await user.click(screen.getByRole('button', { name: 'Filters (2 set)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email template filters' });
    expect(within(dialog).getByText('Cardiology dinners')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /Template Types/ }).textContent).toContain('Reminder: tomorrow');
  });
});
