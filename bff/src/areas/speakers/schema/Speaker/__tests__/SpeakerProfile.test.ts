import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const PROFILE = `query($id: Int!) { speaker(internalId: $id) {
  id regionId hasUserAccount
  liaison { id internalId firstName lastName email }
  customProfile { id internalId name weight gridArea locked disabled fields { id internalId name type weight value } }
} }`;

interface Group {
  name: string;
  locked: boolean;
  disabled: boolean;
  fields: { internalId: number; name: string; type: string; value: string | null }[];
}

let stack: Stack;
let admin: string;
let speaker: { id: string; internalId: number };

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  const { data } = await stack.gql(
    `mutation { createSpeaker(input: { firstName: "Pat", lastName: "Profile", speakerType: HCP }) { speaker { id internalId } } }`,
    {
      token: admin,
    },
  );
  speaker = data!.createSpeaker.speaker;
});
afterAll(() => stack?.close());

describe('speaker profile', () => {
  it('answers the grid layout per product, the regions and the liaisons', async () => {
    const { data, errors } = await stack.gql(
      `{ hive: speakerProfileLayout { product desktop mobile } portal: speakerProfileLayout(product: SPEAKER_PORTAL) { product desktop }
         regions { id internalId name } speakerLiaisons { internalId email } }`,
      { token: admin },
    );
    expect(errors).toBeUndefined();
    expect(data!.hive).toMatchObject({ product: 'HIVE', desktop: expect.stringContaining("'info info headshot'") });
    expect(data!.portal.product).toBe('SPEAKER_PORTAL');
    expect(data!.portal.desktop).toContain('trainings');
    expect(data!.regions.length).toBeGreaterThan(0);
    expect(data!.speakerLiaisons.map((l: { email: string }) => l.email)).toContain('speaker-liaison@demo.test');
  });

  it("answers a speaker's custom profile groups and saves changed values in one write", async () => {
    const before = await stack.gql(PROFILE, { token: admin, variables: { id: speaker.internalId } });
    expect(before.errors).toBeUndefined();
    const groups = before.data!.speaker.customProfile as Group[];
    expect(groups.some((g) => g.locked)).toBe(true);
    const text = groups.flatMap((g) => g.fields).find((f) => f.type === 'TEXT' || f.type === 'TEXTAREA')!;
    const SAVE = `mutation($input: SaveSpeakerProfileValuesInput!) {
      saveSpeakerProfileValues(input: $input) { speaker { customProfile { fields { internalId value } } } } }`;
    const saved = await stack.gql(SAVE, {
      token: admin,
      variables: { input: { speakerId: speaker.id, values: [{ fieldId: text.internalId, value: 'Window seat' }] } },
    });
    expect(saved.errors).toBeUndefined();
    const fields = (saved.data!.saveSpeakerProfileValues.speaker.customProfile as Group[]).flatMap((g) => g.fields);
    expect(fields.find((f) => f.internalId === text.internalId)!.value).toBe('Window seat');
    const cleared = await stack.gql(SAVE, {
      token: admin,
      variables: { input: { speakerId: speaker.id, values: [{ fieldId: text.internalId, value: null }] } },
    });
    const after = (cleared.data!.saveSpeakerProfileValues.speaker.customProfile as Group[]).flatMap((g) => g.fields);
    expect(after.find((f) => f.internalId === text.internalId)!.value).toBeNull();
  });

  it("sets and removes a speaker's liaison", async () => {
    const { data } = await stack.gql(`{ speakerLiaisons { internalId email } }`, { token: admin });
    const liaison = data!.speakerLiaisons[0];
    const SET = `mutation($input: SetSpeakerLiaisonInput!) { setSpeakerLiaison(input: $input) { speaker { liaison { internalId email } } } }`;
    const set = await stack.gql(SET, { token: admin, variables: { input: { speakerId: speaker.id, liaisonId: liaison.internalId } } });
    expect(set.data!.setSpeakerLiaison.speaker.liaison).toEqual(liaison);
    const removed = await stack.gql(SET, { token: admin, variables: { input: { speakerId: speaker.id, liaisonId: null } } });
    expect(removed.data!.setSpeakerLiaison.speaker.liaison).toBeNull();
  });

  it('creates a speaker login, and refuses the same e-mail again', async () => {
    const LOGIN = `mutation($input: CreateSpeakerLoginInput!) { createSpeakerLogin(input: $input) { message speaker { hasUserAccount userId } } }`;
    const input = { speakerId: speaker.id, email: 'pat.profile@example.com' };
    const { data, errors } = await stack.gql(LOGIN, { token: admin, variables: { input } });
    expect(errors).toBeUndefined();
    expect(data!.createSpeakerLogin).toMatchObject({ message: 'Successfully created a new user', speaker: { hasUserAccount: true } });
    const again = await stack.gql(LOGIN, { token: admin, variables: { input } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'User with email pat.profile@example.com already exists',
      extensions: { code: 'CONFLICT' },
    });
    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql(LOGIN, { token: marketing, variables: { input: { ...input, email: 'other@example.com' } } });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it("answers a Speaker-role user their own custom profile and refuses a co-speaker's", async () => {
    const own = await stack.signIn('speaker@demo.test');
    const viewer = (await stack.gql(`{ viewer { speakerId } speakers(first: 100) { edges { node { internalId } } } }`, { token: own }))
      .data!;
    const QUERY = `query($id: Int!) { speaker(internalId: $id) { customProfile { name } } }`;
    const mine = await stack.gql(QUERY, { token: own, variables: { id: viewer.viewer.speakerId } });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.speaker.customProfile.length).toBeGreaterThan(0);
    const coSpeaker = viewer.speakers.edges
      .map((e: { node: { internalId: number } }) => e.node.internalId)
      .find((id: number) => id !== viewer.viewer.speakerId);
    const other = await stack.gql(QUERY, { token: own, variables: { id: coSpeaker } });
    expect(other.data!.speaker).toBeNull(); // the record itself is refused, so its profile is never asked
    expect(other.errors?.[0]).toMatchObject({
      message: 'A speaker can only reach their own speaker record',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
