import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const CREATE = `mutation($input: CreateSpeakerInput!) {
  createSpeaker(input: $input) {
    speaker { id internalId firstName lastName email credentials degree speakerType crmStatus zip active status hasUserAccount }
    speakerEdge { cursor node { id } }
  } }`;
const UPDATE = `mutation($input: UpdateSpeakerInput!) {
  updateSpeaker(input: $input) { speaker { id firstName lastName email phone credentials specialty city zip crmStatus } } }`;

let stack: Stack;
let admin: string;
let speakerId: string;
let internalId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  const { data, errors } = await stack.gql(CREATE, {
    token: admin,
    variables: {
      input: {
        firstName: 'Ada',
        lastName: 'Quill',
        speakerType: 'CAREGIVER',
        email: 'ada.quill@example.com',
        credentials: 'MD',
        crmStatus: 'APPROVED',
      },
    },
  });
  expect(errors).toBeUndefined();
  speakerId = data!.createSpeaker.speaker.id;
  internalId = data!.createSpeaker.speaker.internalId;
});
afterAll(() => stack?.close());

describe('speaker mutations', () => {
  it('creates a speaker and answers it with an edge', async () => {
    const { data } = await stack.gql(
      `query($id: Int!) { speaker(internalId: $id) { firstName lastName speakerType crmStatus credentials degree active status hasUserAccount } }`,
      {
        token: admin,
        variables: { id: internalId },
      },
    );
    expect(data!.speaker).toEqual({
      firstName: 'Ada',
      lastName: 'Quill',
      speakerType: 'CAREGIVER',
      crmStatus: 'APPROVED',
      credentials: 'MD',
      degree: 'MD',
      active: true,
      status: 'active',
      hasUserAccount: false,
    });
  });

  it("refuses a speaker without a first name or with a bad zip with the spec's messages, and creates nothing", async () => {
    const before = await stack.gql(`{ speakers { totalCount } }`, { token: admin });
    const noName = await stack.gql(CREATE, { token: admin, variables: { input: { firstName: ' ', lastName: 'X', speakerType: 'HCP' } } });
    expect(noName.errors?.[0]).toMatchObject({
      message: expect.stringContaining('First Name is required'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badZip = await stack.gql(CREATE, {
      token: admin,
      variables: { input: { firstName: 'A', lastName: 'B', speakerType: 'HCP', zip: '123' } },
    });
    expect(badZip.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Zip code must be 5 digits'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const after = await stack.gql(`{ speakers { totalCount } }`, { token: admin });
    expect(after.data!.speakers.totalCount).toBe(before.data!.speakers.totalCount);
  });

  it('creates a speaker with their login in one write; a login refused for its e-mail creates no speaker', async () => {
    const WITH_LOGIN = `mutation($input: CreateSpeakerInput!) { createSpeaker(input: $input) { speaker { hasUserAccount } loginMessage } }`;
    const input = { firstName: 'Lin', lastName: 'Kee', speakerType: 'HCP', email: 'lin.kee@example.com', login: true };
    const made = await stack.gql(WITH_LOGIN, { token: admin, variables: { input } });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createSpeaker).toEqual({ speaker: { hasUserAccount: true }, loginMessage: 'Successfully created a new user' });
    const before = await stack.gql(`{ speakers { totalCount } }`, { token: admin });
    const again = await stack.gql(WITH_LOGIN, { token: admin, variables: { input: { ...input, firstName: 'Other' } } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'User with email lin.kee@example.com already exists',
      extensions: { code: 'CONFLICT' },
    });
    const after = await stack.gql(`{ speakers { totalCount } }`, { token: admin });
    expect(after.data!.speakers.totalCount).toBe(before.data!.speakers.totalCount);
  });

  it('updates only the fields sent; null clears one', async () => {
    const { data, errors, upstreamCalls } = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id: speakerId, city: 'Springfield', zip: '62701', email: null } },
    });
    expect(errors).toBeUndefined();
    expect(data!.updateSpeaker.speaker).toMatchObject({
      firstName: 'Ada',
      credentials: 'MD',
      city: 'Springfield',
      zip: '62701',
      email: null,
    });
    // One PUT with the fields sent, and the caller's hidden fields.
    expect(upstreamCalls).toBe(2);
    const wrongType = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { id: Buffer.from('Event:1').toString('base64'), city: 'X' } },
    });
    expect(wrongType.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('inactivates and reactivates a speaker', async () => {
    const INACTIVATE = `mutation($input: InactivateSpeakerInput!) { inactivateSpeaker(input: $input) { speaker { id active status } } }`;
    const REACTIVATE = `mutation($input: ReactivateSpeakerInput!) { reactivateSpeaker(input: $input) { speaker { id active status } } }`;
    const off = await stack.gql(INACTIVATE, { token: admin, variables: { input: { id: speakerId } } });
    expect(off.data!.inactivateSpeaker.speaker).toEqual({ id: speakerId, active: false, status: 'inactive' });
    const on = await stack.gql(REACTIVATE, { token: admin, variables: { input: { id: speakerId } } });
    expect(on.data!.reactivateSpeaker.speaker).toEqual({ id: speakerId, active: true, status: 'active' });
  });

  it('creates the contract address, then updates it', async () => {
    const SET = `mutation($input: SetContractAddressInput!) { setContractAddress(input: $input) { contractAddress { id address city state zip } } }`;
    const address = { speakerId, address: '1 Main St', city: 'Peoria', state: 'IL', zip: '61602' };
    const created = await stack.gql(SET, { token: admin, variables: { input: address } });
    expect(created.errors).toBeUndefined();
    const updated = await stack.gql(SET, { token: admin, variables: { input: { ...address, city: 'Urbana', zip: '61801' } } });
    expect(updated.data!.setContractAddress.contractAddress).toMatchObject({
      id: created.data!.setContractAddress.contractAddress.id,
      city: 'Urbana',
    });
    const { data } = await stack.gql(`query($id: Int!) { speaker(internalId: $id) { contractAddress { address city zip } } }`, {
      token: admin,
      variables: { id: internalId },
    });
    expect(data!.speaker.contractAddress).toEqual({ address: '1 Main St', city: 'Urbana', zip: '61801' });
    const empty = await stack.gql(SET, { token: admin, variables: { input: { ...address, city: ' ' } } });
    expect(empty.errors?.[0]).toMatchObject({
      message: expect.stringContaining('City cannot be empty'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('adds blackout dates, refuses a day with an event of the speaker, and deletes one', async () => {
    const ADD = `mutation($input: AddBlackoutDatesInput!) { addBlackoutDates(input: $input) { blackoutDates { id internalId date } } }`;
    const added = await stack.gql(ADD, { token: admin, variables: { input: { speakerId, dates: ['2033-03-01', '2033-03-02'] } } });
    expect(added.data!.addBlackoutDates.blackoutDates.map((d: { date: string }) => d.date)).toEqual(['2033-03-01', '2033-03-02']);

    const [busy] = await stack.api.db.asOwner((tx) =>
      tx.query<{
        speakerId: number;
        day: string;
      }>(sql`select es.speaker_id as "speakerId", (e.start_time at time zone e.zone)::date::text as day
        from event_speakers es join events e on e.id = es.event_id where e.tenant_id = 'demo' order by e.id limit 1`),
    );
    const conflict = await stack.gql(ADD, {
      token: admin,
      variables: { input: { speakerId: Buffer.from(`Speaker:${busy!.speakerId}`).toString('base64'), dates: [busy!.day] } },
    });
    expect(conflict.errors?.[0]).toMatchObject({
      message: 'Unable to set blackout date with conflicting event',
      extensions: { code: 'CONFLICT' },
    });

    const DELETE = `mutation($input: DeleteBlackoutDateInput!) { deleteBlackoutDate(input: $input) { deletedId } }`;
    const first = added.data!.addBlackoutDates.blackoutDates[0];
    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: first.id } } });
    expect(deleted.data!.deleteBlackoutDate.deletedId).toBe(first.id);
    const again = await stack.gql(DELETE, { token: admin, variables: { input: { id: first.id } } });
    expect(again.errors?.[0]).toMatchObject({ message: 'Unable to find blackout date to delete', extensions: { code: 'NOT_FOUND' } });
    const { data } = await stack.gql(`query($id: Int!) { speaker(internalId: $id) { blackoutDates { date } } }`, {
      token: admin,
      variables: { id: internalId },
    });
    expect(data!.speaker.blackoutDates).toEqual([{ date: '2033-03-02' }]);
  });

  it('refuses a role without the permission with the REST message', async () => {
    const marketing = await stack.signIn('marketing@demo.test');
    const { data, errors } = await stack.gql(UPDATE, { token: marketing, variables: { input: { id: speakerId, city: 'Nowhere' } } });
    expect(data?.updateSpeaker ?? null).toBeNull();
    expect(errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('answers the fields hidden from the role as null in the payloads', async () => {
    const portalAdmin = await stack.signIn('client-speaker-portal-admin@demo.test');
    const configured = await fetch(`${stack.apiUrl}/permissions/entity/speaker/role/client-speaker-portal-admin/hidden-fields`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'demo',
        authorization: `Bearer ${await stack.signIn('system-admin@demo.test')}`,
      },
      body: JSON.stringify({ fields: ['phone', 'degree'] }),
    });
    expect(configured.status).toBe(200);
    const { data, errors } = await stack.gql(UPDATE, {
      token: portalAdmin,
      variables: { input: { id: speakerId, phone: '555-0100', specialty: 'Cardiology' } },
    });
    expect(errors).toBeUndefined();
    // Hiding `degree` hides `credentials`, the same value under its spec 001 name.
    expect(data!.updateSpeaker.speaker).toMatchObject({ phone: null, credentials: null, specialty: 'Cardiology' });
    const created = await stack.gql(CREATE, {
      token: portalAdmin,
      variables: { input: { firstName: 'Bo', lastName: 'Lin', speakerType: 'HCP', credentials: 'RN' } },
    });
    expect(created.data!.createSpeaker.speaker).toMatchObject({ firstName: 'Bo', credentials: null, degree: null });
  });

  it('deletes a speaker', async () => {
    const DELETE = `mutation($input: DeleteSpeakerInput!) { deleteSpeaker(input: $input) { deletedId } }`;
    const { data } = await stack.gql(DELETE, { token: admin, variables: { input: { id: speakerId } } });
    expect(data!.deleteSpeaker.deletedId).toBe(speakerId);
    const gone = await stack.gql(`query($id: ID!) { node(id: $id) { id } }`, { token: admin, variables: { id: speakerId } });
    expect(gone.data!.node).toBeNull();
    const again = await stack.gql(DELETE, { token: admin, variables: { input: { id: speakerId } } });
    expect(again.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
