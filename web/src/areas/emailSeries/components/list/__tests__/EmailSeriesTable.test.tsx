import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith, dialogGone, renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { signIn } from '../../../../../__tests__/signIn.ts';
import { resetApp } from '../../../../../app/viewer.ts';
import { emailSeriesListRoute } from '../../../routes/EmailSeriesList/EmailSeriesListRoute.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  resetApp();
});

const SERIES = [
  { id: 'EmailSeries:1', internalId: 1, name: 'Platform reminders', platform: true, emailsCount: 8 },
  { id: 'EmailSeries:5', internalId: 5, name: 'Cardiology dinners', platform: false, emailsCount: 3 },
];

/** Email Series Management as an admin of Hive (every action on email series, template and event read) sees it. */
async function renderList() {
  await signIn('HIVE', { email_series: ['CREATE', 'READ', 'UPDATE', 'DELETE'], email_template: ['READ'], event: ['READ'] });
  const rendered = renderRoute(emailSeriesListRoute, { url: '/email-series/list' });
  await rendered.answer({
    Viewer: () => ({ role: 'ADMIN', canCreate: true, canUpdate: true, canDelete: true }),
    EmailSeriesConnection: () => ({ totalCount: SERIES.length, edges: SERIES.map((node) => ({ node })) }),
  });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Email series table' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const openMenu = async (user: Awaited<ReturnType<typeof renderList>>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

describe('Email Series Management (spec 002 §2.11)', () => {
  it('lists each series with its e-mail count, with Create Series and the way to the Email Template List', async () => {
    await renderList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Emails', 'Actions']);
    expect(within(rowOf('Cardiology dinners')).getByText('3')).toBeTruthy();
    expect(within(rowOf('Platform reminders')).getByText('8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Series' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Templates' })).toBeTruthy();
    // Spec 002 §2.11: an admin (with template read, the manual trigger's permission) sends an e-mail by hand.
    expect(screen.getByRole('button', { name: 'Send an Email' })).toBeTruthy();
  });

  it("disables a platform series' menu; another series' menu offers Duplicate, View Events and Delete", async () => {
    const { user } = await renderList();
    const locked = screen.getByRole('button', { name: 'Actions for Platform reminders' });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    await user.click(locked);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(rowOf('Platform reminders')).getByRole('button', { name: 'Edit Platform reminders' })).toBeTruthy();
    expect(await openMenu(user, 'Cardiology dinners')).toEqual(['Duplicate', 'View Events', 'Delete']);
  });

  it('duplicates into the add form and opens the events of the series in Event Management', async () => {
    const { user, router } = await renderList();
    await openMenu(user, 'Cardiology dinners');
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/email-series/add?duplicateSeriesId=5');
    cleanup();

    const again = await renderList();
    await openMenu(again.user, 'Cardiology dinners');
    await again.user.click(screen.getByRole('menuitem', { name: 'View Events' }));
    const { pathname, search } = again.router.state.location;
    expect(pathname).toBe('/events/list');
    const params = new URLSearchParams(search);
    expect(JSON.parse(params.get('filters')!)).toEqual({ selectedEmailSeries: [5] });
    expect(JSON.parse(params.get('filterLabels')!)).toEqual({ selectedEmailSeries: { 5: 'Cardiology dinners' } });
  });

  it('asks before deleting; Cancel sends nothing', async () => {
    const { user, environment } = await renderList();
    await openMenu(user, 'Cardiology dinners');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Email Series' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the email series Cardiology dinners? Its templates are deleted with it.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("deletes on Delete and says 'Successfully deleted Email Series'", async () => {
    const { user, environment, findToast } = await renderList();
    await openMenu(user, 'Cardiology dinners');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Email Series' })).getByRole('button', { name: 'Delete' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useEmailSeriesMutationsDeleteMutation');
    expect(operation.request.variables).toEqual({ input: { id: 'EmailSeries:5' } });
    await answerWith(environment, { DeleteEmailSeriesPayload: () => ({ deletedId: 'EmailSeries:5' }) });
    await findToast('Successfully deleted Email Series');
  });

  it("says the service's refusal when a delete is refused", async () => {
    const { user, environment, findToast } = await renderList();
    await openMenu(user, 'Cardiology dinners');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Email Series' })).getByRole('button', { name: 'Delete' }));
    const refusal = Object.assign(new Error('refused'), {
      source: [{ message: 'A platform email series cannot be deleted', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await act(async () => environment.mock.rejectMostRecentOperation(refusal));
    await findToast('A platform email series cannot be deleted');
    expect(screen.queryByText('Successfully deleted Email Series')).toBeNull();
  });
});
