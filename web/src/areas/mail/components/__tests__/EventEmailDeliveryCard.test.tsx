import { act, cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventEmailDeliveryCardTestQuery } from '../../../../__generated__/EventEmailDeliveryCardTestQuery.graphql';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { EMAIL_DELIVERY_COLUMNS, EMAIL_DELIVERY_TEXTS, EventEmailDeliveryCard } from '../EventEmailDeliveryCard.tsx';

afterEach(cleanup);

const query = graphql`
  query EventEmailDeliveryCardTestQuery($id: Int!) @relay_test_operation {
    event(internalId: $id) {
      ...EventEmailDeliveryCard_event
    }
  }
`;

const STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED', 'MISSED', 'CANCELLED'];
const countsOf = (counts: Record<string, number>) => STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));

const ROWS = [
  {
    rowId: 12,
    to: 'ann@example.com',
    kind: 'remind-event-in-1-h',
    templateName: 'Reminder, one hour before',
    status: 'QUEUED',
    sendAfter: '2031-01-01T17:30:00.000Z',
    sentAt: null,
    lastError: null,
  },
  {
    rowId: 11,
    to: null,
    kind: 'attendee-resend',
    templateName: null,
    status: 'FAILED',
    sendAfter: '2031-01-01T15:00:00.000Z',
    sentAt: null,
    lastError: '550 No such user',
  },
  {
    rowId: 10,
    to: 'bob@example.com',
    kind: 'registration-thank-you',
    templateName: 'Thank you',
    status: 'SENT',
    sendAfter: '2030-12-20T14:05:00.000Z',
    sentAt: '2030-12-20T14:06:00.000Z',
    lastError: null,
  },
];

/** The card over an event in US/Eastern with `delivery` (null: the field failed). */
async function renderCard({
  delivery = { counts: countsOf({ QUEUED: 1, FAILED: 1, SENT: 1 }), totalCount: 3, rows: ROWS, hasNextPage: false },
  emailSeriesId = 4 as number | null,
}: {
  delivery?: { counts: { status: string; count: number }[]; totalCount: number; rows: object[]; hasNextPage: boolean } | null;
  emailSeriesId?: number | null;
} = {}) {
  const rendered = renderWithQuery<EventEmailDeliveryCardTestQuery>(query, { id: 1 }, (data) =>
    data.event ? <EventEmailDeliveryCard event={data.event} /> : null,
  );
  const resolvers: MockResolvers = {
    Event: () => ({ id: 'Event:1', zone: 'US/Eastern', emailSeriesId, emailDelivery: delivery === null ? null : undefined }),
    EventEmailDeliveryConnection: () =>
      delivery && {
        counts: delivery.counts,
        totalCount: delivery.totalCount,
        edges: delivery.rows.map((node, i) => ({ cursor: `c${i}`, node })),
        pageInfo: { hasNextPage: delivery.hasNextPage, endCursor: `c${delivery.rows.length - 1}` },
      },
  };
  await resolveWith(rendered.environment, resolvers);
  return rendered;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('EventEmailDeliveryCard (issue 30 "Delivery status visible per event")', () => {
  it("shows the event's non-zero status counts and its messages with the event's times", async () => {
    await renderCard();
    expect(screen.getByRole('heading', { name: EMAIL_DELIVERY_TEXTS.title })).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'E-mails by status' }))
      .getAllByRole('listitem')
      .map((c) => c.textContent);
    expect(chips).toEqual(['Scheduled: 1', 'Sent: 1', 'Failed: 1']);
    const table = screen.getByRole('table', { name: 'E-mail delivery table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([...EMAIL_DELIVERY_COLUMNS]);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual(['ann@example.com', 'Reminder, one hour before', 'Scheduled', '01/01/2031 12.30 PM', '—', '—']);
    // A recipient the viewer may not read, and a message of no template: its kind.
    expect(cellsOf(second!)).toEqual(['—', 'attendee-resend', 'Failed', '01/01/2031 10.00 AM', '—', '550 No such user']);
    expect(cellsOf(third!)).toEqual(['bob@example.com', 'Thank you', 'Sent', '12/20/2030 9.05 AM', '12/20/2030 9.06 AM', '—']);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('loads more rows with "Load more"', async () => {
    const { environment, user } = await renderCard({
      delivery: { counts: countsOf({ QUEUED: 2, SENT: 1 }), totalCount: 3, rows: ROWS.slice(0, 2), hasNextPage: true },
    });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more (2 of 3)' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toMatchObject({ count: 10, cursor: 'c1', id: 'Event:1' });
    // The pagination query (not a test operation): its answer as the BFF gives it.
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          node: {
            __typename: 'Event',
            id: 'Event:1',
            zone: 'US/Eastern',
            emailSeriesId: 4,
            emailDelivery: {
              counts: countsOf({ QUEUED: 2, SENT: 1 }),
              totalCount: 3,
              edges: [{ cursor: 'c2', node: { ...ROWS[2], __typename: 'EmailDeliveryRow' } }],
              pageInfo: { hasNextPage: false, endCursor: 'c2' },
            },
          },
        },
      }),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row)[0])).toEqual(['ann@example.com', '—', 'bob@example.com']);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('says so when the event has a series and no messages yet', async () => {
    await renderCard({ delivery: { counts: countsOf({}), totalCount: 0, rows: [], hasNextPage: false } });
    expect(screen.getByText(EMAIL_DELIVERY_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'E-mails by status' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not shown for an event without a series and without messages, and is for one with messages', async () => {
    await renderCard({ emailSeriesId: null, delivery: { counts: countsOf({}), totalCount: 0, rows: [], hasNextPage: false } });
    expect(screen.queryByRole('heading', { name: EMAIL_DELIVERY_TEXTS.title })).toBeNull();
    cleanup();
    await renderCard({ emailSeriesId: null });
    expect(screen.getByRole('heading', { name: EMAIL_DELIVERY_TEXTS.title })).toBeTruthy();
  });

  it('says the delivery could not be loaded, with Try again, when its call failed', async () => {
    await renderCard({ delivery: null });
    expect(screen.getByText(EMAIL_DELIVERY_TEXTS.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
