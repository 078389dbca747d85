import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newQuestion } from '../questionForm.ts';
import { SURVEY, SURVEY_WITH_SKIP } from './fixtures.ts';
import { renderQuestions } from './renderQuestions.tsx';

afterEach(cleanup);

const card = (name: string | RegExp) => screen.getByRole('group', { name });
const chooseOption = async (user: ReturnType<typeof renderQuestions>['user'], combobox: HTMLElement, option: string) => {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('QuestionsEditor (spec 001 §2 "Questions form")', () => {
  it('adds a free-text question after the others (next order in steps of 10) with its text focused', async () => {
    const { user, latest } = renderQuestions(SURVEY);
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(latest.values.questions.map((q) => q.order)).toEqual([10, 20, 30, 40]);
    const added = card('Question 4');
    expect(within(added).getByRole('combobox', { name: /Question Type/ }).textContent).toBe('Free Text');
    expect(document.activeElement).toBe(within(added).getByRole('textbox', { name: /Question Text/ }));
    await user.type(document.activeElement!, 'Anything else?');
    expect(latest.values.questions[3]).toMatchObject({ text: 'Anything else?', type: 'free-text', order: 40, choices: [], rules: [] });
    expect(card('Question 4: Anything else?')).toBeTruthy();
  });

  it("says no 'Question text cannot be empty' when the person leaves the new question's focused text untouched; Save does (issue 28 #17)", async () => {
    const { user } = renderQuestions(SURVEY);
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await user.click(within(card('Question 1: Attended before?')).getByRole('textbox', { name: /Question Text/ }));
    expect(screen.queryByText('Question text cannot be empty')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question text cannot be empty')).toBeTruthy();
  });

  it('keeps the last question of a survey; a registration template may have none, and new ones register the attendee', async () => {
    const only = { questions: [{ ...newQuestion([]), text: 'Only one' }], skipLogic: [] };
    renderQuestions(only);
    expect((screen.getByRole('button', { name: 'Delete question 1' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    const { user, latest } = renderQuestions(only, 'registration');
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(latest.values.questions).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(latest.values.questions[0]).toMatchObject({ order: 10, registrationFormType: 'event-register' });
    await user.click(screen.getByRole('button', { name: 'Additional Options' }));
    await user.click(screen.getByRole('radio', { name: 'Marketing Opt In' }));
    expect(latest.values.questions[0]!.registrationFormType).toBe('opt-in');
  });

  it('shows what each type takes: rating labels, answers, free-text options', async () => {
    const { user, latest } = renderQuestions(SURVEY);
    const rating = card('Question 2: Rate the speaker');
    expect(within(rating).getByRole('textbox', { name: 'Minimum Label' })).toBeTruthy();
    expect(within(rating).queryByText('Answers')).toBeNull();
    await chooseOption(user, within(rating).getByRole('combobox', { name: /Question Type/ }), 'Multi Select');
    expect(within(rating).queryByRole('textbox', { name: 'Minimum Label' })).toBeNull();
    expect(within(rating).getByRole('textbox', { name: 'Answer 1' })).toBeTruthy();
    expect(latest.values.questions[1]).toMatchObject({ type: 'multi-select', minLabel: null, choices: [{ text: '', order: 10 }] });

    const text = card('Question 3: Comments');
    await user.type(within(text).getByRole('spinbutton', { name: 'Maximum Length' }), '200');
    await chooseOption(user, within(text).getByRole('combobox', { name: 'Allowed Characters' }), 'Digits');
    expect(latest.values.questions[2]).toMatchObject({ maxLength: 200, allowedCharactersRegex: '^[0-9]*$' });
    await chooseOption(user, within(text).getByRole('combobox', { name: 'Allowed Characters' }), 'Custom pattern');
    const custom = within(text).getByRole('textbox', { name: 'Custom pattern' });
    expect((custom as HTMLInputElement).value).toBe('^[0-9]*$');
    await user.clear(custom);
    await user.type(custom, '^[[A-Z]+$');
    expect(latest.values.questions[2]!.allowedCharactersRegex).toBe('^[A-Z]+$');
  });

  it('adds answers with Open; choosing a preset replaces the manual answers and shows its own read-only', async () => {
    const { user, latest } = renderQuestions(SURVEY);
    const select = card('Question 1: Attended before?');
    await user.click(within(select).getByRole('button', { name: 'Add Answer' }));
    await user.type(within(select).getByRole('textbox', { name: 'Answer 3' }), 'Not sure');
    await user.click(within(select).getAllByRole('checkbox', { name: 'Open' })[2]!);
    expect(latest.values.questions[0]!.choices.map((c) => [c.text, c.openField, c.order])).toEqual([
      ['Yes', false, 10],
      ['No', false, 20],
      ['Not sure', true, 30],
    ]);

    await chooseOption(user, within(select).getByRole('combobox', { name: 'Choice Preset' }), 'Yes / No / Unsure');
    expect(within(select).queryByRole('textbox', { name: /^Answer/ })).toBeNull();
    expect(within(select).queryByRole('button', { name: 'Add Answer' })).toBeNull();
    const list = within(select).getByRole('list', { name: 'Answers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yes', 'No', 'Unsure']);
    const question = latest.values.questions[0]!;
    expect(question.presetId).toBe('yes-no-unsure');
    expect(question.choices.map((c) => [c.text, c.openField, c.order])).toEqual([
      ['Yes', false, 10],
      ['No', false, 20],
      ['Unsure', false, 30],
    ]);
    expect(question.choices.map((c) => c.ref)).not.toContain('11');

    await chooseOption(user, within(select).getByRole('combobox', { name: 'Choice Preset' }), 'None');
    expect(latest.values.questions[0]).toMatchObject({ presetId: null, choices: [{ text: '' }] });
    expect((within(select).getByRole('button', { name: 'Delete answer 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses to delete a question or an answer skip logic uses, with the spec texts; others go after confirmation', async () => {
    const { user, latest } = renderQuestions(SURVEY_WITH_SKIP);
    const select = card('Question 1: Attended before?');
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(within(select).getByRole('alert').textContent).toBe('Please remove Skip logic first, before removing this question.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(select).getByRole('button', { name: 'Delete answer 2' }));
    expect(within(select).getByText('Please remove Skip logic first, before removing this choice.')).toBeTruthy();
    await chooseOption(user, within(select).getByRole('combobox', { name: 'Choice Preset' }), 'Yes / No');
    expect(latest.values.questions[0]!.presetId).toBeNull();
    // Skip to question 3 uses it too.
    await user.click(screen.getByRole('button', { name: 'Delete question 3' }));
    expect(within(card('Question 3: Comments')).getByRole('alert').textContent).toBe(
      'Please remove Skip logic first, before removing this question.',
    );
    // An answer skip logic does not use goes at once.
    await user.click(within(select).getByRole('button', { name: 'Delete answer 1' }));
    expect(latest.values.questions[0]!.choices).toEqual([{ ref: '12', text: 'No', openField: false, order: 10 }]);

    await user.click(screen.getByRole('button', { name: 'Delete question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete question' });
    expect(dialog.textContent).toContain('Question 2: Rate the speaker and its answers will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(latest.values.questions.map((q) => [q.ref, q.order])).toEqual([
        ['1', 10],
        ['3', 20],
      ]),
    );
  });

  it('shows the contract’s messages at their fields after Save and focuses the first', async () => {
    const { user, onSubmit } = renderQuestions(SURVEY);
    await user.clear(within(card('Question 2: Rate the speaker')).getByRole('textbox', { name: /Question Text/ }));
    await user.type(within(card('Question 3: Comments')).getByRole('textbox', { name: /Question Text/ }), ' (optional)');
    await user.type(within(card('Question 1: Attended before?')).getByRole('textbox', { name: 'Answer 2' }), '{Backspace}{Backspace}');
    await user.type(within(card('Question 2')).getByRole('textbox', { name: 'Maximum Label' }), 'Excellent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Answer text cannot be empty')).toBeTruthy();
    expect(screen.getByText('Question text cannot be empty')).toBeTruthy();
    expect(screen.getByText('Please enter minimum label or clear maximum label')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card('Question 1: Attended before?')).getByRole('textbox', { name: 'Answer 2' })),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a custom pattern the service cannot check (a back-reference) at its field, naming the problem', async () => {
    const { user, onSubmit } = renderQuestions(SURVEY);
    const text = card('Question 3: Comments');
    await chooseOption(user, within(text).getByRole('combobox', { name: 'Allowed Characters' }), 'Custom pattern');
    const custom = within(text).getByRole('textbox', { name: 'Custom pattern' });
    await user.click(custom);
    await user.paste('^(a)\\1$');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(text).findByText(
        'Allowed characters cannot use this pattern: invalid escape sequence: `\\1`. Patterns are checked in linear time, without back-references or look-arounds',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
