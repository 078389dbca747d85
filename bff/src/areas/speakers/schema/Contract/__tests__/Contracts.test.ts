import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const CONTRACT = `id internalId speakerId name type signedDate startDate endDate
  contractFile { id internalId fileName url extension } w9File { id fileName url extension }`;
const CREATE = `mutation($input: CreateContractInput!) { createContract(input: $input) { contract { ${CONTRACT} } } }`;
const UPDATE = `mutation($input: UpdateContractInput!) { updateContract(input: $input) { contract { ${CONTRACT} } } }`;

/** The smallest PDF the upload's content check accepts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let stack: Stack;
let admin: string;
let speakerId: string;

/** Uploads a file through the BFF's protected upload route, as the contract dialog does; answers its URL. */
async function upload(name: string): Promise<string> {
  const form = new FormData();
  form.append('tenant-id', 'demo');
  form.append('file', new Blob([new Uint8Array(PDF)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await stack.bff.inject({
    method: 'POST',
    url: '/uploads/protected',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type')!,
      'x-requested-with': 'fetch',
      authorization: `Bearer ${admin}`,
      'x-tenant-id': 'demo',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string }>().url;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  const { data } = await stack.gql(
    `mutation { createSpeaker(input: { firstName: "Cy", lastName: "Contract", speakerType: HCP }) { speaker { id } } }`,
    {
      token: admin,
    },
  );
  speakerId = data!.createSpeaker.speaker.id;
});
afterAll(() => stack?.close());

describe('contracts', () => {
  it('creates a contract with its uploaded contract and W9 files in one write, downloadable through /download', async () => {
    const input = {
      speakerId,
      name: 'Speaker Agreement 2027',
      type: 'ORGANIZATION',
      signedDate: '2027-01-02',
      startDate: '2027-01-15',
      endDate: '2028-01-14',
      contractFile: { url: await upload('agreement.pdf'), fileName: 'Agreement 2027.pdf' },
      w9File: { url: await upload('w9.pdf'), fileName: 'w9.pdf' },
    };
    const { data, errors, upstreamCalls } = await stack.gql(CREATE, { token: admin, variables: { input } });
    expect(errors).toBeUndefined();
    const contract = data!.createContract.contract;
    expect(contract).toMatchObject({
      name: 'Speaker Agreement 2027',
      type: 'ORGANIZATION',
      signedDate: '2027-01-02',
      endDate: '2028-01-14',
      contractFile: { fileName: 'Agreement 2027.pdf', extension: 'pdf' },
      w9File: { fileName: 'w9.pdf' },
    });
    // One POST, and the caller's hidden fields.
    expect(upstreamCalls).toBe(2);
    const file = await stack.bff.inject({
      method: 'GET',
      url: contract.contractFile.url,
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // The speaker's contracts and node(id:) answer the same contract.
    const { data: read } = await stack.gql(
      `query($id: ID!, $contract: ID!) { node(id: $id) { ... on Speaker { contracts { ${CONTRACT} } } } contract: node(id: $contract) { ... on Contract { ${CONTRACT} } } }`,
      { token: admin, variables: { id: speakerId, contract: contract.id } },
    );
    expect(read!.node.contracts).toEqual([contract]);
    expect(read!.contract).toEqual(contract);
  });

  it('refuses a contract without a name, or with a file that was not uploaded, and writes nothing', async () => {
    const noName = await stack.gql(CREATE, { token: admin, variables: { input: { speakerId, name: ' ', type: 'INDIVIDUAL' } } });
    expect(noName.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Contract Name is required'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const foreign = await stack.gql(CREATE, {
      token: admin,
      variables: {
        input: {
          speakerId,
          name: 'Bad file',
          type: 'INDIVIDUAL',
          contractFile: { url: '/files/acme/protected/0000.pdf', fileName: 'x.pdf' },
        },
      },
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'The contract file must be a file uploaded to protected-s3-upload',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const { data } = await stack.gql(`query($id: ID!) { node(id: $id) { ... on Speaker { contracts { name } } } }`, {
      token: admin,
      variables: { id: speakerId },
    });
    expect(data!.node.contracts.map((c: { name: string }) => c.name)).toEqual(['Speaker Agreement 2027']);
  });

  it('updates the fields sent, replaces a file, deletes a file, then the contract', async () => {
    const created = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { speakerId, name: 'Draft', type: 'INDIVIDUAL', startDate: '2027-02-01' } },
    });
    const id = created.data!.createContract.contract.id;
    const updated = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id, name: 'Final', startDate: null, w9File: { url: await upload('w9.pdf'), fileName: 'w9-final.pdf' } } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateContract.contract).toMatchObject({
      name: 'Final',
      type: 'INDIVIDUAL',
      startDate: null,
      w9File: { fileName: 'w9-final.pdf' },
    });

    const w9 = updated.data!.updateContract.contract.w9File.id;
    const DELETE_FILE = `mutation($input: DeleteContractFileInput!) { deleteContractFile(input: $input) { deletedId } }`;
    const deletedFile = await stack.gql(DELETE_FILE, { token: admin, variables: { input: { id: w9 } } });
    expect(deletedFile.data!.deleteContractFile.deletedId).toBe(w9);
    const { data } = await stack.gql(`query($id: ID!) { node(id: $id) { ... on Contract { name w9File { id } } } }`, {
      token: admin,
      variables: { id },
    });
    expect(data!.node).toEqual({ name: 'Final', w9File: null });

    const DELETE = `mutation($input: DeleteContractInput!) { deleteContract(input: $input) { deletedId } }`;
    expect((await stack.gql(DELETE, { token: admin, variables: { input: { id } } })).data!.deleteContract.deletedId).toBe(id);
    expect((await stack.gql(`query($id: ID!) { node(id: $id) { id } }`, { token: admin, variables: { id } })).data!.node).toBeNull();
  });

  it('answers the contract fields hidden from the role as null in the payload', async () => {
    const configured = await fetch(`${stack.apiUrl}/permissions/entity/contract/role/client-speaker-portal-admin/hidden-fields`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'demo',
        authorization: `Bearer ${await stack.signIn('system-admin@demo.test')}`,
      },
      body: JSON.stringify({ fields: ['endDate', 'w9ResourceId'] }),
    });
    expect(configured.status).toBe(200);
    const portalAdmin = await stack.signIn('client-speaker-portal-admin@demo.test');
    const input = {
      speakerId,
      name: 'Hidden',
      type: 'INDIVIDUAL',
      endDate: '2029-01-01',
      w9File: { url: await upload('w9.pdf'), fileName: 'w9.pdf' },
    };
    const { data, errors } = await stack.gql(CREATE, { token: portalAdmin, variables: { input } });
    expect(errors).toBeUndefined();
    expect(data!.createContract.contract).toMatchObject({ name: 'Hidden', endDate: null, w9File: null });
  });
});
