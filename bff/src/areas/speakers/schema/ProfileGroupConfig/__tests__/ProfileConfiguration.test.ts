import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const CONFIG = `id internalId name weight gridArea locked hiddenUserRoles disabledUserRoles
  fields { id internalId groupId name type weight hiddenUserRoles }`;

interface Group {
  id: string;
  internalId: number;
  name: string;
  weight: number;
  locked: boolean;
  hiddenUserRoles: string[];
  fields: { id: string; internalId: number; groupId: number; name: string; type: string; weight: number }[];
}

let stack: Stack;
let sysAdmin: string;

const run = async (mutation: string, input: Record<string, unknown>, token = sysAdmin) => {
  const response = await stack.gql(
    `mutation($input: ${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { configuration { ${CONFIG} } } }`,
    {
      token,
      variables: { input },
    },
  );
  return { ...response, configuration: (response.data?.[mutation]?.configuration ?? null) as Group[] | null };
};

beforeAll(async () => {
  stack = await startStack();
  sysAdmin = await stack.signIn('system-admin@demo.test');
});
afterAll(() => stack?.close());

describe('custom profile configuration', () => {
  it('lists every group with its fields, the locked ones included', async () => {
    const { data, errors } = await stack.gql(`{ speakerProfileConfiguration { ${CONFIG} } }`, { token: sysAdmin });
    expect(errors).toBeUndefined();
    const groups = data!.speakerProfileConfiguration as Group[];
    expect(groups.filter((g) => g.locked).map((g) => g.name)).toEqual(expect.arrayContaining(['Attachments', 'Speaker Bio']));
    for (const group of groups) for (const field of group.fields) expect(field.groupId).toBe(group.internalId);
  });

  it('adds a group and a field, reorders and renames them in one write each, then removes them', async () => {
    const created = await run('createProfileGroup', { name: 'Hobbies', hiddenUserRoles: ['FIELD_REP'] });
    expect(created.errors).toBeUndefined();
    const group = created.configuration!.find((g) => g.name === 'Hobbies')!;
    expect(group).toMatchObject({ locked: false, hiddenUserRoles: ['FIELD_REP'], fields: [] });
    expect(group.weight).toBe(Math.max(...created.configuration!.map((g) => g.weight)));

    const withField = await run('createProfileField', { groupId: group.internalId, name: 'Instrument', type: 'TEXT' });
    const field = withField.configuration!.find((g) => g.internalId === group.internalId)!.fields[0]!;
    expect(field).toMatchObject({ name: 'Instrument', type: 'TEXT', weight: 1 });

    const first = withField.configuration![0]!;
    const moved = await run('updateProfileGroups', {
      groups: [
        { groupId: group.internalId, weight: first.weight, name: 'Pastimes' },
        { groupId: first.internalId, weight: group.weight },
      ],
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.configuration![0]).toMatchObject({ internalId: group.internalId, name: 'Pastimes' });

    const renamed = await run('updateProfileFields', { fields: [{ fieldId: field.internalId, name: 'Instruments', type: 'TEXTAREA' }] });
    expect(renamed.configuration!.find((g) => g.internalId === group.internalId)!.fields[0]).toMatchObject({
      name: 'Instruments',
      type: 'TEXTAREA',
    });

    const noField = await run('deleteProfileField', { id: field.id });
    expect(noField.configuration!.find((g) => g.internalId === group.internalId)!.fields).toEqual([]);
    const gone = await run('deleteProfileGroup', { id: group.id });
    expect(gone.configuration!.some((g) => g.internalId === group.internalId)).toBe(false);
  });

  it('refuses a taken name, a locked group and a role without the permission, changing nothing', async () => {
    const { data } = await stack.gql(`{ speakerProfileConfiguration { ${CONFIG} } }`, { token: sysAdmin });
    const groups = data!.speakerProfileConfiguration as Group[];
    const locked = groups.find((g) => g.locked)!;
    const taken = await run('createProfileGroup', { name: locked.name.toUpperCase() });
    expect(taken.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const lockedDelete = await run('deleteProfileGroup', { id: locked.id });
    expect(lockedDelete.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const empty = await run('createProfileGroup', { name: ' ' });
    expect(empty.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const marketing = await run('createProfileGroup', { name: 'Marketing group' }, await stack.signIn('marketing@demo.test'));
    expect(marketing.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const after = await stack.gql(`{ speakerProfileConfiguration { ${CONFIG} } }`, { token: sysAdmin });
    expect(after.data!.speakerProfileConfiguration).toEqual(groups);
  });

  it('saves the whole configuration in one write (one REST call), and a refusal in its last item changes nothing', async () => {
    const before = (await stack.gql(`{ speakerProfileConfiguration { ${CONFIG} } }`, { token: sysAdmin })).data!
      .speakerProfileConfiguration as Group[];
    const [a, b] = before.filter((g) => !g.locked);
    const refused = await run('saveSpeakerProfileConfiguration', {
      groups: [
        { groupId: a!.internalId, weight: b!.weight },
        { name: 'Hobbies', fields: [{ name: 'Instrument', type: 'TEXT' }] },
        { name: b!.name.toLowerCase() },
      ],
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: `A group named ${b!.name.toLowerCase()} already exists`,
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await stack.gql(`{ speakerProfileConfiguration { ${CONFIG} } }`, { token: sysAdmin })).data!.speakerProfileConfiguration,
    ).toEqual(before);

    const saved = await run('saveSpeakerProfileConfiguration', {
      groups: [
        { groupId: a!.internalId, weight: b!.weight },
        { groupId: b!.internalId, weight: a!.weight },
        { name: 'Hobbies', hiddenUserRoles: ['FIELD_REP'], fields: [{ name: 'Instrument', type: 'TEXT' }] },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.upstreamCalls).toBe(1);
    const hobbies = saved.configuration!.find((g) => g.name === 'Hobbies')!;
    expect(hobbies).toMatchObject({ hiddenUserRoles: ['FIELD_REP'], fields: [{ name: 'Instrument', type: 'TEXT', weight: 1 }] });
    expect(saved.configuration!.findIndex((g) => g.internalId === b!.internalId)).toBeLessThan(
      saved.configuration!.findIndex((g) => g.internalId === a!.internalId),
    );

    const restored = await run('saveSpeakerProfileConfiguration', {
      deleteGroupIds: [hobbies.id],
      groups: [
        { groupId: a!.internalId, weight: a!.weight },
        { groupId: b!.internalId, weight: b!.weight },
      ],
    });
    expect(restored.configuration).toEqual(before);
  });
});
