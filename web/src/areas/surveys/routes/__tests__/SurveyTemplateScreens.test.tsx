import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { surveyTemplateAddRoute } from '../SurveyTemplateAdd/SurveyTemplateAddRoute.tsx';
import { surveyTemplateEditRoute } from '../SurveyTemplateEdit/SurveyTemplateEditRoute.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TENANT = { Tenant: () => ({ id: 'Tenant:7' }) };

/** Create Survey template at /survey/add, its form loaded. */
async function renderCreate() {
  const rendered = renderRoute(surveyTemplateAddRoute, { url: '/survey/add' });
  await rendered.answer(TENANT);
  await screen.findByRole('textbox', { name: /Template Name/ });
  return rendered;
}

const SAVED = {
  id: 'SurveyTemplate:5',
  name: 'Post-event feedback',
  jobNumber: 'JOB-1',
  language: 'ES',
  isiText: null,
  logo: null,
  consentText: null,
  privacyPolicyLink: 'https://example.com/privacy',
  isAnonymous: true,
  isEvaluation: false,
  questions: [
    {
      ref: 'q1',
      text: 'How was the talk?',
      type: 'FREE_TEXT',
      order: 10,
      required: false,
      visible: true,
      info: null,
      preNotes: null,
      postNotes: null,
      minLength: null,
      maxLength: null,
      minLabel: null,
      maxLabel: null,
      allowedCharactersRegex: null,
      presetId: null,
      registrationFormType: null,
      choices: [],
      rules: [],
    },
  ],
  skipLogic: [],
};

/** Edit Survey template at /survey/edit/5, the saved template loaded. */
async function renderEdit() {
  const rendered = renderRoute(surveyTemplateEditRoute, { url: '/survey/edit/5', params: { surveyTemplateId: '5' } });
  expect(rendered.variables).toEqual({ surveyTemplateId: 5 });
  await rendered.answer({ ...TENANT, SurveyTemplate: () => SAVED });
  await screen.findByRole('textbox', { name: /Template Name/ });
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Create Survey template (spec 001 §2, §4: the wizard Template, then Questions)', () => {
  it("keeps the Template step until its fields pass: 'Template name cannot be empty', a Privacy Policy Link that is no URL", async () => {
    const { user } = await renderCreate();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Template' })).toBeTruthy();
    for (const label of ['Job Number', 'Privacy Policy Link']) expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Is Anonymous?' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Is Evaluation Template?' })).toBeTruthy();
    expect(button('Cancel')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Privacy Policy Link' }), 'example dot com');
    await user.click(button('Next'));
    expect(await screen.findByText('Template name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Please provide a valid URL (i.e. https://www.example.com)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Template' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Template Name/ }), '   ');
    await user.click(button('Next'));
    expect(await screen.findByText('Template name cannot be empty')).toBeTruthy();
  });

  it("goes on to Questions with Next, and Create asks for at least one question ('Please create at least 1 question(s)')", async () => {
    const { user, environment } = await renderCreate();
    await user.type(screen.getByRole('textbox', { name: /Template Name/ }), 'Webinar survey');
    await user.click(button('Next'));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Questions' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Question' })).toBeTruthy();
    expect(button('Back')).toBeTruthy();
    await user.click(button('Create'));
    expect(await screen.findByText('Please create at least 1 question(s)')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(button('Back'));
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Template' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Template Name/ }) as HTMLInputElement).value).toBe('Webinar survey');
  });

  it('creates the template with its question: one createSurveyTemplate, then back to the list', async () => {
    const { user, environment, router, findToast } = await renderCreate();
    await user.type(screen.getByRole('textbox', { name: /Template Name/ }), 'Webinar survey');
    await user.type(screen.getByRole('textbox', { name: 'Job Number' }), 'JOB-9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.click(screen.getByRole('checkbox', { name: 'Is Evaluation Template?' }));
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    await user.type(screen.getByRole('textbox', { name: /Question Text/ }), 'Would you attend again?');
    await user.click(button('Create'));

    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreateSurveyTemplateMutation');
    const { template } = operation.request.variables.input;
    expect(template).toMatchObject({
      name: 'Webinar survey',
      jobNumber: 'JOB-9',
      language: 'ES',
      isiText: null,
      logo: null,
      consentText: null,
      privacyPolicyLink: null,
      isAnonymous: false,
      isEvaluation: true,
      skipLogic: [],
    });
    expect(template.questions).toHaveLength(1);
    expect(template.questions[0]).toMatchObject({ text: 'Would you attend again?', type: 'FREE_TEXT', order: 10, choices: [], rules: [] });

    await answerWith(environment, {});
    await findToast('Successfully created');
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey/templates'));
  });

  it("refuses a Template Logo of 1,000,000 bytes or more ('Please upload only files under 1Mb') without uploading it", async () => {
    const { user, container, findToast } = await renderCreate();
    // The drop zone states the limit as the spec's constant reads, not as 999,999 bytes in KiB (issue 28 #16).
    const zone = screen.getByRole('button', { name: 'Template Logo' });
    expect(zone.textContent).toContain('.png, .jpeg, .jpg under 1 MB');
    expect(zone.textContent).not.toContain('977 KB');
    const upload = vi.spyOn(globalThis, 'fetch');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(1_000_000)], 'logo.jpg', { type: 'image/jpeg' }));
    const field = screen.getByRole('button', { name: 'Template Logo' }).closest('.fui-Field') as HTMLElement;
    expect(within(field).getByText('Please upload only files under 1Mb')).toBeTruthy();
    await findToast('Please upload only files under 1mb');
    expect(upload).not.toHaveBeenCalled();
  });

  it('Cancel goes back to Survey Templates', async () => {
    const { user, router } = await renderCreate();
    await user.click(button('Cancel'));
    expect(router.state.location.pathname).toBe('/survey/templates');
  });
});

describe('Edit Survey template (spec 001 §2: tabs Template and Questions; Cancel and Update)', () => {
  it('shows the saved template in the Template tab and its questions in the Questions tab', async () => {
    const { user } = await renderEdit();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Template' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Questions' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Template Name/ }) as HTMLInputElement).value).toBe('Post-event feedback');
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('es');
    expect((screen.getByRole('checkbox', { name: 'Is Anonymous?' }) as HTMLInputElement).checked).toBe(true);
    expect(button('Update').disabled).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    const question = await screen.findByRole('textbox', { name: /Question Text/ });
    expect((question as HTMLInputElement).value).toBe('How was the talk?');
  });

  it('enables Update once something changed and sends updateSurveyTemplate with the id and the whole template', async () => {
    const { user, environment, router, findToast } = await renderEdit();
    const name = screen.getByRole('textbox', { name: /Template Name/ });
    await user.clear(name);
    await user.type(name, 'Post-event feedback 2026');
    expect(button('Update').disabled).toBe(false);
    await user.click(button('Update'));

    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUpdateSurveyTemplateMutation');
    expect(operation.request.variables.input).toMatchObject({
      id: 'SurveyTemplate:5',
      template: {
        name: 'Post-event feedback 2026',
        jobNumber: 'JOB-1',
        language: 'ES',
        privacyPolicyLink: 'https://example.com/privacy',
        isAnonymous: true,
        questions: [{ ref: 'q1', text: 'How was the talk?', type: 'FREE_TEXT', order: 10 }],
        skipLogic: [],
      },
    });
    await answerWith(environment, {});
    await findToast('Successfully updated');
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey/templates'));
  });

  it('opens the tab holding the first message when Update is refused by the rules (an emptied question)', async () => {
    const { user, environment } = await renderEdit();
    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    await user.clear(await screen.findByRole('textbox', { name: /Question Text/ }));
    await user.click(screen.getByRole('tab', { name: 'Template' }));
    await user.click(button('Update'));
    expect(await screen.findByText('Question text cannot be empty')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('goes back to Survey Templates when the template does not exist', async () => {
    const rendered = renderRoute(surveyTemplateEditRoute, { url: '/survey/edit/99', params: { surveyTemplateId: '99' } });
    await rendered.answer({ ...TENANT, Query: () => ({ surveyTemplate: null }) });
    await rendered.findToast('Survey template not found');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/survey/templates'));
  });

  it("asks 'You have made some changes' on Cancel with changes; Discard leaves", async () => {
    const { user, router } = await renderEdit();
    await user.type(screen.getByRole('textbox', { name: 'Job Number' }), '-B');
    await user.click(button('Cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'You have made some changes' });
    expect(router.state.location.pathname).toBe('/survey/edit/5');
    // jsdom only: Tabster may leave the dialog aria-hidden (a modalizer of an earlier dialog it still takes for the active
    // one), so its button is found by role whatever the accessibility tree says; Chromium (e2e) has no such state.
    await user.click(within(dialog).getByRole('button', { name: 'Discard', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey/templates'));
  });
});
