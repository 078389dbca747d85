import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { surveyResponsesRoute } from '../../routes/SurveyResponses/SurveyResponsesRoute.tsx';
import { browserZone } from '../period.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom has no object URLs (the export saves the file through one).
URL.createObjectURL = () => 'blob:export';
URL.revokeObjectURL = () => {};

const EVENTS = [
  {
    id: 'SurveyResponseSummary:11',
    shortName: 'EVT-11',
    title: 'Cardiology dinner',
    responsesCount: 7,
    // The evening of March 4 in Chicago, already March 5 in UTC.
    event: { startTime: '2026-03-05T01:30:00Z', zone: 'US/Central' },
  },
  { id: 'SurveyResponseSummary:12', shortName: 'EVT-12', title: null, responsesCount: 0, event: null },
];
const MARCH = { preset: 'custom', from: '2026-03-01', to: '2026-03-31' };
const MARCH_INPUT = { from: '2026/03/01 00:00', to: '2026/03/31 23:59', timezone: browserZone() };
const withFilters = (filters: object) => `/survey/responses?filters=${encodeURIComponent(JSON.stringify(filters))}`;

async function renderResponses(url = '/survey/responses', events = EVENTS) {
  const rendered = renderRoute(surveyResponsesRoute, { url });
  expect(screen.getByRole('progressbar', { name: 'Loading survey responses' })).toBeTruthy();
  await rendered.answer({
    SurveyResponseSummaryConnection: () => ({ totalCount: events.length, edges: events.map((node) => ({ node })) }),
  });
  return rendered;
}

type Rendered = Awaited<ReturnType<typeof renderResponses>>;
const filtersOf = (router: Rendered['router']) => JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? 'null');
const openFilters = async ({ user }: Rendered, name = 'Filters') => {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Survey response filters' });
};
const routeVariables = (router: Rendered['router']) =>
  surveyResponsesRoute.variables({ params: {}, searchParams: new URLSearchParams(router.state.location.search), viewer: {} as never });

describe('Survey Responses (spec 001 §2 "Survey responses")', () => {
  it('shows Event reports: the events under Event ID and Responses Count, each selectable', async () => {
    await renderResponses();
    expect(screen.getByRole('heading', { name: 'Event reports' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Survey responses table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event ID', 'Responses Count', 'Actions']);
    expect(screen.getByRole('checkbox', { name: 'Select all events' })).toBeTruthy();
    const row = within(table).getByText('EVT-11').closest('tr') as HTMLElement;
    expect(within(row).getByText('7')).toBeTruthy();
    // The event's title and start day (its own zone) under its ID.
    expect(within(row).getByText('Cardiology dinner')).toBeTruthy();
    expect(within(row).getByText('03/04/2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'View responses of EVT-11' })).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: 'Select EVT-11' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search by Event ID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export To XLSX' })).toBeTruthy();
  });

  it('offers the Period presets and Custom; a preset applied goes into the URL and the badge counts it', async () => {
    const rendered = await renderResponses();
    const dialog = await openFilters(rendered);
    const presets = within(dialog)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent);
    expect(presets).toEqual(['Today', 'This Week', 'This Month', 'This Year', 'Custom']);
    expect(within(dialog).getByRole('button', { name: 'Reset all filters' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await rendered.user.click(within(dialog).getByRole('radio', { name: 'This Month' }));
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(filtersOf(rendered.router)).toEqual({ period: { preset: 'month' } });
    expect(await screen.findByRole('button', { name: 'Filters (1 set)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Filtered To XLSX' })).toBeTruthy();
    // The month's first and last minute, in the browser's zone.
    const { period } = routeVariables(rendered.router);
    expect(period?.timezone).toBe(browserZone());
    expect(period?.from).toMatch(/^\d{4}\/\d{2}\/01 00:00$/);
    expect(period?.to).toMatch(/^\d{4}\/\d{2}\/(28|29|30|31) 23:59$/);
  });

  it("refuses a Custom period whose To is before its From ('Period To must be after Period From'), then applies the dates", async () => {
    const rendered = await renderResponses();
    const { user, router } = rendered;
    const dialog = await openFilters(rendered);
    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('From'), '2026-03-31');
    await user.type(within(dialog).getByLabelText('To'), '2026-03-01');
    expect(within(dialog).getByText('Period To must be after Period From')).toBeTruthy();
    expect(apply.disabled).toBe(true);

    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '2026-02-01');
    expect(within(dialog).queryByText('Period To must be after Period From')).toBeNull();
    await user.click(apply);
    expect(filtersOf(router)).toEqual({ period: { preset: 'custom', from: '2026-02-01', to: '2026-03-01' } });
    expect(routeVariables(router).period).toEqual({ from: '2026/02/01 00:00', to: '2026/03/01 23:59', timezone: browserZone() });
  });

  it('Reset all filters clears the period; Cancel keeps it', async () => {
    const rendered = await renderResponses(withFilters({ period: MARCH }));
    expect(routeVariables(rendered.router).period).toEqual(MARCH_INPUT);
    let dialog = await openFilters(rendered, 'Filters (1 set)');
    await rendered.user.click(within(dialog).getByRole('radio', { name: 'Today' }));
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(filtersOf(rendered.router)).toEqual({ period: MARCH });
    dialog = await openFilters(rendered, 'Filters (1 set)');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Reset all filters' }));
    expect(filtersOf(rendered.router)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export To XLSX' })).toBeTruthy();
  });

  it('exports what the search and period match, or the selected events, from the URL the service gives', async () => {
    const url = `${withFilters({ period: MARCH })}&options=${encodeURIComponent(JSON.stringify({ searchQuery: 'EVT' }))}`;
    const { user, environment } = await renderResponses(url);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(new Blob(['xlsx'])));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export Filtered To XLSX' }));
    let operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('SurveyResponsesTableExportUrlQuery');
    expect(operation.request.variables).toEqual({ searchQuery: 'EVT', period: MARCH_INPUT, eventIds: null });
    await act(async () =>
      environment.mock.resolve(operation, { data: { surveyResponsesExportUrl: '/download/survey-responses/export?token=1' } }),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/download/survey-responses/export?token=1');
    await waitFor(() => expect(saved).toEqual(['survey-responses.xlsx']));

    await user.click(screen.getByRole('checkbox', { name: 'Select EVT-12' }));
    await user.click(screen.getByRole('button', { name: 'Export Filtered To XLSX' }));
    operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ searchQuery: 'EVT', period: MARCH_INPUT, eventIds: ['SurveyResponseSummary:12'] });
  });

  it('a new search starts with no selected events: the export is then of what it matches', async () => {
    const { user, router } = await renderResponses();
    await user.click(screen.getByRole('checkbox', { name: 'Select EVT-12' }));
    expect((screen.getByRole('checkbox', { name: 'Select EVT-12' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Search by Event ID' }), 'EVT-1');
    await waitFor(() => expect(routeVariables(router).searchQuery).toBe('EVT-1'));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select EVT-12' }) as HTMLInputElement).checked).toBe(false));
  });

  it("says 'Cannot export responses into XLSX' when the export fails", async () => {
    const { user, environment, findToast } = await renderResponses();
    await user.click(screen.getByRole('button', { name: 'Export To XLSX' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ searchQuery: null, period: null, eventIds: null });
    await act(async () => environment.mock.reject(operation, new Error('upstream 500')));
    await findToast('Cannot export responses into XLSX');
  });
});
