import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChecksTableTestQuery } from '../../../../__generated__/ChecksTableTestQuery.graphql';
import type { AppViewer } from '../../../../app/viewer.ts';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { calculatorRoute } from '../../routes/Calculator/CalculatorRoute.tsx';
import { ChecksTable } from '../ChecksTable.tsx';

afterEach(cleanup);

const query = graphql`
  query ChecksTableTestQuery($first: Int!, $page: Int, $sortBy: CheckSortField, $sortDesc: Boolean, $searchQuery: String)
  @relay_test_operation {
    ...ChecksTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

const CHECKS = [
  {
    internalId: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    shortName: 'DP-1001',
    amount: 2500,
    createdAt: '2026-03-04T15:00:00Z',
    meta: {
      log: [
        { label: 'Speaker tier', category: 'Honorarium', field: 'Tier 2: regional expert', mathLine: '+ $2,000.00' },
        { label: 'Program type', category: 'Program', field: 'Virtual', mathLine: 'x 75 %' },
        { label: 'Travel', category: 'Travel', field: 'Local, no travel', mathLine: null },
      ],
      calculatedAmount: 1500,
      rounded: false,
      overrideAmount: 2500,
      overrideReason: 'Flat fee agreed',
    },
  },
  {
    internalId: 2,
    firstName: 'Alan',
    lastName: 'Turing',
    shortName: 'DP-1002',
    amount: 1251,
    createdAt: '2026-03-05T15:00:00Z',
    meta: {
      log: [{ label: 'Speaker tier', category: 'Honorarium', field: 'Tier 3: local expert', mathLine: '+ $1,250.50' }],
      calculatedAmount: 1250.5,
      rounded: true,
      overrideAmount: null,
      overrideReason: null,
    },
  },
];
const ADMIN = ['fee_structure:UPDATE', 'speaker_fee_rate:UPDATE', 'check:CREATE', 'check:DELETE', 'check:READ'];
const COMPLIANCE = ['check:READ', 'fee_structure:READ'];

function renderTable({
  allowed = ADMIN,
  checks = CHECKS,
  failed = false,
  url = '/calculator',
  atLeast,
}: { allowed?: string[]; checks?: typeof CHECKS; failed?: boolean; url?: string; atLeast?: number } = {}) {
  const searchParams = new URL(url, 'http://localhost').searchParams;
  const variables = calculatorRoute.variables({ params: {}, searchParams, viewer: {} as AppViewer });
  const Loading = calculatorRoute.Loading!;
  const rendered = renderWithQuery<ChecksTableTestQuery>(query, variables, (data) => <ChecksTable query={data} />, {
    fallback: <Loading />,
    url,
  });
  const resolvers: MockResolvers = {
    Boolean: (context) => context.name === 'can' && allowed.includes(`${context.args?.entity}:${context.args?.action}`),
    Viewer: () => ({ hiddenFields: [], speakerHidden: [], eventHidden: [] }),
    Query: () => (failed ? { checks: null } : {}),
    // `atLeast`: a count beyond the service's bound, a lower bound.
    CheckConnection: () => ({
      totalCount: atLeast ?? checks.length,
      totalCountIsExact: atLeast === undefined,
      edges: checks.map((node) => ({ node })),
    }),
  };
  return { ...rendered, variables, answer: () => resolveWith(rendered.environment, resolvers) };
}

const table = () => screen.getByRole('table', { name: 'Checks table' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('ChecksTable', () => {
  it("shows skeleton rows while loading, then the spec's columns with each check's amount in dollars and its day", async () => {
    const { answer } = renderTable();
    expect(screen.getByRole('progressbar', { name: 'Loading checks' })).toBeTruthy();
    await answer();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['First', 'Last', 'Event', 'Amount', 'Created', 'Actions']);
    const cells = within(rowOf('Lovelace'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['Ada', 'Lovelace', 'DP-1001', '$2,500.00', '03/04/2026']);
    expect(within(rowOf('Turing')).getByText('$1,251.00')).toBeTruthy();
  });

  it('offers an administrator the fee dialogs, the export, Metadata and Delete', async () => {
    const { answer, user } = renderTable();
    await answer();
    for (const name of ['Export', 'Edit Fee Structure', 'Set Speaker Fees', 'Calculate Check']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await user.click(within(rowOf('Turing')).getByRole('button', { name: 'Actions for Alan Turing, DP-1002' }));
    expect(await screen.findByRole('menuitem', { name: 'Metadata' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the compliance role the checks, the export and Metadata only', async () => {
    const { answer, user } = renderTable({ allowed: COMPLIANCE });
    await answer();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    for (const name of ['Edit Fee Structure', 'Set Speaker Fees', 'Calculate Check']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await user.click(within(rowOf('Turing')).getByRole('button', { name: /^Actions for / }));
    expect(await screen.findByRole('menuitem', { name: 'Metadata' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it("shows a check's metadata: each question with its answer and math line, then the override and its reason", async () => {
    const { answer, user } = renderTable({ allowed: COMPLIANCE });
    await answer();
    await user.click(within(rowOf('Lovelace')).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check metadata' });
    const lines = within(within(dialog).getByRole('table', { name: 'Calculation' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(lines).toEqual([
      ['Speaker tier', 'Honorarium', 'Tier 2: regional expert', '+ $2,000.00'],
      ['Program type', 'Program', 'Virtual', 'x 75 %'],
      ['Travel', 'Travel', 'Local, no travel', ''],
    ]);
    expect(within(dialog).getByText('Override amount').nextSibling?.textContent).toBe('$2,500.00');
    expect(within(dialog).getByText('Reason').nextSibling?.textContent).toBe('Flat fee agreed');
    expect(within(dialog).queryByText('Calculated amount')).toBeNull();
  });

  it("shows a calculated check's amount and its rounding; Enter on a row opens its metadata", async () => {
    const { answer, user } = renderTable();
    await answer();
    rowOf('Turing').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Check metadata' });
    expect(within(dialog).getByText('Calculated amount').nextSibling?.textContent).toBe('$1,250.50');
    expect(within(dialog).getByText('Rounded up to a whole dollar').nextSibling?.textContent).toBe('$1,251.00');
    expect(within(dialog).queryByText('Override amount')).toBeNull();
  });

  it('asks before deleting a check', async () => {
    const { answer, user } = renderTable();
    await answer();
    await user.click(within(rowOf('Turing')).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete check' });
    expect(within(dialog).getByText('Are you sure you want to delete this check?')).toBeTruthy();
  });

  it('shows a count beyond the bound as "10,000+": previous and next, no page count', async () => {
    const { answer } = renderTable({ atLeast: 10_000 });
    await answer();
    expect(screen.getByText('Page 1 (10,000+ checks)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('reads sort, page and search from the URL; says when nothing matches and when the list failed', async () => {
    const { variables, answer } = renderTable({
      url: `/calculator?options=${encodeURIComponent(JSON.stringify({ page: 2, sortBy: 'amount', sortDesc: true, searchQuery: 'zz' }))}`,
      checks: [],
    });
    expect(variables).toMatchObject({ page: 2, sortBy: 'AMOUNT', sortDesc: true, searchQuery: 'zz' });
    await answer();
    expect(screen.getByText('No checks found')).toBeTruthy();
    expect(screen.getByText('No check matches the search and filters.')).toBeTruthy();
    cleanup();
    await renderTable({ failed: true }).answer();
    expect(await screen.findByText('Failed to load checks')).toBeTruthy();
  });
});
