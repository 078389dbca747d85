import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import type { VenuesTableTestQuery } from '../../../../__generated__/VenuesTableTestQuery.graphql';
import type { AppViewer } from '../../../../app/viewer.ts';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { venueListRoute } from '../../routes/VenueList/VenueListRoute.tsx';
import { VenuesTable } from '../VenuesTable.tsx';

afterEach(cleanup);

const query = graphql`
  query VenuesTableTestQuery($first: Int!, $page: Int, $sortBy: VenueSortField, $sortDesc: Boolean, $searchQuery: String)
  @relay_test_operation {
    ...VenuesTable_query @arguments(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

const VENUES = [
  { internalId: 1, name: 'Harbor Hall', address: '1 Pier Road', city: 'Boston', state: 'MA', zipCode: '02110' },
  { internalId: 2, name: 'Lakeside Center', address: '9 Shore Drive', city: 'Chicago', state: 'IL', zipCode: '60601' },
];

function renderTable({
  product = 'HIVE',
  actions = ['CREATE', 'READ', 'UPDATE', 'DELETE'],
  venues = VENUES,
  failed = false,
  url = '/venues/list',
}: { product?: string; actions?: string[]; venues?: typeof VENUES; failed?: boolean; url?: string } = {}) {
  const searchParams = new URL(url, 'http://localhost').searchParams;
  const variables = venueListRoute.variables({ params: {}, searchParams, viewer: {} as AppViewer });
  const Loading = venueListRoute.Loading!;
  const rendered = renderWithQuery<VenuesTableTestQuery>(query, variables, (data) => <VenuesTable query={data} />, {
    fallback: <Loading />,
    url,
  });
  const resolvers: MockResolvers = {
    Boolean: (context) => context.name === 'can' && actions.includes(context.args?.action as string),
    Viewer: () => ({ selectedProduct: product, hiddenFields: [] }),
    Query: () => (failed ? { venues: null } : {}),
    VenueConnection: () => ({ totalCount: venues.length, edges: venues.map((node) => ({ node })) }),
  };
  return { ...rendered, variables, answer: () => resolveWith(rendered.environment, resolvers) };
}

const table = () => screen.getByRole('table', { name: 'Venues table' });

describe('VenuesTable', () => {
  it("shows skeleton rows while loading, then the spec's columns with each venue and its actions", async () => {
    const { answer } = renderTable();
    expect(screen.getByRole('progressbar', { name: 'Loading venues' })).toBeTruthy();
    await answer();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Venue Name', 'Address', 'City', 'State', 'Zip Code', 'Actions']);
    const row = within(table()).getByText('Harbor Hall').closest('tr') as HTMLElement;
    expect(within(row).getByText('02110')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Harbor Hall' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Harbor Hall' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export All/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Venue/ })).toBeTruthy();
  });

  it('offers Add Venue only in Hive with create on venue, edit and delete only with their permissions', async () => {
    await renderTable({ actions: ['READ'] }).answer();
    expect(screen.queryByRole('button', { name: /Add Venue/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('button', { name: /Export All/ })).toBeTruthy();
    cleanup();
    await renderTable({ product: 'SPEAKER_PORTAL' }).answer();
    expect(screen.queryByRole('button', { name: /Add Venue/ })).toBeNull();
  });

  it('asks before deleting a venue', async () => {
    const { answer, user } = renderTable();
    await answer();
    await user.click(screen.getByRole('button', { name: 'Delete Lakeside Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete venue' });
    expect(within(dialog).getByText('Are you sure you want to delete this venue?')).toBeTruthy();
  });

  it('reads sort, page and search from the URL; says when nothing matches and when the list failed', async () => {
    const { variables, answer } = renderTable({
      url: `/venues/list?options=${encodeURIComponent(JSON.stringify({ page: 2, sortBy: 'zipCode', sortDesc: true, searchQuery: 'zz' }))}`,
      venues: [],
    });
    expect(variables).toMatchObject({ page: 2, sortBy: 'ZIP_CODE', sortDesc: true, searchQuery: 'zz' });
    await answer();
    expect(screen.getByText('No venues found')).toBeTruthy();
    expect(screen.getByText('No venue matches the search and filters.')).toBeTruthy();
    cleanup();
    await renderTable({ failed: true }).answer();
    expect(await screen.findByText('Failed to load venues')).toBeTruthy();
  });
});
