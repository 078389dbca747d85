import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventsTableTestQuery } from '../../../../__generated__/EventsTableTestQuery.graphql';
import type { AppViewer } from '../../../../app/viewer.ts';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { eventListRoute } from '../../routes/EventList/EventListRoute.tsx';
import { EventsTable } from '../EventsTable.tsx';

afterEach(cleanup);

// The list screen's data, with its relations included as the route decides from the viewer's permissions.
const query = graphql`
  query EventsTableTestQuery(
    $first: Int!
    $page: Int
    $sortBy: EventSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventFilterInput
    $withFieldReps: Boolean!
    $withTopics: Boolean!
    $withVenues: Boolean!
    $withSpeakers: Boolean!
    $withSurveyTemplates: Boolean!
  ) @relay_test_operation {
    ...EventsTable_query
      @arguments(
        first: $first
        page: $page
        sortBy: $sortBy
        sortDesc: $sortDesc
        searchQuery: $searchQuery
        filters: $filters
        withFieldReps: $withFieldReps
        withTopics: $withTopics
        withVenues: $withVenues
        withSpeakers: $withSpeakers
        withSurveyTemplates: $withSurveyTemplates
      )
  }
`;

type Permissions = Record<string, string[]>;
const ALL = ['CREATE', 'READ', 'UPDATE', 'DELETE'];
const ADMIN: Permissions = Object.fromEntries(
  ['event', 'field_rep', 'topic', 'venue', 'speaker', 'survey_template', 'email_series', 'attendee'].map((e) => [e, ALL]),
);
/** Reads events only: no field reps, topics or venues. */
const EVENTS_ONLY: Permissions = { event: ['READ'] };

const EVENTS = [
  {
    internalId: 1,
    shortName: 'EVT-1',
    title: 'Diabetes Update',
    startTime: '2030-03-10T15:00:00.000Z',
    endTime: '2030-03-10T16:30:00.000Z',
    zone: 'US/Eastern',
    type: 'LIVE',
    status: 'IN_PROGRESS',
    registered: 12,
    attended: 9,
    locationCity: 'Boston',
    fieldRep: { name: 'Rita Rep' },
    topic: { name: 'Cardiology' },
    venue: { name: 'Grand Hall' },
  },
  {
    internalId: 2,
    shortName: 'EVT-2',
    title: 'Asthma Webinar',
    startTime: '2030-07-01T17:00:00.000Z',
    endTime: '2030-07-01T18:00:00.000Z',
    zone: 'US/Pacific',
    type: 'VIRTUAL',
    status: 'CONFIRMED',
    registered: 0,
    attended: 0,
    locationCity: null,
    fieldRep: { name: 'Olga Owner' },
    topic: { name: 'Pulmonology' },
    venue: null,
  },
];

interface Setup {
  product?: 'HIVE' | 'SPEAKER_PORTAL';
  permissions?: Permissions;
  events?: typeof EVENTS;
  url?: string;
  /** The connection's count when it is a lower bound (more than 10,000 events match). */
  atLeast?: number;
  /** The viewer's hidden event fields. */
  hiddenFields?: string[];
}

/** The list as `product`'s viewer with `permissions` sees it: the route's variables, the generated connection. */
function renderTable({
  product = 'HIVE',
  permissions = ADMIN,
  events = EVENTS,
  url = '/events/list',
  atLeast,
  hiddenFields = [],
}: Setup = {}) {
  const viewer = {
    permissions: Object.entries(permissions).map(([entity, actions]) => ({ entity, actions })),
  } as unknown as AppViewer;
  const searchParams = new URL(url, 'http://localhost').searchParams;
  const variables = eventListRoute.variables({ params: {}, searchParams, viewer });
  const Loading = eventListRoute.Loading!;
  const rendered = renderWithQuery<EventsTableTestQuery>(query, variables, (data) => <EventsTable query={data} />, {
    fallback: <Loading />,
    url,
  });
  const resolvers: MockResolvers = {
    // `can(entity:, action:)` answers from the permissions; every tenant flag is on.
    Boolean: (context) =>
      context.name === 'can'
        ? !!permissions[context.args?.entity as string]?.includes(context.args?.action as string)
        : context.name === 'flag',
    Viewer: () => ({ role: 'ADMIN', selectedProduct: product, hiddenFields }),
    Tenant: () => ({ veevaSyncEnabled: false, defaultEventPeriod: null }),
    Query: () => ({ usedEventStatuses: ['IN_PROGRESS', 'CONFIRMED'] }),
    EventConnection: () => ({
      totalCount: atLeast ?? events.length,
      totalCountIsExact: atLeast === undefined,
      edges: events.map((node) => ({ node })),
    }),
  };
  return { ...rendered, answer: () => resolveWith(rendered.environment, resolvers) };
}

const table = () => screen.getByRole('table', { name: 'Events table' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('EventsTable', () => {
  it('shows the skeleton rows while the list loads, then the rows of the generated connection', async () => {
    const { answer } = renderTable();
    expect(screen.getByRole('progressbar', { name: 'Loading events' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Events table' })).toBeNull();
    await answer();
    expect(screen.queryByRole('progressbar', { name: 'Loading events' })).toBeNull();
    expect(within(table()).getAllByRole('row')).toHaveLength(EVENTS.length + 1);
  });

  it("renders each event's columns: name and program, dates in the event's zone, type, counts, the status label", async () => {
    await renderTable().answer();
    const first = within(rowOf('EVT-1'));
    expect(first.getByText('Diabetes Update')).toBeTruthy();
    expect(first.getByText('03/10/2030 11.00 AM - 03/10/2030 12.30 PM ET')).toBeTruthy();
    expect(first.getByText('Live')).toBeTruthy();
    expect(first.getByText(/Registered: 12 · Attended: 9/)).toBeTruthy();
    // The badge shows the contract's label, not the enum value.
    expect(first.getByText('In Progress')).toBeTruthy();
    const second = within(rowOf('EVT-2'));
    expect(second.getByText('07/01/2030 10.00 AM - 07/01/2030 11.00 AM PT')).toBeTruthy();
    expect(second.getByText('Confirmed')).toBeTruthy();
  });

  it('shows the speaker portal the event owner, topic and venue columns to a viewer who may read them', async () => {
    await renderTable({ product: 'SPEAKER_PORTAL' }).answer();
    expect(headers()).toEqual(expect.arrayContaining(['Event Owner', 'Venue', 'Topic', 'Location']));
    const first = within(rowOf('EVT-1'));
    for (const text of ['Rita Rep', 'Grand Hall', 'Cardiology', 'Boston']) expect(first.getByText(text)).toBeTruthy();
    // A virtual event's location is 'Virtual' (beside its type, Virtual).
    expect(within(rowOf('EVT-2')).getAllByText('Virtual')).toHaveLength(2);
  });

  it('leaves out a portal column whose event field is hidden from the role, not shown empty (issue 28 #15)', async () => {
    await renderTable({ product: 'SPEAKER_PORTAL', hiddenFields: ['venueId', 'topicId'] }).answer();
    expect(headers()).toEqual(expect.arrayContaining(['Event Owner', 'Location']));
    for (const header of ['Venue', 'Topic']) expect(headers()).not.toContain(header);
  });

  it('leaves out the columns, filters and actions of what the viewer may not read or do', async () => {
    const { answer, user } = renderTable({ product: 'SPEAKER_PORTAL', permissions: EVENTS_ONLY });
    await answer();
    for (const header of ['Event Owner', 'Venue', 'Topic', 'Speakers']) expect(headers()).not.toContain(header);
    for (const text of ['Rita Rep', 'Grand Hall', 'Cardiology']) expect(screen.queryByText(text)).toBeNull();
    // Without event update nothing is selectable; without create there is no Add.
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Add Event/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('group', { name: 'Statuses' });
    expect(screen.queryByText('Field Reps')).toBeNull();
    expect(screen.queryByText('Topics')).toBeNull();
    expect(screen.getByText('Events')).toBeTruthy();
  });

  it("offers the management viewer's actions: select all, add, the event owners' manager", async () => {
    await renderTable().answer();
    expect(within(table()).getByRole('checkbox', { name: 'Select all events' })).toBeTruthy();
    expect(within(table()).getByRole('checkbox', { name: 'Select EVT-1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Event/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage Event Owners' })).toBeTruthy();
  });

  it('offers the bulk Generate QR only to a viewer who can select rows; in Hive without event update it is not shown (issue 28 #31)', async () => {
    const { answer } = renderTable();
    await answer();
    expect(screen.getByRole('button', { name: 'Generate QR' })).toBeTruthy();
    cleanup();
    const readOnly = renderTable({ permissions: EVENTS_ONLY });
    await readOnly.answer();
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Generate QR' })).toBeNull();
  });

  it("opens an event from the keyboard: Enter on the focused row, and Edit in the row's menu (issue 28 #5)", async () => {
    const { answer, user, router } = renderTable();
    await answer();
    await user.click(screen.getByRole('button', { name: 'Actions for EVT-1' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    await user.keyboard('{Escape}');
    const row = within(table()).getByText('EVT-1').closest('tr') as HTMLElement;
    row.focus();
    expect(document.activeElement).toBe(row);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toMatch(/^\/event\/edit\/\d+$/);
  });

  it('opens the event read-only for a viewer who reads but may not update it: Enter on the row, View in its menu (issue 28 #12)', async () => {
    const { answer, user, router } = renderTable({ permissions: EVENTS_ONLY });
    await answer();
    await user.click(screen.getByRole('button', { name: 'Actions for EVT-2' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toContain('View');
    expect(items).not.toContain('Edit');
    await user.keyboard('{Escape}');
    const row = rowOf('EVT-1');
    row.focus();
    expect(document.activeElement).toBe(row);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/event/view/1');
  });

  it('offers View Attendees on a row with registrations only where Attendee Management opens: Hive, attendee read', async () => {
    const menuItems = async (setup: Setup) => {
      const { answer, user } = renderTable(setup);
      await answer();
      const trigger = screen.queryByRole('button', { name: 'Actions for EVT-1' });
      if (!trigger) return [];
      await user.click(trigger);
      const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
      cleanup();
      return items;
    };
    expect(await menuItems({})).toContain('View Attendees');
    expect(await menuItems({ product: 'SPEAKER_PORTAL' })).not.toContain('View Attendees');
    const { attendee: _, ...noAttendees } = ADMIN;
    expect(await menuItems({ permissions: noAttendees })).not.toContain('View Attendees');
  });

  it("without events for the search and filters, offers 'Clear search and filters' and no select-all box", async () => {
    const url = `/events/list?options=${encodeURIComponent(JSON.stringify({ searchQuery: 'zzz' }))}&filters=${encodeURIComponent(
      JSON.stringify({ selectedStatuses: ['CONFIRMED'] }),
    )}`;
    const { answer, router, user } = renderTable({ events: [], url });
    await answer();
    expect(screen.getByText('No events found')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select all events' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    const params = router.state.location.search;
    expect(new URLSearchParams(params).get('filters')).toBeNull();
    expect(JSON.parse(new URLSearchParams(params).get('options')!)).toMatchObject({ searchQuery: '', page: 1 });
  });

  it('says there are no events yet when nothing is searched or filtered', async () => {
    await renderTable({ events: [] }).answer();
    expect(screen.getByText('There are no events yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('shows a count beyond the bound as "10,000+": previous and next, no page count', async () => {
    const { answer, router, user } = renderTable({ atLeast: 10_000 });
    await answer();
    expect(screen.getByText('Page 1 (10,000+ events)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('options')!)).toMatchObject({ page: 2 });
  });

  it('offers the rows-per-page sizes of the spec and All', async () => {
    const { answer, router, user } = renderTable();
    await answer();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '20', '50', '100', 'All']);
    await user.selectOptions(select, 'All');
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('options')!)).toMatchObject({ itemsPerPage: -1 });
  });

  it('makes only the sortable columns sort buttons, and a click sorts by that column', async () => {
    const { answer, router, user } = renderTable();
    await answer();
    const sortable = within(table())
      .getAllByRole('columnheader')
      .filter((h) => within(h).queryByRole('button'))
      .map((h) => h.textContent);
    expect(sortable).toEqual(['Event', 'Event date', 'Program Type', 'Status']);
    await user.click(within(table()).getByRole('button', { name: 'Event date' }));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('options')!)).toMatchObject({
      sortBy: 'startTime',
      sortDesc: false,
    });
  });
});
