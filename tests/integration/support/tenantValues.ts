import { getNamedType, getNullableType, isListType, isNonNullType, isObjectType } from 'graphql';
import type { Stack } from '../../../bff/src/__tests__/stack.ts';
import { DEMO_PASSWORD } from '../../../bff/src/__tests__/stack.ts';
import { NODE_TYPES, schema, type SlotValues } from './operations.ts';

/** Root query fields answering a connection of each Node type (`events` → Event). */
export function connectionFields(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const connection = getNamedType(field.type);
    const edges = isObjectType(connection) ? connection.getFields().edges : undefined;
    const edge = edges ? getNamedType(edges.type) : undefined;
    const node = edge && isObjectType(edge) ? edge.getFields().node : undefined;
    const nodeType = node ? getNamedType(node.type).name : undefined;
    if (nodeType && NODE_TYPES.includes(nodeType) && !out[nodeType]) out[nodeType] = field.name;
  }
  return out;
}

/** Root query fields answering a plain list of a Node type found in no connection (`known`), with no required argument
 *  (`dashboardCharts` → DashboardChart: a dashboard's few charts are not paged). */
export function listFields(known: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const type = getNamedType(field.type).name;
    if (!isListType(getNullableType(field.type)) || !NODE_TYPES.includes(type) || known[type] || out[type]) continue;
    if (!field.args.some((a) => isNonNullType(a.type))) out[type] = field.name;
  }
  return out;
}

/** Root connections only the system admin reads (the delivery ledger: other people's messages), read with their token. */
const SYSTEM_ADMIN_CONNECTIONS = new Set(['sentMail']);

/** One row of every Node type of a tenant (global and internal ids), and its admin's credentials. */
export async function tenantValues(stack: Stack, tenant: string): Promise<SlotValues & { token: string }> {
  const email = `admin@${tenant}.test`;
  const login = await stack.gql<{ login: { accessToken: string; refreshToken: string } }>(
    'mutation($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }',
    { tenant, variables: { input: { email, password: DEMO_PASSWORD } } },
  );
  const { accessToken: token, refreshToken } = login.data!.login;
  const fields = connectionFields();
  const nested = nestedFields(fields);
  const lists = listFields({ ...fields, ...nested });
  const [ownFields, systemFields] = [false, true].map((system) =>
    Object.entries(fields).filter(([, field]) => SYSTEM_ADMIN_CONNECTIONS.has(field) === system),
  ) as [[string, string][], [string, string][]];
  const firstOf = (entries: [string, string][]) =>
    entries.map(([type, field]) => `${field}: ${field}(first: 1) { edges { node { id ... on ${type} { internalId } } } }`);
  const query = `{ ${firstOf(ownFields)
    .concat(Object.entries(lists).map(([type, field]) => `${field}: ${field} { id ... on ${type} { internalId } }`))
    .concat(
      Object.entries(nested).map(
        ([type, { connection, parent, field }]) =>
          `${type}: ${connection}(first: 100) { edges { node { ... on ${parent} { ${field} { id internalId } } } } }`,
      ),
    )
    .join(' ')} }`;
  const { data: ownData, errors } = await stack.gql(query, { token, tenant });
  if (errors) throw new Error(`Reading ${tenant}'s rows failed: ${JSON.stringify(errors)}`);
  // The system admin's own rows: the seed sends no mail, so a reset request puts one message in the ledger (the
  // product's own path, no row written by hand).
  const systemToken = await stack.signIn(`system-admin@${tenant}.test`, tenant);
  await stack.gql('mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }', {
    tenant,
    variables: { input: { email: `system-admin@${tenant}.test` } },
  });
  const system = await stack.gql(`{ ${firstOf(systemFields).join(' ')} }`, { token: systemToken, tenant });
  if (system.errors) throw new Error(`Reading ${tenant}'s rows as its system admin failed: ${JSON.stringify(system.errors)}`);
  const data = { ...ownData, ...system.data };
  const globalIds: Record<string, string> = {};
  const internalIds: Record<string, number> = {};
  const found: [string, { id: string; internalId: number } | undefined][] = [
    ...Object.entries(fields).map(([type, field]): [string, { id: string; internalId: number } | undefined] => [
      type,
      data![field].edges[0]?.node,
    ]),
    // A Node type answered by a plain list: its first row.
    ...Object.entries(lists).map(([type, field]): [string, { id: string; internalId: number } | undefined] => [type, data![field][0]]),
    // A Node type listed only under another one (a speaker's contracts): the first of the first 100 parents that has one.
    ...Object.entries(nested).map(([type, { field }]): [string, { id: string; internalId: number } | undefined] => [
      type,
      data![type].edges.flatMap((edge: { node: Record<string, unknown> }) => [edge.node[field]].flat().filter(Boolean))[0],
    ]),
  ];
  for (const [type, node] of found) {
    if (!node) throw new Error(`Tenant ${tenant} has no ${type}`);
    globalIds[type] = node.id;
    internalIds[type] = node.internalId;
  }
  return { globalIds, internalIds, email, refreshToken, token };
}

/** Node types without a root connection, each with a connection whose nodes list it (`Contract` → `speakers` › `contracts`). */
function nestedFields(connections: Record<string, string>): Record<string, { connection: string; parent: string; field: string }> {
  const out: Record<string, { connection: string; parent: string; field: string }> = {};
  for (const type of NODE_TYPES.filter((t) => !connections[t])) {
    for (const [parent, connection] of Object.entries(connections)) {
      const parentType = schema.getType(parent);
      const field = isObjectType(parentType)
        ? Object.values(parentType.getFields()).find(
            (f) => getNamedType(f.type).name === type && !f.args.some((a) => isNonNullType(a.type)),
          )
        : undefined;
      if (field && !out[type]) out[type] = { connection, parent, field: field.name };
    }
  }
  return out;
}
