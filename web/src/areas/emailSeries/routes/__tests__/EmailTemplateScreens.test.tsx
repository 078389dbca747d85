import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { answerWith, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { emailTemplateAddRoute } from '../EmailTemplateAdd/EmailTemplateAddRoute.tsx';
import { emailTemplateEditRoute } from '../EmailTemplateEdit/EmailTemplateEditRoute.tsx';

afterEach(cleanup);

const TYPES = [
  { internalId: 1, type: 'registration-thank-you', name: 'Registration thank you', allowiCalFile: true },
  { internalId: 22, type: 'speaker-user-added', name: 'Speaker user added', allowiCalFile: false },
  { internalId: 23, type: 'speaker-profile-modified', name: 'Speaker profile modified', allowiCalFile: false },
  { internalId: 29, type: 'speaker-black-out-date-conflict', name: 'Blackout date conflict', allowiCalFile: false },
];

/** Add Email Template as a viewer of `role` sees it. */
async function renderAdd(role = 'ADMIN') {
  const rendered = renderRoute(emailTemplateAddRoute, { url: '/email-series/email-template/add' });
  await rendered.answer({ Viewer: () => ({ role }), Query: () => ({ emailTemplateTypes: TYPES }) });
  await screen.findByRole('textbox', { name: /^Name/ });
  return rendered;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Add Email Template (spec 002 §2.12, §3, §5)', () => {
  it("refuses an empty form with the spec's texts and focuses the first invalid field; defaults: active, 600 px", async () => {
    const { user, environment } = await renderAdd();
    expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: /^Width/ }) as HTMLInputElement).value).toBe('600');
    expect(select(/^Event Type/).value).toBe('');
    expect(within(select(/^Event Type/)).getAllByRole('option')[0]!.textContent).toBe('All event types');
    await user.click(button('Save'));
    expect(await screen.findByText(M.templateNameRequired)).toBeTruthy();
    expect(screen.getByText(M.subjectRequired)).toBeTruthy();
    expect(screen.getByText(M.typeRequired)).toBeTruthy();
    expect(document.activeElement).toBe(textbox(/^Name/));
    // The series is optional here (a template sent by hand): only the series form's sub-forms require it.
    expect(screen.queryByText(M.seriesRequired)).toBeNull();

    await user.type(textbox(/^CC/), 'desk@demo.test, not-an-address');
    await user.clear(screen.getByRole('spinbutton', { name: /^Width/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Width/ }), '100');
    await user.click(button('Save'));
    expect(await screen.findByText(M.ccInvalid)).toBeTruthy();
    expect(screen.getByText(M.widthRange)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('offers the iCal event only for a type that allows one, its title then required', async () => {
    const { user } = await renderAdd();
    await user.selectOptions(select(/^Type/), '22');
    expect(screen.queryByRole('switch', { name: 'Attach an iCal event' })).toBeNull();
    await user.selectOptions(select(/^Type/), '1');
    await user.click(screen.getByRole('switch', { name: 'Attach an iCal event' }));
    await user.click(button('Save'));
    expect(await screen.findByText(M.icalTitleRequired)).toBeTruthy();
  });

  it('shows Recipients only to an admin or a system admin, and only for the two types that take them', async () => {
    for (const role of ['ADMIN', 'SYSTEM_ADMIN']) {
      const { user } = await renderAdd(role);
      for (const [type, shown] of [
        ['1', false],
        ['22', false],
        ['23', true],
        ['29', true],
      ] as const) {
        await user.selectOptions(select(/^Type/), type);
        expect(!!screen.queryByRole('textbox', { name: /^Recipients/ }), `${role}, type ${type}`).toBe(shown);
      }
      await user.type(textbox(/^Recipients/), 'boss@demo.test, nobody');
      await user.click(button('Save'));
      expect(await screen.findByText(M.recipientInvalid)).toBeTruthy();
      cleanup();
    }
    for (const role of ['CLIENT_SPEAKER_PORTAL_ADMIN', 'USER']) {
      const { user } = await renderAdd(role);
      await user.selectOptions(select(/^Type/), '23');
      expect(screen.queryByRole('textbox', { name: /^Recipients/ }), role).toBeNull();
      cleanup();
    }
  });

  it("creates the template with what was entered and says 'Successfully created the email template'", async () => {
    const { user, environment, router, findToast } = await renderAdd();
    await user.type(textbox(/^Name/), ' Profile changed ');
    await user.selectOptions(select(/^Type/), '23');
    await user.type(textbox(/^Subject/), 'Your profile changed');
    await user.type(textbox(/^CC/), 'desk@demo.test; audit@demo.test');
    await user.type(textbox(/^Recipients/), 'boss@demo.test');
    await user.click(button('Save'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useEmailTemplateMutationsCreateMutation');
    expect(operation.request.variables.input).toEqual({
      emailSeriesId: null,
      template: {
        name: 'Profile changed',
        active: true,
        subject: 'Your profile changed',
        cc: ['desk@demo.test', 'audit@demo.test'],
        recipients: ['boss@demo.test'],
        body: '',
        preheader: null,
        width: 600,
        icalEvent: false,
        icalTitle: null,
        icalDescription: null,
        eventType: null,
        emailTemplateTypeId: 23,
      },
    });
    await answerWith(environment, { EmailTemplate: () => ({ id: 'EmailTemplate:40', name: 'Profile changed' }) });
    await findToast('Successfully created the email template');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-series/email-template/list'));
  });

  it("duplicates a template with its designer's work: the body in the form, the builder and blocks by designOf", async () => {
    const rendered = renderRoute(emailTemplateAddRoute, { url: '/email-series/email-template/add?duplicateTemplateId=40' });
    await rendered.answer({
      Viewer: () => ({ role: 'ADMIN' }),
      Query: () => ({ emailTemplateTypes: TYPES }),
      EmailTemplate: () => ({
        id: 'EmailTemplate:40',
        name: 'Designed',
        subject: 'Hi',
        body: '<p>V2</p>',
        emailTemplateTypeId: 22,
        cc: [],
        recipients: [],
        width: 600,
        eventType: null,
        preheader: null,
        icalEvent: false,
        icalTitle: null,
        icalDescription: null,
        active: true,
        emailSeries: null,
      }),
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1));
    expect(rendered.environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      designOf: 'EmailTemplate:40',
      template: { name: 'Designed', body: '<p>V2</p>' },
    });
  });
});

describe('Edit Email Template', () => {
  it('opens the designers, the one that made the body first and primary (spec 002 §2.14)', async () => {
    for (const [builder, first] of [
      ['V2', 'Open Designer V2'],
      [null, 'Open designer'],
    ] as const) {
      const rendered = renderRoute(emailTemplateEditRoute, {
        url: '/email-series/email-template/edit/40',
        params: { emailTemplateId: '40' },
      });
      await rendered.answer({
        Viewer: () => ({ role: 'ADMIN' }),
        Query: () => ({ emailTemplateTypes: TYPES }),
        EmailTemplate: () => ({
          id: 'EmailTemplate:40',
          internalId: 40,
          name: 'Designed',
          builder,
          emailTemplateTypeId: 22,
          cc: [],
          recipients: [],
        }),
      });
      const buttons = (await screen.findAllByRole('button', { name: /^Open designer|^Open Designer V2/ })).map((b) => b.textContent);
      expect(buttons[0], String(builder)).toBe(first);
      await rendered.user.click(screen.getByRole('button', { name: 'Open Designer V2' }));
      await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/email-template-designer-v2'));
      expect(rendered.router.state.location.search).toBe('?emailTemplateId=40');
      cleanup();
    }
  });

  it('says \'Invalid emailTemplateId "99"\' and goes back to the list for a template that does not exist', async () => {
    const rendered = renderRoute(emailTemplateEditRoute, {
      url: '/email-series/email-template/edit/99',
      params: { emailTemplateId: '99' },
    });
    await rendered.answer({ Viewer: () => ({ role: 'ADMIN' }), Query: () => ({ emailTemplateTypes: TYPES, emailTemplate: null }) });
    await rendered.findToast('Invalid emailTemplateId "99"');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/email-series/email-template/list'));
  });

  it("keeps Update disabled until something changed, and a user's update leaves the stored recipients alone", async () => {
    const rendered = renderRoute(emailTemplateEditRoute, {
      url: '/email-series/email-template/edit/40',
      params: { emailTemplateId: '40' },
    });
    expect(rendered.variables).toEqual({ emailTemplateId: 40, product: null });
    await rendered.answer({
      Viewer: () => ({ role: 'CLIENT_SPEAKER_PORTAL_ADMIN' }),
      Query: () => ({ emailTemplateTypes: TYPES }),
      EmailTemplate: () => ({
        id: 'EmailTemplate:40',
        internalId: 40,
        name: 'Profile changed',
        active: true,
        subject: 'Your profile changed',
        cc: [],
        recipients: ['boss@demo.test'],
        width: 640,
        emailTemplateTypeId: 23,
        eventType: 'live',
        emailSeries: { id: 'EmailSeries:5', name: 'Cardiology dinners' },
      }),
    });
    const { user, environment, findToast } = rendered;
    const update = (await screen.findByRole('button', { name: 'Update' })) as HTMLButtonElement;
    expect(screen.getByText('ID: 40')).toBeTruthy();
    expect(update.disabled).toBe(true);
    await user.type(textbox(/^Subject/), '!');
    expect(update.disabled).toBe(false);
    await user.click(update);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const input = environment.mock.getMostRecentOperation().request.variables.input;
    expect(input).toMatchObject({ id: 'EmailTemplate:40', emailSeriesId: 'EmailSeries:5' });
    expect(input.template).toMatchObject({ subject: 'Your profile changed!', width: 640, eventType: 'live', emailTemplateTypeId: 23 });
    expect(input.template).not.toHaveProperty('recipients');
    await answerWith(environment, { EmailTemplate: () => ({ id: 'EmailTemplate:40' }) });
    await findToast('Successfully updated the email template');
  });
});
