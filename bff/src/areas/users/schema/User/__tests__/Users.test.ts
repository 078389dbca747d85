import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const USERS_PAGE = `
  query UsersPage($first: Int, $page: Int, $sortBy: UserSortField, $sortDesc: Boolean, $searchQuery: String) {
    users(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
      totalCount
      edges { node { id internalId email firstName lastName role roleName hasPassword speaker { speakerId internalId active } fieldRep { internalId name } } }
    }
  }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on User { id email roleName } } }`;
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { created restored message user { id internalId role roleName fieldRep { internalId name } } } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { id firstName role } } }`;
const DELETE = `mutation($input: DeleteUserInput!) { deleteUser(input: $input) { deletedId } }`;
const LINK = `mutation($input: SendUserPasswordLinkInput!) { sendUserPasswordLink(input: $input) { message } }`;
const OPTIONS = `query($kind: UserLinkKind!, $searchQuery: String) { userLinkOptions(kind: $kind, searchQuery: $searchQuery) { internalId name active email credentials specialty } }`;

interface UserNode {
  id: string;
  internalId: number;
  email: string;
  role: string;
  roleName: string;
}
type Page = { users: { totalCount: number; edges: { node: UserNode }[] } };

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // A hundred users more, so that a page of 100 is full.
  await stack.api.db.asOwner((tx) =>
    tx.query(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role)
      select 'demo', 'bulk' || g || '@demo.test', 'x', 'Bulk', 'User ' || lpad(g::text, 3, '0'),
        (array['user', 'marketing', 'field-rep'])[1 + g % 3] from generate_series(1, 100) g`),
  );
});
afterAll(() => stack?.close());

describe('users connection', () => {
  it('costs the same REST calls for 100 users as for 10, role names included (no N+1)', async () => {
    const ten = await stack.gql<Page>(USERS_PAGE, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql<Page>(USERS_PAGE, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(ten.data!.users.edges).toHaveLength(10);
    expect(hundred.data!.users.edges).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list, the caller's hidden fields and the role names.
    expect(hundred.upstreamCalls).toBe(3);
    console.info(`REST calls: users(first: 10) = ${ten.upstreamCalls}, users(first: 100) = ${hundred.upstreamCalls}`);
    const rep = hundred.data!.users.edges.find((e) => e.node.role === 'FIELD_REP')!.node;
    expect(rep.roleName).toBe('Field Rep');
  });

  it('searches, sorts and pages; node(id:) answers like user(internalId:)', async () => {
    const found = await stack.gql<Page>(USERS_PAGE, {
      token: admin,
      variables: { searchQuery: 'Bulk User 00', sortBy: 'EMAIL', sortDesc: true, first: 5 },
    });
    expect(found.data!.users.totalCount).toBe(9);
    const emails = found.data!.users.edges.map((e) => e.node.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const node = await stack.gql<{ node: UserNode }>(NODE, { token: admin, variables: { id: found.data!.users.edges[0]!.node.id } });
    expect(node.data!.node.email).toBe(emails[0]);
    const reader = await stack.gql<Page>(USERS_PAGE, { token: await stack.signIn('speaker@demo.test'), variables: { first: 5 } });
    expect(reader.errors?.[0]?.message).toBe('You do not have permission to read user');
  });

  it('creates a field-rep user, updates, sends a password link and deletes it with the service’s messages', async () => {
    const options = await stack.gql<{ userLinkOptions: { internalId: number; name: string }[] }>(OPTIONS, {
      token: admin,
      variables: { kind: 'FIELD_REP' },
    });
    expect(options.data!.userLinkOptions.length).toBeGreaterThan(0);
    expect(options.data!.userLinkOptions.length).toBeLessThanOrEqual(10);
    // A field rep is told apart by e-mail; credentials and specialty are a speaker's.
    expect(options.data!.userLinkOptions[0]).toMatchObject({ email: expect.stringContaining('@'), credentials: null, specialty: null });
    const rep = options.data!.userLinkOptions[0]!;
    const made = await stack.gql<{
      createUser: { message: string; user: { id: string; internalId: number; roleName: string; fieldRep: { internalId: number } } };
    }>(CREATE, {
      token: admin,
      variables: {
        input: {
          email: 'gql-rep@demo.test',
          firstName: 'Gq',
          lastName: 'Rep',
          role: 'FIELD_REP',
          fieldRepId: rep.internalId,
          usePwLogin: true,
        },
      },
    });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createUser).toMatchObject({
      message: 'Successfully created a new user',
      user: { roleName: 'Field Rep', fieldRep: { internalId: rep.internalId } },
    });
    const id = made.data!.createUser.user.id;
    const after = await stack.gql<{ userLinkOptions: { internalId: number }[] }>(OPTIONS, {
      token: admin,
      variables: { kind: 'FIELD_REP', searchQuery: rep.name },
    });
    expect(after.data!.userLinkOptions.map((o) => o.internalId)).not.toContain(rep.internalId);

    const refused = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id, email: 'gql-rep@demo.test', firstName: 'Gq', lastName: 'Rep', role: 'SYSTEM_ADMIN' } },
    });
    expect(refused.errors?.[0]?.message).toBe('The System Admin role cannot be given to a user: a system admin is made with the tenant');
    const updated = await stack.gql<{ updateUser: { user: { firstName: string; role: string } } }>(UPDATE, {
      token: admin,
      variables: { input: { id, email: 'gql-rep@demo.test', firstName: 'Changed', lastName: 'Rep', role: 'MARKETING' } },
    });
    expect(updated.data!.updateUser.user).toMatchObject({ firstName: 'Changed', role: 'MARKETING' });
    const link = await stack.gql<{ sendUserPasswordLink: { message: string } }>(LINK, { token: admin, variables: { input: { id } } });
    expect(link.data!.sendUserPasswordLink.message).toBe('A link to set the password was sent to gql-rep@demo.test.');
    const deleted = await stack.gql<{ deleteUser: { deletedId: string } }>(DELETE, { token: admin, variables: { input: { id } } });
    expect(deleted.data!.deleteUser.deletedId).toBe(id);
    const gone = await stack.gql<{ node: null }>(NODE, { token: admin, variables: { id } });
    expect(gone.data!.node).toBeNull();
  });
});
