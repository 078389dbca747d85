import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { AttendeeForm } from '../AttendeeForm.tsx';
import { newAttendee, toAttendanceInput, type AttendeeFormValues } from '../attendeeFormSchema.ts';

afterEach(cleanup);

/** The registration questions as GraphQL answers them: a company (required), a role, a note shown after "Other",
 *  and an opt-in checkbox (left out of the attendee form). */
const QUESTIONS = [
  {
    ref: '11',
    text: 'Company',
    type: 'FREE_TEXT',
    order: 10,
    required: true,
    visible: true,
    registrationFormType: 'EVENT_REGISTER',
    maxLength: 20,
    choices: [],
    rules: [],
  },
  {
    ref: '12',
    text: 'Your role',
    type: 'SINGLE_SELECT',
    order: 20,
    required: false,
    visible: true,
    registrationFormType: 'EVENT_REGISTER',
    choices: [
      { ref: '21', text: 'Physician', openField: false, order: 10 },
      { ref: '22', text: 'Other', openField: false, order: 20 },
    ],
    rules: [],
  },
  {
    ref: '13',
    text: 'Tell us your role',
    type: 'FREE_TEXT',
    order: 30,
    required: true,
    visible: false,
    registrationFormType: 'EVENT_REGISTER',
    choices: [],
    rules: [
      { field: 'VISIBLE', id: 'v', parentId: null, operator: 'AND', questionRef: null, comparator: null, value: null },
      { field: 'VISIBLE', id: 'v1', parentId: 'v', operator: null, questionRef: '12', comparator: 'EQUAL', value: 'Other' },
    ],
  },
  {
    ref: '14',
    text: 'Send me news',
    type: 'CHECKBOX',
    order: 40,
    required: false,
    visible: true,
    registrationFormType: 'OPT_IN',
    choices: [],
    rules: [],
  },
].map((q) => ({
  info: null,
  preNotes: null,
  postNotes: null,
  minLength: null,
  maxLength: null,
  allowedCharactersRegex: null,
  minLabel: null,
  maxLabel: null,
  ...q,
}));

const SAVED: AttendeeFormValues = {
  ...newAttendee(false),
  eventId: 7,
  eventLabel: 'DP-7 — Program',
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  answers: { '11': 'Acme' },
};

type Submit = (values: AttendeeFormValues, onError: (error: Error) => void) => Promise<boolean | Record<string, string>>;

async function renderForm(
  options: { readOnly?: boolean; hideAddress?: boolean; showSubscriptions?: boolean; submit?: Submit; questions?: readonly object[] } = {},
) {
  const onSubmit = vi.fn<Submit>(options.submit ?? (async () => true));
  const rendered = renderWithRelay(
    <AttendeeForm
      internalId={5}
      initialValues={SAVED}
      initialTemplateId={3}
      readOnly={options.readOnly ?? false}
      hideAddress={options.hideAddress ?? false}
      showSubscriptions={options.showSubscriptions ?? true}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  await act(async () =>
    rendered.environment.mock.resolveMostRecentOperation(() => ({
      data: { registrationTemplate: { id: 'rt', questions: options.questions ?? QUESTIONS } },
    })),
  );
  return { ...rendered, onSubmit };
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('AttendeeForm', () => {
  it('renders the questions with their rules live: "Other" shows the note, which is required; the opt-in form is left out', async () => {
    const { user, onSubmit } = await renderForm();
    expect(textbox('Company').value).toBe('Acme');
    // The question's label is the input's own (a click on it focuses the input; issue 28 #5).
    expect((screen.getByText('Company', { selector: 'label' }) as HTMLLabelElement).htmlFor).toBe(textbox('Company').id);
    expect(screen.queryByRole('textbox', { name: /Tell us your role/ })).toBeNull();
    expect(screen.queryByText('Send me news')).toBeNull();
    expect(screen.getByText('ID: 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(textbox('Tell us your role')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(textbox('Tell us your role'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(textbox('Tell us your role'), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0];
    expect(toAttendanceInput(values, { hideAddress: false, subscriptions: true }).answers).toEqual([
      { questionRef: '11', text: 'Acme' },
      { questionRef: '12', choiceRefs: ['22'] },
      { questionRef: '13', text: 'Nurse' },
    ]);
  });

  it('checks allowed characters as the service does (RE2): a pattern that backtracks exponentially answers at once', async () => {
    const pattern = '^(a+)+$';
    const questions = QUESTIONS.map((q) => (q.ref === '11' ? { ...q, maxLength: null, allowedCharactersRegex: pattern } : q));
    const { user, onSubmit } = await renderForm({ questions });
    // The test (with re2js) loads with the questions, as the form's own chunk does not carry it.
    const company = (await screen.findByRole('textbox', { name: /^Company/ })) as HTMLInputElement;
    await user.clear(company);
    await user.click(company);
    // 59 a's and a character the pattern refuses: RegExp would try 2^59 ways.
    await user.paste(`${'a'.repeat(59)}!`);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(`Not allowed character used. The value must match ${pattern}`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(company);
    await user.paste('a'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not validate on the way to the submit button, so the button stays put between the press and the release', async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(textbox('Tell us your role'), 'Nurse');
    const update = screen.getByRole('button', { name: 'Update' });
    // The press moves focus to the button: the error line stays (removing it would move the button up).
    await user.pointer({ keys: '[MouseLeft>]', target: update });
    expect(document.activeElement).toBe(update);
    await act(async () => {});
    expect(screen.queryByText('This field is required')).not.toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: update });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This field is required')).toBeNull();
    // Leaving it for another field still validates.
    await user.clear(textbox('First Name'));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });

  it("validates the attendee's fields on blur with the spec's texts and shows the service's refusals in place", async () => {
    const { user } = await renderForm({
      submit: async () => ({ email: 'Another attendee already has this email', '11': 'Maximum length is 20' }),
    });
    await user.clear(textbox('First Name'));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await user.type(textbox('First Name'), 'Ann');
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'nope');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Another attendee already has this email')).toBeTruthy();
    expect(await screen.findByText('Maximum length is 20')).toBeTruthy();
  });

  it('hides the address fields for the tenant setting and the subscriptions from non-admins', async () => {
    await renderForm({ hideAddress: true, showSubscriptions: false });
    expect(screen.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Zip/ })).toBeNull();
    expect(screen.queryByText('Subscribed for Email Notifications')).toBeNull();
    expect(screen.getByText('Additional Questions')).toBeTruthy();
  });

  it('is read-only for roles that may not edit: fields disabled, no save bar', async () => {
    await renderForm({ readOnly: true });
    expect(textbox('First Name').disabled).toBe(true);
    expect(textbox('Company').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getByText('ID: 5')).toBeTruthy();
  });
});
