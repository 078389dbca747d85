import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEY, SURVEY_WITH_SKIP } from './fixtures.ts';
import { renderQuestions } from './renderQuestions.tsx';

afterEach(cleanup);

type User = ReturnType<typeof renderQuestions>['user'];
const choose = async (user: User, scope: HTMLElement, combobox: string, option: string) => {
  await user.click(within(scope).getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('SkipLogicEditor (spec 001 §2, §5 "Skip logic")', () => {
  it('shows a saved block and offers single-select questions, their answers and later questions', async () => {
    const { user } = renderQuestions(SURVEY_WITH_SKIP);
    const block = screen.getByRole('group', { name: 'Skip Logic 1' });
    expect(within(block).getByRole('combobox', { name: /^Question/ }).textContent).toBe('Question 1: Attended before?');
    expect(within(block).getByRole('combobox', { name: /^Choice/ }).textContent).toBe('No');
    expect(within(block).getByRole('combobox', { name: /^Skip to/ }).textContent).toBe('Question 3: Comments');
    await user.click(within(block).getByRole('combobox', { name: /^Question/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Question 1: Attended before?']);
    await user.keyboard('{Escape}');
    await user.click(within(block).getByRole('combobox', { name: /^Skip to/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Default flow',
      'Question 2: Rate the speaker',
      'Question 3: Comments',
    ]);
  });

  it('refuses a block without question or choice and two blocks of the same pair, with the spec texts', async () => {
    const { user, latest, onSubmit } = renderQuestions(SURVEY);
    await user.click(screen.getByRole('button', { name: 'Add Skip Logic' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = screen.getByRole('group', { name: 'Skip Logic 1' });
    expect(await within(first).findByText('Question is required')).toBeTruthy();
    expect(within(first).getByText('Choice is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(first).getByRole('combobox', { name: /^Question/ }));

    await choose(user, first, 'Question', 'Question 1: Attended before?');
    await choose(user, first, 'Choice', 'No');
    await user.click(screen.getByRole('button', { name: 'Add Skip Logic' }));
    const second = screen.getByRole('group', { name: 'Skip Logic 2' });
    await choose(user, second, 'Question', 'Question 1: Attended before?');
    await choose(user, second, 'Choice', 'No');
    await choose(user, second, 'Skip to', 'Question 3: Comments');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(second).findByText('There are multiple "Skip Logic" blocks with the same Question ID and Question Choice ID selected.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      latest.values.skipLogic.map(({ order, questionRef, choiceRef, nextQuestionRef }) => [order, questionRef, choiceRef, nextQuestionRef]),
    ).toEqual([
      [10, '1', '12', null],
      [20, '1', '12', '3'],
    ]);

    await user.click(within(first).getByRole('button', { name: 'Delete Skip Logic 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete skip logic' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await within(document.body).findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].skipLogic).toEqual([
      { ref: expect.any(String), order: 10, questionRef: '1', choiceRef: '12', nextQuestionRef: '3' },
    ]);
  });
});
