import { act, cleanup, screen, within } from '@testing-library/react';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppViewer } from '../../../../../app/viewer.ts';
import { renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { speakerEventsRoute } from '../SpeakerEventsRoute.tsx';

afterEach(cleanup);

/** The screen as the router shows it for speaker 5 to a viewer with `permissions`, its query answered with `data` (and
 *  `errors`, as the BFF sends them). */
async function renderScreen(
  data: Record<string, unknown>,
  errors?: unknown[],
  permissions: Record<string, string[]> = { speaker: ['READ'] },
) {
  const viewer = { permissions: Object.entries(permissions).map(([entity, actions]) => ({ entity, actions })) } as unknown as AppViewer;
  const { environment, variables } = renderRoute(speakerEventsRoute, { params: { speakerId: '5' }, viewer });
  expect(screen.getByRole('progressbar', { name: 'Loading speaker events' })).toBeTruthy();
  await act(async () => environment.mock.resolveMostRecentOperation(() => ({ data, errors }) as GraphQLSingularResponse));
  return { variables };
}

const EVENTS = [
  { internalId: 2, eventTitle: 'Asthma Webinar', startDate: '2030-07-01T17:00:00.000Z', zone: 'US/Eastern', status: 'CONFIRMED' },
  // 9 p.m. on the 9th in Los Angeles: the 10th in UTC.
  { internalId: 1, eventTitle: 'Diabetes Update', startDate: '2030-03-10T05:00:00.000Z', zone: 'US/Pacific', status: 'IN_PROGRESS' },
];

describe('Speaker Events', () => {
  it("lists the speaker's events: title, start date and status label, without paging", async () => {
    await renderScreen({ viewer: { role: 'ADMIN' }, speaker: { id: 'Speaker:5', firstName: 'Ava', lastName: 'Abbott', events: EVENTS } });
    const table = screen.getByRole('table', { name: 'Speaker events table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event Title', 'Start Date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Asthma Webinar', 'Diabetes Update']);
    expect(within(rows[1]!).getByText('In Progress')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ava Abbott' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("shows each start as every list shows dates, MM/DD/YYYY, on the event's own clock (not 'Jul 1, 2030'; issue 28 #16)", async () => {
    await renderScreen({ viewer: { role: 'ADMIN' }, speaker: { id: 'Speaker:5', firstName: 'Ava', lastName: 'Abbott', events: EVENTS } });
    const rows = within(screen.getByRole('table', { name: 'Speaker events table' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['07/01/2030', '03/09/2030']);
  });

  it('shows a field rep assigned to none of the events the refusal, as an error state', async () => {
    await renderScreen(
      { viewer: { role: 'FIELD_REP' }, speaker: { id: 'Speaker:5', firstName: 'Ava', lastName: 'Abbott', events: null } },
      [{ message: 'You are not assigned to any of the speaker events', path: ['speaker', 'events'], extensions: { code: 'FORBIDDEN' } }],
    );
    expect(screen.getByText('You are not assigned to any of the speaker events')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  describe("each event's cost and honoraria (issue 29)", () => {
    const MONEY_READER = { speaker: ['READ'], event: ['READ'], expense_header: ['READ'] };
    /** Speaker 5 with their events' totals (`[internalId, cost, honoraria]`; an event left out: null, none to the role). */
    const speakerWith = (rows: [internalId: number, cost: number, honoraria: number][]) => ({
      id: 'Speaker:5',
      firstName: 'Ava',
      lastName: 'Abbott',
      events: EVENTS.map((event) => {
        const row = rows.find(([id]) => id === event.internalId);
        return { ...event, expenseTotals: row ? { cost: row[1], honoraria: row[2] } : null };
      }),
    });
    const table = () => within(screen.getByRole('table', { name: 'Speaker events table' }));
    const headers = () =>
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    const cells = () =>
      table()
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );

    it("shows them in US dollars, each on its event's row, to a viewer who may read expense headers", async () => {
      const { variables } = await renderScreen(
        {
          viewer: { role: 'ADMIN' },
          speaker: speakerWith([
            [1, 12345.5, 3000],
            [2, 0, 750.25],
          ]),
        },
        undefined,
        MONEY_READER,
      );
      expect(variables.withTotals).toBe(true);
      expect(headers()).toEqual(['Event Title', 'Start Date', 'Status', 'Cost', 'Honoraria']);
      expect(cells().map((row) => [row[0], row[3], row[4]])).toEqual([
        ['Asthma Webinar', '$0.00', '$750.25'],
        ['Diabetes Update', '$12,345.50', '$3,000.00'],
      ]);
    });

    it('does not ask for them without expense header read, and shows no such columns', async () => {
      const { variables } = await renderScreen(
        { viewer: { role: 'FIELD_REP' }, speaker: { ...speakerWith([]), events: EVENTS } },
        undefined,
        {
          speaker: ['READ'],
          event: ['READ'],
        },
      );
      expect(variables.withTotals).toBe(false);
      expect(headers()).toEqual(['Event Title', 'Start Date', 'Status']);
    });

    it('shows no such columns when the BFF answers no totals (the role may not read them)', async () => {
      await renderScreen({ viewer: { role: 'ADMIN' }, speaker: speakerWith([]) }, undefined, MONEY_READER);
      expect(headers()).toEqual(['Event Title', 'Start Date', 'Status']);
      expect(screen.queryByText('$0.00')).toBeNull();
    });
  });

  it("says when the speaker's record is not found", async () => {
    await renderScreen({ viewer: { role: 'ADMIN' }, speaker: null });
    expect(screen.getByText('Speaker record not found.')).toBeTruthy();
  });
});
