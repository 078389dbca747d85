import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApp } from '../../../../../app/viewer.ts';
import { renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { signIn } from '../../../../../__tests__/signIn.ts';
import { eventEditRoute } from '../EventEditRoute.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  resetApp();
});

const START = '2030-07-01T17:00:00.000Z';
const EVENT = {
  title: 'Heart Health',
  shortName: 'DP-1007',
  startTime: START,
  endTime: START,
  zone: 'US/Eastern',
  type: 'LIVE',
  status: 'IN_PROGRESS',
};

/** Edit Event for event 7 titled 'Heart Health' to a viewer who may read expense headers (or, `reader` false, not), its
 *  totals as the BFF answers them. */
async function renderEdit(expenseTotals: { cost: number; honoraria: number } | null, reader = true) {
  await signIn('HIVE', { event: ['READ', 'UPDATE'], ...(reader && { expense_header: ['READ'] }) });
  const { answer } = renderRoute(eventEditRoute, { params: { eventId: '7' } });
  await answer({
    Event: () => ({ ...EVENT, expenseTotals }),
    EventSurveyTemplate: () => ({ surveyDueTime: null }),
    Viewer: () => ({ hiddenFields: [], disabledFields: [] }),
  });
}

describe('Edit Event: the event totals (issue 29)', () => {
  it("shows the cost and honoraria in the form's header", async () => {
    await renderEdit({ cost: 98765.4, honoraria: 0 });
    expect(screen.getByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    const totals = await screen.findByRole('group', { name: 'Event totals' });
    expect(within(totals).getByText('Cost').nextElementSibling?.textContent).toBe('$98,765.40');
    expect(within(totals).getByText('Honoraria').nextElementSibling?.textContent).toBe('$0.00');
  });

  it('shows no totals to a role without them', async () => {
    await renderEdit(null, false);
    expect(screen.getByRole('heading', { name: 'Heart Health' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Event totals' })).toBeNull();
  });
});
