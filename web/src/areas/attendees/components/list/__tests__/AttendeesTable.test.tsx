import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTENDEE_LIST_MESSAGES as M } from '../../../../../../../api/src/areas/attendees/contract.ts';
import type { AttendeesTableTestQuery } from '../../../../../__generated__/AttendeesTableTestQuery.graphql';
import type { AppViewer } from '../../../../../app/viewer.ts';
import { renderWithQuery, resolveWith } from '../../../../../__tests__/renderWithRelay.tsx';
import { attendeeListRoute } from '../../../routes/AttendeeList/AttendeeListRoute.tsx';
import { AttendeesTable } from '../AttendeesTable.tsx';
import { attendeesOfEvent } from '../../../attendeesOfEvent.ts';

afterEach(cleanup);

const query = graphql`
  query AttendeesTableTestQuery(
    $first: Int!
    $page: Int
    $sortBy: EventAttendanceSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventAttendanceFilterInput
  ) @relay_test_operation {
    ...AttendeesTable_query
      @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

const ROWS = [
  {
    id: 'EA1',
    attendeeId: 11,
    eventId: 7,
    status: 'REGISTERED',
    subscribed: true,
    createdDate: '2026-03-04T15:05:00.000Z',
    sources: ['Standard registration', 'Hive'],
    attendee: { firstName: 'Robin', lastName: 'Registrant' },
    event: { shortName: 'DP-1007', emailSeriesId: 3 },
  },
  {
    id: 'EA2',
    attendeeId: 12,
    eventId: 7,
    status: 'NOSHOW',
    subscribed: false,
    createdDate: '2026-03-05T09:30:00.000Z',
    sources: [],
    attendee: { firstName: 'Sam', lastName: 'Walker' },
    event: { shortName: 'DP-1007', emailSeriesId: 3 },
  },
];

function renderTable({
  actions = ['CREATE', 'READ', 'UPDATE', 'DELETE'],
  attendeeActions = actions,
  url = '/attendees/list',
}: { actions?: string[]; attendeeActions?: string[]; url?: string } = {}) {
  const searchParams = new URL(url, 'http://localhost').searchParams;
  const variables = attendeeListRoute.variables({ params: {}, searchParams, viewer: {} as AppViewer });
  const Loading = attendeeListRoute.Loading!;
  const rendered = renderWithQuery<AttendeesTableTestQuery>(query, variables, (data) => <AttendeesTable query={data} />, {
    fallback: <Loading />,
    url,
  });
  const resolvers: MockResolvers = {
    Boolean: (context) =>
      context.name === 'can'
        ? (context.args?.entity === 'attendee' ? attendeeActions : actions).includes(context.args?.action as string)
        : false,
    Viewer: () => ({ selectedProduct: 'HIVE', hiddenFields: [] }),
    EventAttendanceConnection: () => ({ totalCount: ROWS.length, edges: ROWS.map((node) => ({ node })) }),
  };
  return { ...rendered, variables, answer: () => resolveWith(rendered.environment, resolvers) };
}

const table = () => screen.getByRole('table', { name: 'Attendees table' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('AttendeesTable', () => {
  it("shows the spec's columns: Event ID, names, the status chip, sources joined, Registered At, and the row actions", async () => {
    const { answer } = renderTable();
    expect(screen.getByRole('progressbar', { name: 'Loading attendees' })).toBeTruthy();
    await answer();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.filter((h) => h !== '')).toEqual([
      'Event ID',
      'First Name',
      'Last Name',
      'Status',
      'Sources',
      'Registered At',
      'Actions',
    ]);
    const robin = rowOf('Robin');
    expect(within(robin).getByText('DP-1007')).toBeTruthy();
    expect(within(robin).getByText('Registered')).toBeTruthy();
    expect(within(robin).getByText('Standard registration, Hive')).toBeTruthy();
    expect(within(robin).getByText(/^03\/0[45]\/2026 \d{1,2}\.\d{2} (AM|PM)$/)).toBeTruthy();
    // The e-mail button only for a subscribed attendance of an event with an email series.
    expect(within(robin).getByRole('button', { name: 'Resend email to Robin Registrant' })).toBeTruthy();
    expect(within(rowOf('Sam')).queryByRole('button', { name: /Resend email/ })).toBeNull();
    expect(within(rowOf('Sam')).getByText('No Show')).toBeTruthy();
    expect(within(robin).getByRole('button', { name: 'Edit Robin Registrant' })).toBeTruthy();
    expect(within(robin).getByRole('button', { name: 'Delete Robin Registrant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export All/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add attendee/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Import/ })).toBeTruthy();
  });

  it('shows a count the service did not finish as a lower bound ("1,000+"), with no page count', async () => {
    const { environment } = renderTable();
    await resolveWith(environment, {
      Viewer: () => ({ selectedProduct: 'HIVE', hiddenFields: [] }),
      EventAttendanceConnection: () => ({ totalCount: 1000, totalCountIsExact: false, edges: ROWS.map((node) => ({ node })) }),
    });
    expect(screen.getByText('Page 1 (1,000+ attendees)')).toBeTruthy();
  });

  it('is read-only without update and delete: no selection, no delete, an eye icon to view', async () => {
    await renderTable({ actions: ['READ'] }).answer();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('button', { name: 'View Robin Registrant' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend email/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add attendee/ })).toBeNull();
  });

  it('offers Edit on a row only with update on the attendee as well: the form saves both (issue 28 #10)', async () => {
    const { user, answer } = renderTable({ attendeeActions: ['READ'] });
    await answer();
    expect(within(rowOf('Robin')).getByRole('button', { name: 'View Robin Registrant' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit Robin/ })).toBeNull();
    // The attendance's own writes stay: the status of the chosen rows.
    await user.click(within(rowOf('Robin')).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Edit Status' })).toBeTruthy();
  });

  it("opens filtered by one event (the event list's View Attendees) and offers Export Filtered", async () => {
    const { variables, answer } = renderTable({ url: attendeesOfEvent(7, 'DP-7 Heart Health') });
    expect(variables.filters).toEqual({ eventIds: [7] });
    await answer();
    expect(screen.getByRole('button', { name: /Export Filtered/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (1 set)' })).toBeTruthy();
  });

  it('sets a status on the selected attendees in one mutation (Walk In by default)', async () => {
    const { answer, user, environment } = renderTable();
    await answer();
    await user.click(within(rowOf('Robin')).getByRole('checkbox'));
    await user.click(within(rowOf('Sam')).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: /Export Selected/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Status' });
    expect((within(dialog).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('WALKIN');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Walk In', 'Attended', 'Registered', 'No Show', 'Cancelled', 'Ineligible']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'ATTENDED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useSetEventAttendanceStatusMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ ids: ['EA1', 'EA2'], status: 'ATTENDED' });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setEventAttendanceStatus: {
            eventAttendances: [
              { id: 'EA1', status: 'ATTENDED' },
              { id: 'EA2', status: 'ATTENDED' },
            ],
          },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Status' })).toBeNull());
  });

  // One dialog a test: jsdom runs no exit animation, so a dialog reopened at once can keep the aria-hidden
  // that Fluent's focus trap gave it on closing, which no browser shows.
  it("asks before deleting one attendance, with the spec's text, and deletes nothing on Cancel", async () => {
    const { answer, user, environment } = renderTable();
    await answer();
    const operations = environment.mock.getAllOperations().length;
    await user.click(within(rowOf('Robin')).getByRole('button', { name: 'Delete Robin Registrant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attendance' });
    expect(within(dialog).getByText(M.deleteOne)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(operations);
  });

  it("asks before deleting the selected list, with the spec's text, and deletes the selected attendances", async () => {
    const { answer, user, environment } = renderTable();
    await answer();
    await user.click(screen.getByRole('checkbox', { name: 'Select all attendees' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attendance' });
    expect(within(dialog).getByText(M.deleteMany)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useDeleteEventAttendancesMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ ids: ['EA1', 'EA2'] });
  });

  it('resends an e-mail of the chosen type from the row', async () => {
    const { answer, user, environment } = renderTable();
    await answer();
    await user.click(screen.getByRole('button', { name: 'Resend email to Robin Registrant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Email Notification' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Email Type' }), 'attended-thank-you');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useResendAttendeeEmailMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ id: 'EA1', emailType: 'attended-thank-you' });
  });
});
