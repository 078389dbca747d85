import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { answerWith, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { emailSeriesAddRoute } from '../EmailSeriesAdd/EmailSeriesAddRoute.tsx';
import { emailSeriesEditRoute } from '../EmailSeriesEdit/EmailSeriesEditRoute.tsx';

afterEach(cleanup);

const TYPES = [
  { internalId: 1, type: 'registration-thank-you', name: 'Registration thank you', allowiCalFile: true },
  { internalId: 4, type: 'remind-event-tomorrow', name: 'Reminder: tomorrow', allowiCalFile: true },
];
const CONTEXT = { Viewer: () => ({ role: 'ADMIN' }), Query: () => ({ emailTemplateTypes: TYPES }) };

async function renderAdd(url = '/email-series/add') {
  const rendered = renderRoute(emailSeriesAddRoute, { url });
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const subform = () => screen.getByRole('group', { name: /^Template / });
const inSubform = (role: 'textbox' | 'combobox', name: RegExp) => within(subform()).getByRole(role, { name }) as HTMLInputElement;
const templateRows = () =>
  within(screen.getByRole('table', { name: 'Templates of the series' }))
    .getAllByRole('row')
    .slice(1);

/** The open sub-form's fields, once shown (they load when the first template opens). */
const subformFields = () => within(subform()).findByRole('textbox', { name: /^Name/ });

/** Fills the open sub-form: name, subject, type (its internal id) and event type ('' every event type). */
async function fillTemplate(user: ReturnType<typeof renderRoute>['user'], name: string, type: string, eventType = '') {
  await user.type(await subformFields(), name);
  await user.type(inSubform('textbox', /^Subject/), `${name} subject`);
  await user.selectOptions(inSubform('combobox', /^Type/), type);
  await user.selectOptions(inSubform('combobox', /^Event Type/), eventType);
}

describe('Add Email Series (spec 002 §2.11, §3, §5)', () => {
  it('gives a new template a temporary ID_ id and checks the open sub-form before another opens', async () => {
    const { user, answer } = await renderAdd();
    await answer(CONTEXT);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Cardiology dinners');
    await user.click(button('Add Template'));
    await subformFields();
    expect(within(subform()).getByText('ID: ID_1')).toBeTruthy();
    // The series is fixed in the sub-form: its name.
    expect(inSubform('textbox', /^Email Series/).value).toBe('Cardiology dinners');

    await user.click(button('Add Template'));
    expect(within(subform()).getByText(M.templateNameRequired)).toBeTruthy();
    expect(within(subform()).getByText(M.subjectRequired)).toBeTruthy();
    expect(within(subform()).getByText(M.typeRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(inSubform('textbox', /^Name/)));
    expect(templateRows()).toHaveLength(1);

    await fillTemplate(user, 'Thanks', '1');
    await user.click(button('Add Template'));
    expect(within(subform()).getByText('ID: ID_2')).toBeTruthy();
    expect(templateRows()).toHaveLength(2);
    expect(within(templateRows()[0]!).getByText('Registration thank you')).toBeTruthy();
    expect(within(templateRows()[0]!).getByText('All event types')).toBeTruthy();

    // Nor can the series be saved while the open sub-form fails its rules.
    await user.click(button('Save'));
    expect(await within(subform()).findByText(M.templateNameRequired)).toBeTruthy();
  });

  it("says 'Email Series cannot be empty' in a sub-form while the series has no name", async () => {
    const { user, answer } = await renderAdd();
    await answer(CONTEXT);
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    await fillTemplate(user, 'Thanks', '1');
    await user.click(button('Done'));
    expect(within(subform()).getByText(M.seriesRequired)).toBeTruthy();
  });

  it('shows the duplicates alert and does not save until the type or event type differs; then creates the series', async () => {
    const { user, answer, environment, router, findToast } = await renderAdd();
    await answer(CONTEXT);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Cardiology dinners');
    await user.click(button('Add Template'));
    await fillTemplate(user, 'Thanks', '1', 'live');
    await user.click(button('Add Template'));
    await fillTemplate(user, 'Thanks again', '1', 'live');
    expect(await screen.findByText(M.duplicates)).toBeTruthy();
    await user.click(button('Save'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText(M.duplicates).closest('[tabindex="-1"]')));
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.selectOptions(inSubform('combobox', /^Event Type/), 'virtual');
    await waitFor(() => expect(screen.queryByText(M.duplicates)).toBeNull());
    await user.click(button('Save'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useEmailSeriesMutationsCreateMutation');
    const template = (name: string, eventType: string) => ({
      id: null,
      template: {
        name,
        active: true,
        subject: `${name} subject`,
        cc: [],
        body: '',
        preheader: null,
        width: 600,
        icalEvent: false,
        icalTitle: null,
        icalDescription: null,
        eventType,
        emailTemplateTypeId: 1,
      },
    });
    expect(operation.request.variables.input).toEqual({
      product: null,
      series: { name: 'Cardiology dinners', emailTemplates: [template('Thanks', 'live'), template('Thanks again', 'virtual')] },
    });
    await answerWith(environment, { EmailSeries: () => ({ id: 'EmailSeries:9', name: 'Cardiology dinners' }) });
    await findToast('Successfully created a new Email Series');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-series/list'));
  });

  it("copies a series for duplicateSeriesId: its name, and its templates as new ones with their originals' designs", async () => {
    const { user, answer, variables, environment } = await renderAdd('/email-series/add?duplicateSeriesId=5');
    expect(variables).toEqual({ product: null, duplicate: true, duplicateId: 5 });
    await answer({
      ...CONTEXT,
      EmailSeries: () => ({ name: 'Cardiology dinners' }),
      EmailTemplate: () => ({
        id: 'EmailTemplate:40',
        name: 'Thanks',
        subject: 'Thank you',
        emailTemplateTypeId: 1,
        eventType: null,
        active: true,
        cc: [],
        recipients: [],
        width: 600,
      }),
    });
    expect(((await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement).value).toBe('Cardiology dinners');
    const rows = templateRows();
    expect(rows.length).toBeGreaterThan(0);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Edit Thanks' }));
    expect(within(subform()).getByText('ID: ID_1')).toBeTruthy();
    await user.click(button('Done'));
    await user.click(button('Save'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const sent = environment.mock.getMostRecentOperation().request.variables.input.series.emailTemplates;
    expect(sent[0]).toMatchObject({ id: null, designOf: 'EmailTemplate:40', template: { name: 'Thanks' } });
  });
});

describe('Edit Email Series', () => {
  it('says \'Invalid emailSeriesId "99"\' and goes back to the list for a series that does not exist', async () => {
    const rendered = renderRoute(emailSeriesEditRoute, { url: '/email-series/edit/99', params: { emailSeriesId: '99' } });
    await rendered.answer({ ...CONTEXT, Query: () => ({ emailTemplateTypes: TYPES, emailSeriesById: null }) });
    await rendered.findToast('Invalid emailSeriesId "99"');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/email-series/list'));
  });

  it('keeps Update disabled until something changed, then sends stored templates by their ids', async () => {
    const rendered = renderRoute(emailSeriesEditRoute, { url: '/email-series/edit/5', params: { emailSeriesId: '5' } });
    expect(rendered.variables).toEqual({ emailSeriesId: 5, product: null });
    await rendered.answer({
      ...CONTEXT,
      EmailSeries: () => ({ id: 'EmailSeries:5', internalId: 5, name: 'Cardiology dinners' }),
      EmailTemplate: () => ({
        id: 'EmailTemplate:12',
        internalId: 12,
        name: 'Thanks',
        subject: 'Thank you',
        emailTemplateTypeId: 1,
        eventType: null,
        active: true,
        cc: ['desk@demo.test'],
        recipients: [],
        width: 600,
        body: '<p>Hi</p>',
      }),
    });
    const { user, environment } = rendered;
    const update = (await screen.findByRole('button', { name: 'Update' })) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.click(within(templateRows()[0]!).getByRole('button', { name: 'Edit Thanks' }));
    expect(within(subform()).getByText('ID: 12')).toBeTruthy();
    await subformFields();
    await user.click(within(subform()).getByRole('switch', { name: 'Active' }));
    expect(update.disabled).toBe(false);
    await user.click(update);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const input = environment.mock.getMostRecentOperation().request.variables.input;
    expect(input.id).toBe('EmailSeries:5');
    expect(input.series.emailTemplates[0]).toMatchObject({
      id: 'EmailTemplate:12',
      template: { name: 'Thanks', active: false, cc: ['desk@demo.test'], body: '<p>Hi</p>' },
    });
  });
});
