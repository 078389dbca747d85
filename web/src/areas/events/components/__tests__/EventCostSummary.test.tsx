import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventCostSummaryTestQuery } from '../../../../__generated__/EventCostSummaryTestQuery.graphql';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { resetApp } from '../../../../app/viewer.ts';
import { signIn } from '../../../../__tests__/signIn.ts';
import { readOptions } from '../../../../shared/tableOptions.ts';
import { EventCostSummary } from '../EventCostSummary.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  resetApp();
});

const query = graphql`
  query EventCostSummaryTestQuery @relay_test_operation {
    event(internalId: 7) {
      ...EventCostSummary_event
    }
  }
`;

const FINANCIALS_READER = { event: ['READ'], expense_header: ['READ'], expense_line: ['READ'] };

/** The summary of event DP-1007 with the BFF's `expenseTotals` as given. */
async function renderSummary(expenseTotals: { cost: number; honoraria: number } | null) {
  const rendered = renderWithQuery<EventCostSummaryTestQuery>(
    query,
    {},
    (data) => <div data-testid="summary">{data.event && <EventCostSummary event={data.event} />}</div>,
    { url: '/event/view/7' },
  );
  await resolveWith(rendered.environment, { Event: () => ({ shortName: 'DP-1007', expenseTotals }) });
  return rendered;
}

/** The shown amounts by their labels. */
const amounts = () =>
  Object.fromEntries(
    within(screen.getByRole('group', { name: 'Event totals' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('EventCostSummary (issue 29)', () => {
  it("shows the event's cost and honoraria in US dollars, as the checks table shows amounts", async () => {
    await signIn('SPEAKER_PORTAL', FINANCIALS_READER);
    await renderSummary({ cost: 12345.5, honoraria: 3000 });
    expect(amounts()).toEqual({ Cost: '$12,345.50', Honoraria: '$3,000.00' });
  });

  it('shows nothing to a role the BFF answers no totals (no expense header read)', async () => {
    await signIn('SPEAKER_PORTAL', { event: ['READ'], expense_line: ['READ'] });
    await renderSummary(null);
    expect(screen.getByTestId('summary').textContent).toBe('');
    expect(screen.queryByText('Cost')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View in Financials' })).toBeNull();
  });

  it('links to Financials searched for the event, and goes there on click', async () => {
    await signIn('SPEAKER_PORTAL', FINANCIALS_READER);
    const { router, user } = await renderSummary({ cost: 0, honoraria: 0 });
    expect(amounts()).toEqual({ Cost: '$0.00', Honoraria: '$0.00' });
    const link = screen.getByRole('link', { name: 'View in Financials' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/expenses/list');
    // What the list reads from its address (useTableUrlState): the short name searched, from page 1.
    expect(readOptions(href.searchParams)).toMatchObject({ searchQuery: 'DP-1007', page: 1 });
    await user.click(link);
    expect(router.state.location.pathname).toBe('/expenses/list');
    expect(readOptions(new URLSearchParams(router.state.location.search)).searchQuery).toBe('DP-1007');
  });

  it('offers no link where Financials does not open: in Hive (a Speaker Portal screen), or without expense line read', async () => {
    await signIn('HIVE', FINANCIALS_READER);
    const first = await renderSummary({ cost: 10, honoraria: 20 });
    expect(amounts()).toEqual({ Cost: '$10.00', Honoraria: '$20.00' });
    expect(screen.queryByRole('link', { name: 'View in Financials' })).toBeNull();
    first.unmount();

    await signIn('SPEAKER_PORTAL', { event: ['READ'], expense_header: ['READ'] });
    await renderSummary({ cost: 10, honoraria: 20 });
    expect(amounts()).toEqual({ Cost: '$10.00', Honoraria: '$20.00' });
    expect(screen.queryByRole('link', { name: 'View in Financials' })).toBeNull();
  });
});
