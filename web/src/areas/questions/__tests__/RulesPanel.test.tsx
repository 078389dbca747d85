import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { templateQuestions } from '../../../../../api/src/areas/questions/contract.ts';
import { evaluateQuestions, toRuleTree } from '../../../../../api/src/areas/questions/engine.ts';
import { SURVEY } from './fixtures.ts';
import { renderQuestions } from './renderQuestions.tsx';

afterEach(cleanup);

type User = ReturnType<typeof renderQuestions>['user'];
const choose = async (user: User, scope: HTMLElement, combobox: string, option: string) => {
  await user.click(within(scope).getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const options = async (user: User, scope: HTMLElement, combobox: string) => {
  await user.click(within(scope).getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('Rules panel (spec 001 §2, §3 "Rules")', () => {
  it('builds nested AND/OR rules on earlier questions as the flat RuleNode list the contract and engine take', async () => {
    const { user, latest } = renderQuestions(SURVEY);
    const comments = screen.getByRole('group', { name: 'Question 3: Comments' });
    expect(within(comments).getByRole('checkbox', { name: 'Required' })).toBeTruthy();
    await user.click(within(comments).getByRole('button', { name: 'Add Rule to Required' }));
    // With rules the rules decide: the checkbox gives way to the root group.
    expect(within(comments).queryByRole('checkbox', { name: 'Required' })).toBeNull();

    const first = within(comments).getByRole('group', { name: 'Required when, rule 1' });
    expect(await options(user, first, 'Question')).toEqual(['Question 1: Attended before?', 'Question 2: Rate the speaker']);
    await choose(user, first, 'Question', 'Question 1: Attended before?');
    expect(await options(user, first, 'Comparator')).toEqual(['Empty', 'Not empty', 'Equal', 'Not equal']);
    await choose(user, first, 'Comparator', 'Equal');
    await choose(user, first, 'Value', 'No');

    await user.click(within(comments).getByRole('button', { name: 'Add Group to Required when' }));
    const group = within(comments).getByRole('group', { name: 'Required when, group 2' });
    await user.click(within(group).getByRole('radio', { name: 'OR' }));
    const nested = within(group).getByRole('group', { name: 'Required when, group 2, rule 1' });
    await choose(user, nested, 'Question', 'Question 2: Rate the speaker');
    expect(await options(user, nested, 'Comparator')).toEqual(['Empty', 'Not empty', 'Equal', 'Not equal', 'Less', 'Greater']);
    await choose(user, nested, 'Comparator', 'Greater');
    await user.type(within(nested).getByRole('spinbutton', { name: /Value/ }), '3');
    await user.click(within(group).getByRole('button', { name: 'Add Rule to Required when, group 2' }));
    const second = within(group).getByRole('group', { name: 'Required when, group 2, rule 2' });
    await choose(user, second, 'Question', 'Question 2: Rate the speaker');
    await choose(user, second, 'Comparator', 'Empty');
    expect(within(second).queryByRole('spinbutton', { name: /Value/ })).toBeNull();

    const rules = latest.values.questions[2]!.rules;
    const [root, condition, orGroup, greater, empty] = rules;
    expect(rules).toHaveLength(5);
    expect(root).toMatchObject({ field: 'required', parentId: null, operator: 'AND' });
    expect(condition).toMatchObject({ field: 'required', parentId: root!.id, questionRef: '1', comparatorId: 'equal', value: 'No' });
    expect(orGroup).toMatchObject({ field: 'required', parentId: root!.id, operator: 'OR' });
    expect(greater).toMatchObject({ parentId: orGroup!.id, questionRef: '2', comparatorId: 'greater', value: '3' });
    expect(empty).toMatchObject({ parentId: orGroup!.id, questionRef: '2', comparatorId: 'empty', value: null });

    expect(templateQuestions(1).safeParse(latest.values).success).toBe(true);
    expect(toRuleTree(rules)).toEqual({
      required: {
        operator: 'AND',
        conditions: [
          { questionRef: '1', comparatorId: 'equal', value: 'No' },
          {
            operator: 'OR',
            conditions: [
              { questionRef: '2', comparatorId: 'greater', value: '3' },
              { questionRef: '2', comparatorId: 'empty', value: null },
            ],
          },
        ],
      },
    });
    const required = (answers: Parameters<typeof evaluateQuestions>[1]) =>
      evaluateQuestions(latest.values.questions, answers, [], null)['3']!.required;
    expect(required({ '1': { choiceRefs: ['12'] }, '2': 4 })).toBe(true);
    expect(required({ '1': { choiceRefs: ['12'] }, '2': 2 })).toBe(false);
    expect(required({ '1': { choiceRefs: ['11'] } })).toBe(false);
  });

  it('deleting a group takes its conditions; deleting the last condition gives the field back to its checkbox', async () => {
    const { user, latest } = renderQuestions(SURVEY);
    const rating = screen.getByRole('group', { name: 'Question 2: Rate the speaker' });
    await user.click(within(rating).getByRole('button', { name: 'Add Rule to Visible' }));
    await user.click(within(rating).getByRole('button', { name: 'Add Group to Visible when' }));
    expect(latest.values.questions[1]!.rules).toHaveLength(4);
    await user.click(within(rating).getByRole('button', { name: 'Delete Visible when, group 2' }));
    expect(latest.values.questions[1]!.rules.map((n) => n.operator ?? 'condition')).toEqual(['AND', 'condition']);
    await user.click(within(rating).getByRole('button', { name: 'Delete Visible when, rule 1' }));
    expect(latest.values.questions[1]!.rules).toEqual([]);
    expect(within(rating).getByRole('checkbox', { name: 'Visible' })).toBeTruthy();
  });

  it('shows the contract’s rule messages at their fields; a type change keeps only comparators the new type has', async () => {
    const { user, latest } = renderQuestions(SURVEY);
    const comments = screen.getByRole('group', { name: 'Question 3: Comments' });
    await user.click(within(comments).getByRole('button', { name: 'Add Rule to Visible' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const rule = within(comments).getByRole('group', { name: 'Visible when, rule 1' });
    expect(await within(rule).findByText('Question is required')).toBeTruthy();
    expect(within(rule).getByText('Comparator is required')).toBeTruthy();

    await choose(user, rule, 'Question', 'Question 2: Rate the speaker');
    await choose(user, rule, 'Comparator', 'Less');
    await user.type(within(rule).getByRole('spinbutton', { name: /Value/ }), '9');
    expect(await within(rule).findByText('The value must be a whole number from 1 to 5')).toBeTruthy();

    await choose(user, screen.getByRole('group', { name: 'Question 2: Rate the speaker' }), 'Question Type', 'Checkbox');
    expect(latest.values.questions[2]!.rules[1]).toMatchObject({ questionRef: '2', comparatorId: null, value: null });
    expect(await options(user, rule, 'Comparator')).toEqual(['Is true', 'Is false', 'Empty', 'Not empty']);
  });
});
