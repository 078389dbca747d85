import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp, type AppViewer } from '../../../../../app/viewer.ts';
import { renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { signIn } from '../../../../../__tests__/signIn.ts';
import { eventViewRoute } from '../EventViewRoute.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  resetApp();
});

const START = '2030-07-01T17:00:00.000Z';
const EVENT = { title: 'Heart Health', shortName: 'DP-1007', startTime: START, endTime: START, zone: 'US/Eastern' };

const viewer = { permissions: [{ entity: 'event', actions: ['READ'] }] } as unknown as AppViewer;

/** The read-only event 7 titled 'Heart Health' to a viewer who may read expense headers (or, `reader` false, not), its
 *  totals as the BFF answers them. */
async function renderView(expenseTotals: { cost: number; honoraria: number } | null, reader = true) {
  await signIn('HIVE', { event: ['READ'], ...(reader && { expense_header: ['READ'] }) });
  const { answer } = renderRoute(eventViewRoute, { params: { eventId: '7' }, viewer });
  await answer({ Event: () => ({ ...EVENT, expenseTotals }), EventSurveyTemplate: () => ({ surveyDueTime: null }) });
}

describe('View Event: the event totals (issue 29)', () => {
  it('shows the cost and honoraria under the title', async () => {
    await renderView({ cost: 1250, honoraria: 500.25 });
    expect(screen.getByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    const totals = await screen.findByRole('group', { name: 'Event totals' });
    expect(within(totals).getByText('Cost').nextElementSibling?.textContent).toBe('$1,250.00');
    expect(within(totals).getByText('Honoraria').nextElementSibling?.textContent).toBe('$500.25');
  });

  it('shows no totals to a role without them', async () => {
    await renderView(null, false);
    expect(screen.getByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Event totals' })).toBeNull();
    expect(screen.queryByText('Honoraria')).toBeNull();
  });

  it('shows none when the BFF answers none', async () => {
    await renderView(null);
    expect(screen.getByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    expect(screen.queryByText('Honoraria')).toBeNull();
  });
});
