import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../../../../../../api/src/areas/resources/librarySeed.ts';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const RESOURCES = `query($first: Int, $searchQuery: String, $sortBy: ResourceSortField) {
  resources(first: $first, searchQuery: $searchQuery, sortBy: $sortBy) {
    totalCount
    edges { node { id internalId fileName displayFileName isLink fileUrl previewUrl previewable groupName
      group { id name weight } expirationDate expired topicName year prcCode speakerCount } }
  }
}`;
const GROUPS = `{ resourceGroups { id internalId name weight url resourceCount } }`;

let stack: Stack;
let admin: string;

async function upload(bytes: Buffer, name: string, token = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await stack.bff.inject({
    method: 'POST',
    url: '/uploads/resource',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type')!,
      'x-requested-with': 'fetch',
      authorization: `Bearer ${token}`,
      'x-tenant-id': 'demo',
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const get = (url: string, token = admin) =>
  stack.bff.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' } });

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  // A hundred link resources more, so a page of 100 is full.
  await stack.api.db.asOwner((tx) =>
    tx.query(sql`insert into attachments (tenant_id, kind, file_name, link_url, source_name, group_id)
      select 'demo', 'resource', 'Bulk Link ' || lpad(g::text, 3, '0'), 'https://bulk.example.com/' || g, 'https://bulk.example.com/' || g,
      (select id from resource_groups where tenant_id = 'demo' order by weight limit 1) from generate_series(1, 100) g`),
  );
});
afterAll(() => stack?.close());

describe('resource library through GraphQL', () => {
  it('costs the same REST calls for 100 resources as for 10 (no N+1), groups included', async () => {
    const ten = await stack.gql(RESOURCES, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql(RESOURCES, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(ten.data!.resources.edges).toHaveLength(10);
    expect(hundred.data!.resources.edges).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The list, the groups and the caller's hidden fields (a resource's topic is redacted here too).
    expect(hundred.upstreamCalls).toBe(3);
  });

  it('creates, moves, renames and deletes groups; a node answers like the root field', async () => {
    const created = await stack.gql(
      `mutation { createResourceGroup(input: { name: "Expenses" }) { resourceGroup { id internalId name weight } } }`,
      { token: admin },
    );
    const group = created.data!.createResourceGroup.resourceGroup;
    expect(group).toMatchObject({ name: 'Expenses', weight: 7 });
    const moved = await stack.gql(
      `mutation($id: ID!) { moveResourceGroup(input: { id: $id, direction: UP }) { resourceGroups { name weight } } }`,
      {
        token: admin,
        variables: { id: group.id },
      },
    );
    expect(moved.data!.moveResourceGroup.resourceGroups.slice(-2)).toEqual([
      { name: 'Expenses', weight: 6 },
      { name: 'Archived', weight: 7 },
    ]);
    const renamed = await stack.gql(
      `mutation($id: ID!) { updateResourceGroup(input: { id: $id, name: "Expense Forms" }) { resourceGroup { name } } }`,
      {
        token: admin,
        variables: { id: group.id },
      },
    );
    expect(renamed.data!.updateResourceGroup.resourceGroup.name).toBe('Expense Forms');
    const node = await stack.gql(`query($id: ID!) { node(id: $id) { ... on ResourceGroup { name weight } } }`, {
      token: admin,
      variables: { id: group.id },
    });
    expect(node.data!.node).toEqual({ name: 'Expense Forms', weight: 6 });
    const invalid = await stack.gql(`mutation { createResourceGroup(input: { name: "x", url: "nourl" }) { resourceGroup { id } } }`, {
      token: admin,
    });
    expect(invalid.errors![0]!.message).toBe('Invalid URL');
    const deleted = await stack.gql(`mutation($id: ID!) { deleteResourceGroup(input: { id: $id }) { deletedId } }`, {
      token: admin,
      variables: { id: group.id },
    });
    expect(deleted.data!.deleteResourceGroup.deletedId).toBe(group.id);
    const liaison = await stack.signIn('speaker-liaison@demo.test');
    const refused = await stack.gql(`mutation { createResourceGroup(input: { name: "No" }) { resourceGroup { id } } }`, { token: liaison });
    expect(refused.errors![0]!.message).toBe('You do not have permission to create attachment_group');
  });

  it('uploads a PDF, creates the resource, serves its watermarked preview and assigns it to the speaker, who then sees it', async () => {
    const uploaded = await upload(await demoPdf('Launch deck', 2), 'Launch__final.pdf');
    expect(uploaded.status).toBe(201);
    const groups = (await stack.gql(GROUPS, { token: admin })).data!.resourceGroups;
    const created = await stack.gql(
      `mutation($input: CreateResourceInput!) { createResource(input: $input) { resource { id internalId fileName displayFileName previewUrl previewable fileUrl } } }`,
      {
        token: admin,
        variables: {
          input: {
            fileName: 'Launch deck',
            groupId: groups[1].id,
            fileUrl: uploaded.body.url,
            sourceName: uploaded.body.fileName,
            year: new Date().getUTCFullYear(),
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const resource = created.data!.createResource.resource;
    expect(resource).toMatchObject({
      fileName: 'Launch deck',
      displayFileName: 'Launch',
      previewable: true,
      previewUrl: `/download/resource/preview/${resource.internalId}`,
    });
    const preview = await get(resource.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.toString('latin1')).toContain('%PDF-');

    const speakerToken = await stack.signIn('speaker@demo.test');
    const [own] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select speaker_id as id from users where email = 'speaker@demo.test'`),
    );
    const speakerInternal = own!.id;
    const assignees = await stack.gql(
      `query($id: ID!) { resourceAssignees(resourceId: $id, first: 100, assigned: UNASSIGNED) { totalCount edges { node { id internalId assigned } } } }`,
      { token: admin, variables: { id: resource.id } },
    );
    const speaker = assignees.data!.resourceAssignees.edges.find(
      (e: { node: { internalId: number } }) => e.node.internalId === speakerInternal,
    ).node;
    const assigned = await stack.gql(`mutation($input: AssignResourceInput!) { assignResource(input: $input) { count message } }`, {
      token: admin,
      variables: { input: { resourceId: resource.id, speakerIds: [speaker.id], assigned: true } },
    });
    expect(assigned.data!.assignResource).toEqual({ count: 1, message: 'Attachment assigned to 1 speaker(s)' });
    const mine = await stack.gql(`{ resources(first: 100) { edges { node { fileName } } } }`, { token: speakerToken });
    expect(mine.data!.resources.edges.map((e: { node: { fileName: string } }) => e.node.fileName)).toContain('Launch deck');
    expect(mine.data!.resources.edges.some((e: { node: { fileName: string } }) => e.node.fileName.startsWith('Bulk Link'))).toBe(false);
    const landing = await stack.gql(
      `query($id: Int!) { speakerResourceGroups(speakerId: $id) { name resourceCount resources(first: 10) { totalCount } } }`,
      {
        token: speakerToken,
        variables: { id: speakerInternal },
      },
    );
    const resourcesCard = landing.data!.speakerResourceGroups.find((g: { name: string }) => g.name === 'Resources');
    expect(resourcesCard.resources.totalCount).toBe(resourcesCard.resourceCount);
  });

  it('refuses the expired download and answers the upload limits through the BFF', async () => {
    const expired = await stack.gql(`{ resources(first: 100, searchQuery: "Expired") { edges { node { fileUrl expired } } } }`, {
      token: admin,
    });
    const node = expired.data!.resources.edges[0].node;
    expect(node.expired).toBe(true);
    const refused = await get(node.fileUrl);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('Unable to download expired resource');
    const wrong = await upload(Buffer.from('hello'), 'notes.txt');
    expect(wrong.status).toBe(415);
  });
});
