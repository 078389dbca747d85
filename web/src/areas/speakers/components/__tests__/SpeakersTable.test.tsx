import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpeakersTableTestQuery } from '../../../../__generated__/SpeakersTableTestQuery.graphql';
import type { AppViewer } from '../../../../app/viewer.ts';
import { readSession } from '../../../../app/session.ts';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { speakerListRoute } from '../../routes/SpeakerList/SpeakerListRoute.tsx';
import { SpeakersTable } from '../SpeakersTable.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const query = graphql`
  query SpeakersTableTestQuery(
    $first: Int!
    $page: Int
    $sortBy: SpeakerSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: SpeakerFilterInput
  ) @relay_test_operation {
    ...SpeakersTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

const SPEAKERS = [
  {
    internalId: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    credentials: 'MD',
    speakerType: 'HCP',
    crmStatus: 'APPROVED',
    active: true,
    hasUserAccount: true,
  },
  {
    internalId: 2,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    credentials: 'PhD',
    speakerType: 'CAREGIVER',
    crmStatus: 'ELIGIBLE',
    active: false,
    hasUserAccount: true,
  },
  {
    internalId: 3,
    firstName: 'Alan',
    lastName: 'Turing',
    email: null,
    credentials: null,
    speakerType: 'PATIENT',
    crmStatus: null,
    active: true,
    hasUserAccount: false,
  },
];

interface Setup {
  /** The list's own field failed (null), the rest of the screen loaded. */
  failed?: boolean;
  product?: 'HIVE' | 'SPEAKER_PORTAL';
  role?: string;
  actions?: string[];
  veevaSyncEnabled?: boolean;
  speakers?: typeof SPEAKERS;
  url?: string;
  /** The viewer's hidden speaker fields. */
  hiddenFields?: string[];
}

/** The list as a `role` viewer in `product` sees it, with `actions` on speaker (and event read). */
function renderTable({
  product = 'HIVE',
  role = 'ADMIN',
  actions = ['CREATE', 'READ', 'UPDATE', 'DELETE'],
  veevaSyncEnabled = false,
  speakers = SPEAKERS,
  url = '/speakers/list',
  failed = false,
  hiddenFields = [],
}: Setup = {}) {
  const searchParams = new URL(url, 'http://localhost').searchParams;
  const variables = speakerListRoute.variables({ params: {}, searchParams, viewer: {} as AppViewer });
  const Loading = speakerListRoute.Loading!;
  const rendered = renderWithQuery<SpeakersTableTestQuery>(query, variables, (data) => <SpeakersTable query={data} />, {
    fallback: <Loading />,
    url,
  });
  const resolvers: MockResolvers = {
    Boolean: (context) =>
      context.name === 'can' &&
      (context.args?.entity === 'event' ? context.args.action === 'READ' : actions.includes(context.args?.action as string)),
    Viewer: () => ({ role, selectedProduct: product, hiddenFields }),
    Tenant: () => ({ veevaSyncEnabled }),
    Query: () => (failed ? { speakers: null } : {}),
    SpeakerConnection: () => ({ totalCount: speakers.length, totalCountIsExact: true, edges: speakers.map((node) => ({ node })) }),
  };
  return { ...rendered, variables, answer: () => resolveWith(rendered.environment, resolvers) };
}

const table = () => screen.getByRole('table', { name: 'Speakers table' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const menuOf = async (user: ReturnType<typeof renderTable>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

describe('SpeakersTable', () => {
  it('opens a speaker from the keyboard: the row takes the focus and Enter opens the profile (issue 28 #5)', async () => {
    const { answer, user, router } = renderTable();
    await answer();
    const ada = rowOf('Ada');
    ada.focus();
    expect(document.activeElement).toBe(ada);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/speaker/1');
  });

  it('shows skeleton rows while loading, then the Hive columns with the speaker type labels and the Inactive label', async () => {
    const { answer } = renderTable();
    expect(screen.getByRole('progressbar', { name: 'Loading speakers' })).toBeTruthy();
    await answer();
    expect(headers()).toEqual(['First Name', 'Last Name', 'Email', 'Credentials', 'Speaker Type', 'Actions']);
    expect(within(rowOf('Ada')).getByText('HCP')).toBeTruthy();
    expect(within(rowOf('Alan')).getByText('Patient')).toBeTruthy();
    expect(within(rowOf('Grace')).getByText('Inactive')).toBeTruthy();
    expect(within(rowOf('Ada')).queryByText('Inactive')).toBeNull();
  });

  it("leaves out a column whose field is hidden from the role, not shown empty (a field rep's Email; issue 28 #15)", async () => {
    await renderTable({ hiddenFields: ['email', 'phone'] }).answer();
    expect(headers()).toEqual(['First Name', 'Last Name', 'Credentials', 'Speaker Type', 'Actions']);
    cleanup();
    await renderTable({ hiddenFields: ['degree', 'speakerType'] }).answer();
    expect(headers()).toEqual(['First Name', 'Last Name', 'Email', 'Actions']);
  });

  it('shows the speaker portal the Status column, its CRM value without the _vod suffix', async () => {
    await renderTable({ product: 'SPEAKER_PORTAL' }).answer();
    expect(headers()).toContain('Status');
    expect(within(rowOf('Ada')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('Grace')).getByText('Eligible')).toBeTruthy();
  });

  it('offers Hive View Events and Delete, the portal Impersonate and Inactivate or Reactivate', async () => {
    const hive = renderTable();
    await hive.answer();
    expect(await menuOf(hive.user, 'Ada Lovelace')).toEqual(['View Events', 'Delete']);
    cleanup();
    const portal = renderTable({ product: 'SPEAKER_PORTAL' });
    await portal.answer();
    expect(await menuOf(portal.user, 'Ada Lovelace')).toEqual(['Impersonate Speaker', 'Inactivate', 'Delete']);
    await portal.user.keyboard('{Escape}');
    expect(await menuOf(portal.user, 'Grace Hopper')).toEqual(['Impersonate Speaker', 'Reactivate', 'Delete']);
  });

  it('does not offer impersonation to other roles, nor Add Speaker, Inactivate or Delete without the permissions', async () => {
    const { answer } = renderTable({ product: 'SPEAKER_PORTAL', role: 'USER', actions: ['READ'] });
    await answer();
    expect(screen.queryByRole('button', { name: /Add Speaker/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(headers()).not.toContain('Actions');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('hides Add Speaker while the CRM sync is on', async () => {
    await renderTable({ veevaSyncEnabled: true }).answer();
    expect(screen.queryByRole('button', { name: /Add Speaker/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export All/ })).toBeTruthy();
  });

  it('refuses to impersonate an inactive speaker or one without a user account', async () => {
    const { answer, user } = renderTable({ product: 'SPEAKER_PORTAL' });
    await answer();
    await menuOf(user, 'Grace Hopper');
    await user.click(screen.getByRole('menuitem', { name: 'Impersonate Speaker' }));
    expect(readSession().impersonatedSpeakerId).toBeNull();
    await menuOf(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Impersonate Speaker' }));
    expect(readSession().impersonatedSpeakerId).toBeNull();
  });

  it('asks before deleting a speaker', async () => {
    const { answer, user } = renderTable();
    await answer();
    await menuOf(user, 'Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete speaker' });
    expect(within(dialog).getByText('Are you sure you want to delete this speaker?')).toBeTruthy();
  });

  it('keeps the filters of the URL in the query, and applies the popover’s year to the URL', async () => {
    const filters = { events: [4], statuses: ['APPROVED'], year: 2024, bogus: 1 };
    const url = `/speakers/list?filters=${encodeURIComponent(JSON.stringify(filters))}&filterLabels=${encodeURIComponent(
      JSON.stringify({ events: { 4: 'EVT-4 Heart' } }),
    )}`;
    const { answer, variables, user, router } = renderTable({ url });
    expect(variables.filters).toEqual({ events: [4], statuses: ['APPROVED'], year: 2024 });
    await answer();
    await user.click(screen.getByRole('button', { name: 'Filters (3 set)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Speaker filters' });
    expect(within(dialog).getByText('EVT-4 Heart')).toBeTruthy();
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const years = within(year)
      .getAllByRole('option')
      .map((o) => o.textContent);
    const first = new Date().getFullYear() - 5;
    expect(years).toEqual(['Any year', ...Array.from({ length: 10 }, (_, i) => String(first + i))]);
    await user.selectOptions(year, String(first));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!)).toEqual({
      events: [4],
      statuses: ['APPROVED'],
      year: first,
    });
  });

  it("says 'Failed to load speakers' with Try again when the list's speakers fail", async () => {
    await renderTable({ failed: true }).answer();
    expect(screen.getByText('Failed to load speakers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('No speakers found')).toBeNull();
  });

  it("without speakers for the search, offers 'Clear search and filters'", async () => {
    const url = `/speakers/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'zzz' }))}`;
    const { answer, user, router } = renderTable({ speakers: [], url });
    await answer();
    expect(screen.getByText('No speakers found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('options')!)).toMatchObject({ searchQuery: '', page: 1 });
  });
});
