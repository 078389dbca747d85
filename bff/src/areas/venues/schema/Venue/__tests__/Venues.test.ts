import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const VENUES_PAGE = `
  query VenuesPage($first: Int, $page: Int, $sortBy: VenueSortField, $sortDesc: Boolean, $searchQuery: String) {
    venues(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
      totalCount
      pageInfo { hasNextPage }
      edges { node { id internalId name address city state zipCode capacity } }
    }
  }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on Venue { id name city capacity } } }`;
const CREATE = `mutation($input: CreateVenueInput!) { createVenue(input: $input) { venue { id internalId name zipCode capacity } } }`;
const UPDATE = `mutation($input: UpdateVenueInput!) { updateVenue(input: $input) { venue { id name city capacity } } }`;
const DELETE = `mutation($input: DeleteVenueInput!) { deleteVenue(input: $input) { deletedId } }`;
const VENUE = { name: 'Harbor Hall', address: '1 Pier Road', city: 'Boston', state: 'MA', zipCode: '02110', capacity: 120 };

interface VenueNode {
  id: string;
  internalId: number;
  name: string;
  city: string;
  capacity: number | null;
}
type Page = { venues: { totalCount: number; edges: { node: VenueNode }[] } };
const nodesOf = (page: { data: Page | null | undefined }) => page.data!.venues.edges.map((edge) => edge.node);

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // A hundred venues more, so that a page of 100 is full.
  await stack.api.db.asOwner((tx) =>
    tx.query(sql`insert into venues (tenant_id, name, address, city, state, zip_code, capacity)
      select 'demo', 'Bulk Venue ' || lpad(g::text, 3, '0'), g || ' Main St', 'Springfield', 'IL', '62701', g
      from generate_series(1, 100) g`),
  );
});
afterAll(() => stack?.close());

describe('venues connection', () => {
  it('costs the same REST calls for 100 venues as for 10 (no N+1)', async () => {
    const ten = await stack.gql<Page>(VENUES_PAGE, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql<Page>(VENUES_PAGE, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(nodesOf(ten)).toHaveLength(10);
    expect(nodesOf(hundred)).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list and the caller's hidden fields.
    expect(hundred.upstreamCalls).toBe(2);
    console.info(`REST calls: venues(first: 10) = ${ten.upstreamCalls}, venues(first: 100) = ${hundred.upstreamCalls}`);
  });

  it('sorts by a column, searches and pages like Venue Management asks', async () => {
    const sorted = await stack.gql<Page>(VENUES_PAGE, {
      token: admin,
      variables: { first: 5, page: 2, sortBy: 'CAPACITY', sortDesc: true, searchQuery: 'bulk venue' },
    });
    expect(sorted.data!.venues.totalCount).toBe(100);
    expect(nodesOf(sorted).map((v) => v.capacity)).toEqual([95, 94, 93, 92, 91]);
  });

  it('creates, reads by node, updates and deletes a venue; refuses a used one with the service message', async () => {
    const created = await stack.gql(CREATE, { token: admin, variables: { input: VENUE } });
    expect(created.errors).toBeUndefined();
    const venue = created.data!.createVenue.venue;
    expect(venue).toMatchObject({ name: 'Harbor Hall', zipCode: '02110', capacity: 120 });
    const node = await stack.gql(NODE, { token: admin, variables: { id: venue.id } });
    expect(node.data!.node).toEqual({ id: venue.id, name: 'Harbor Hall', city: 'Boston', capacity: 120 });
    const byId = await stack.gql(`query($id: Int!) { venue(internalId: $id) { id name } }`, {
      token: admin,
      variables: { id: venue.internalId },
    });
    expect(byId.data!.venue).toEqual({ id: venue.id, name: 'Harbor Hall' });

    const updated = await stack.gql(UPDATE, { token: admin, variables: { input: { ...VENUE, id: venue.id, city: 'Salem', capacity: 0 } } });
    expect(updated.upstreamCalls).toBe(2);
    expect(updated.data!.updateVenue.venue).toEqual({ id: venue.id, name: 'Harbor Hall', city: 'Salem', capacity: null });

    const bad = await stack.gql(CREATE, { token: admin, variables: { input: { ...VENUE, zipCode: '123' } } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'ZIP Code must be 5 digits', extensions: { code: 'BAD_USER_INPUT' } });

    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: venue.id } } });
    expect(deleted.data!.deleteVenue.deletedId).toBe(venue.id);
    expect((await stack.gql(NODE, { token: admin, variables: { id: venue.id } })).data!.node).toBeNull();

    // A venue of the first page that an event uses (whichever the events' order on disk puts first).
    const used = await stack.api.db.asOwner((tx) =>
      tx.query<{ venue_id: number }>(sql`select distinct venue_id from events where tenant_id = 'demo' and venue_id is not null`),
    );
    const usedIds = new Set(used.map((r) => r.venue_id));
    const page = nodesOf(await stack.gql<Page>(VENUES_PAGE, { token: admin, variables: { first: 100, sortBy: 'NAME' } }));
    const usedId = page.find((v) => usedIds.has(v.internalId))?.id;
    expect(usedId).toBeDefined();
    const refused = await stack.gql(DELETE, { token: admin, variables: { input: { id: usedId } } });
    expect(refused.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/^Cannot delete venue: \d+ events? uses? it \(/);
  });

  it("refuses writes to a role without the grant and hides the role's hidden fields on every entry point", async () => {
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(CREATE, { token: marketing, variables: { input: VENUE } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You do not have permission to create venue', extensions: { code: 'FORBIDDEN' } });

    await stack.api.db.asOwner((tx) =>
      tx.query(
        sql`insert into field_settings (tenant_id, entity, role, kind, fields) values ('demo', 'venue', 'marketing', 'hidden', ${'{capacity}'})`,
      ),
    );
    try {
      const hidden = await stack.signIn('marketing@demo.test');
      const [first] = nodesOf(await stack.gql<Page>(VENUES_PAGE, { token: hidden, variables: { first: 1 } }));
      expect(first!.capacity).toBeNull();
      expect(first!.name).toBeTruthy();
      const node = await stack.gql(NODE, { token: hidden, variables: { id: first!.id } });
      expect(node.data!.node.capacity).toBeNull();
    } finally {
      await stack.api.db.asOwner((tx) => tx.query(sql`delete from field_settings where tenant_id = 'demo' and entity = 'venue'`));
    }
  });

  it('downloads Export All as XLSX in the list order', async () => {
    const { data } = await stack.gql(`query { venueExportUrl(sortBy: CAPACITY, sortDesc: true, searchQuery: "Bulk Venue 00") }`, {
      token: admin,
    });
    expect(data!.venueExportUrl).toMatch(/^\/download\/venues\/export\?/);
    const response = await stack.bff.inject({
      method: 'GET',
      url: data!.venueExportUrl,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="venues-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Venues')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Venue Name', 'Address', 'City', 'State', 'Zip Code', 'Capacity']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Bulk Venue 00${n}`));
  });
});
