import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
});
afterAll(() => stack?.close());

describe('question catalogue', () => {
  it('lists the question types with their comparators and the presets', async () => {
    const { data, errors, upstreamCalls } = await stack.gql(
      `{ questionTypes { type name comparators { comparator name inputs } } questionPresets { id name choices } }`,
      { token: admin },
    );
    expect(errors).toBeUndefined();
    expect(upstreamCalls).toBe(2);
    expect(data!.questionTypes.map((t: any) => t.type)).toEqual([
      'CHECKBOX',
      'FREE_TEXT',
      'SINGLE_SELECT',
      'MULTI_SELECT',
      'RATING_5',
      'RATING_7',
      'RATING_10',
    ]);
    const checkbox = data!.questionTypes[0];
    expect(checkbox.comparators).toContainEqual({ comparator: 'IS_TRUE', name: 'Is true', inputs: 0 });
    expect(data!.questionPresets).toContainEqual({ id: 'yes-no', name: 'Yes / No', choices: ['Yes', 'No'] });
  });
});
