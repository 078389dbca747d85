import { act, cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpeakerEventsRouteQuery } from '../../../../../__generated__/SpeakerEventsRouteQuery.graphql';
import type { AppViewer } from '../../../../../app/viewer.ts';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { speakerEventsRoute } from '../SpeakerEventsRoute.tsx';

afterEach(cleanup);
// Fluent's MessageBar watches its width; jsdom has no ResizeObserver (the browser does).
beforeAll(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);

/** The screen as the router shows it for speaker 5, its query answered with `data` (and `errors`, as the BFF sends them). */
async function renderScreen(data: Record<string, unknown>, errors?: unknown[]) {
  const environment = createMockEnvironment();
  const variables = speakerEventsRoute.variables({
    params: { speakerId: '5' },
    searchParams: new URLSearchParams(),
    viewer: {} as AppViewer,
  });
  const queryRef = loadQuery<SpeakerEventsRouteQuery>(environment, speakerEventsRoute.query, variables);
  const { Component, Loading } = speakerEventsRoute;
  renderWithRelay(
    <Suspense fallback={Loading ? <Loading /> : null}>
      <Component queryRef={queryRef} />
    </Suspense>,
    { environment },
  );
  expect(screen.getByRole('progressbar', { name: 'Loading speaker events' })).toBeTruthy();
  await act(async () => environment.mock.resolveMostRecentOperation(() => ({ data, errors }) as GraphQLSingularResponse));
}

const EVENTS = [
  { internalId: 2, eventTitle: 'Asthma Webinar', startDate: '2030-07-01T17:00:00.000Z', status: 'CONFIRMED' },
  { internalId: 1, eventTitle: 'Diabetes Update', startDate: '2030-03-10T15:00:00.000Z', status: 'IN_PROGRESS' },
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

  it('shows a field rep assigned to none of the events the refusal, as an error state', async () => {
    await renderScreen(
      { viewer: { role: 'FIELD_REP' }, speaker: { id: 'Speaker:5', firstName: 'Ava', lastName: 'Abbott', events: null } },
      [{ message: 'You are not assigned to any of the speaker events', path: ['speaker', 'events'], extensions: { code: 'FORBIDDEN' } }],
    );
    expect(screen.getByText('You are not assigned to any of the speaker events')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says when the speaker's record is not found", async () => {
    await renderScreen({ viewer: { role: 'ADMIN' }, speaker: null });
    expect(screen.getByText('Speaker record not found.')).toBeTruthy();
  });
});
