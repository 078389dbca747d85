import { cleanup, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor, RequestParameters, Variables } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES as M, MANUAL_EMAIL_ROLES } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { APP_ROUTES } from '../../../../routing/routes.tsx';
import { restRole } from '../../../users/components/userFormSchema.ts';
import { NEED_MESSAGES } from '../../components/trigger/manualTriggerValues.ts';
import { emailManualTriggerRoute } from '../EmailManualTrigger/EmailManualTriggerRoute.tsx';

afterEach(cleanup);

const type = (slug: string, name: string, audience: string, needs: string[]) => ({ type: slug, name, audience, needs });
const TEMPLATES = [
  {
    id: 'EmailTemplate:1',
    name: 'Thanks',
    emailTemplateType: type('registration-thank-you', 'Registration thank you', 'ATTENDEE', ['ATTENDEE']),
  },
  { id: 'EmailTemplate:2', name: 'Welcome', emailTemplateType: type('speaker-user-added', 'Speaker user added', 'SPEAKER', ['SPEAKER']) },
  {
    id: 'EmailTemplate:3',
    name: 'Blackout',
    emailTemplateType: type('speaker-black-out-date-conflict', 'Blackout date conflict', 'SPEAKER', ['SPEAKER', 'EVENT']),
  },
  {
    id: 'EmailTemplate:4',
    name: 'Due tomorrow',
    emailTemplateType: type('remind-training-due-tomorrow', 'Training due tomorrow', 'SPEAKER', ['SPEAKER_TRAINING']),
  },
];
const label = (t: (typeof TEMPLATES)[number]) => `${t.name} (${t.emailTemplateType.name})`;

/** Email Manual Trigger for a viewer of `role` (in a tenant with the registration pages on, unless not
 *  `registrationPages`); every later operation (lookups, preview, send) is answered from `resolvers` (and `answers`,
 *  which a test changes) and recorded. */
async function renderTrigger(role = 'ADMIN', answers: MockResolvers = {}, registrationPages = true) {
  const rendered = renderRoute(emailManualTriggerRoute, { url: '/email-manual-trigger' });
  const requests: { name: string; variables: Variables }[] = [];
  const resolvers: MockResolvers = {
    EmailTemplateConnection: () => ({ edges: TEMPLATES.map((node) => ({ node })) }),
    EventConnection: () => ({ edges: [{ node: { id: 'Event:11', internalId: 11, shortName: 'EVT-11', title: 'Heart Health' } }] }),
    EventAttendanceConnection: () => ({
      edges: [
        {
          node: {
            id: 'EventAttendance:7',
            attendee: { firstName: 'Jane', lastName: 'Doe', email: 'jane@demo.test' },
            event: { shortName: 'EVT-11' },
          },
        },
      ],
    }),
    SpeakerConnection: () => ({
      edges: [
        { node: { id: 'Speaker:5', firstName: 'Ava', lastName: 'Abbott', email: 'ava@demo.test', credentials: null, specialty: null } },
      ],
    }),
    SpeakerTrainingConnection: () => ({
      edges: [
        {
          node: {
            id: 'SpeakerTraining:3',
            dueDate: '2026-12-01',
            speaker: { firstName: 'Ava', lastName: 'Abbott' },
            program: { programName: 'Safety' },
          },
        },
      ],
    }),
  };
  const queue = (): void =>
    rendered.environment.mock.queueOperationResolver((operation: OperationDescriptor) => {
      queue();
      const { name } = operation.request.node.params as RequestParameters;
      requests.push({ name, variables: operation.request.variables });
      return MockPayloadGenerator.generate(operation, { ...resolvers, ...answers });
    });
  await rendered.answer({ Viewer: () => ({ role }), Tenant: () => ({ registrationPagesEnabled: registrationPages }) });
  queue();
  await screen.findByRole('combobox', { name: /^Email Template/ });
  const pick = async (field: RegExp, typed: string, option: string) => {
    const box = await screen.findByRole('combobox', { name: field });
    await rendered.user.clear(box);
    await rendered.user.type(box, typed);
    await rendered.user.click(await screen.findByRole('option', { name: option }));
  };
  return { ...rendered, requests, pick };
}

/** The Event field, not Event Attendee (its name carries ' *' where it is required). */
const EVENT = /^Event( \*)?$/;
const button = (name: string) => screen.getByRole('button', { name });
const shownNeeds = () => Object.values(NEED_MESSAGES).filter((text) => screen.queryByText(text));

describe('Email Manual Trigger (spec 002 §2.13, §5, §6, §8)', () => {
  it('is open to the roles that send e-mails by hand, the contract’s MANUAL_EMAIL_ROLES', () => {
    const route = APP_ROUTES.find((r) => r.path === '/email-manual-trigger');
    expect(route?.allowedRoles?.map(restRole)).toEqual([...MANUAL_EMAIL_ROLES]);
    expect(route?.permission).toEqual(['email_template', 'READ']);
  });

  it("refuses Send without a template ('Email template name cannot be empty') and focuses the template field", async () => {
    const { user, requests } = await renderTrigger();
    await user.click(button('Send'));
    expect(await screen.findByText(M.templateNameRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Email Template/ })));
    expect(requests.filter((r) => !r.name.includes('Lookups'))).toEqual([]);
  });

  it("offers no attendee's template with the registration pages turned off (their attendees are the feature's)", async () => {
    const { user } = await renderTrigger('ADMIN', {}, false);
    await user.type(screen.getByRole('combobox', { name: /^Email Template/ }), 'e');
    expect(await screen.findByRole('option', { name: label(TEMPLATES[1]!) })).toBeTruthy();
    expect(screen.queryByRole('option', { name: label(TEMPLATES[0]!) })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it("asks for what the template's type needs, each with the spec's text, and only that", async () => {
    const { user, pick, requests } = await renderTrigger();
    const cases: [number, string[]][] = [
      [0, [NEED_MESSAGES.ATTENDEE]],
      [1, [NEED_MESSAGES.SPEAKER]],
      [2, [NEED_MESSAGES.EVENT, NEED_MESSAGES.SPEAKER]],
      [3, [NEED_MESSAGES.SPEAKER_TRAINING]],
    ];
    for (const [index, messages] of cases) {
      await pick(/^Email Template/, 'e', label(TEMPLATES[index]!));
      await user.click(button('Send'));
      await waitFor(() => expect(shownNeeds().sort(), label(TEMPLATES[index]!)).toEqual([...messages].sort()));
    }
    expect(screen.queryByText(M.templateNameRequired)).toBeNull();
    // The training's message is under its field, which took the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Speaker Training/ })));
    expect(requests.map((r) => r.name).filter((n) => n === 'useTriggerEmailMutation' || n === 'emailPreviewQuery')).toEqual([]);
  });

  it('finds the attendee among the chosen event’s attendances and previews the message in a sandboxed frame', async () => {
    const { user, pick, requests } = await renderTrigger('ADMIN', {
      EmailPreview: () => ({
        success: true,
        previewHtml: '<p>Thank you, Jane</p>',
        subject: 'Thanks for registering',
        to: ['jane@demo.test'],
        error: null,
      }),
    });
    await pick(/^Email Template/, 'Thanks', label(TEMPLATES[0]!));
    expect(screen.queryByRole('checkbox', { name: 'Reset speaker user password' })).toBeNull();
    await pick(EVENT, 'EVT', 'EVT-11 — Heart Health');
    await pick(/^Event Attendee/, 'Jane', 'Jane Doe (jane@demo.test) — EVT-11');
    expect(requests.find((r) => r.name === 'manualTriggerLookupsAttendancesQuery')?.variables).toMatchObject({
      filters: { eventIds: [11] },
    });
    await user.click(button('Preview'));
    const frame = (await screen.findByTitle('Email message preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Thank you, Jane</p>');
    expect(screen.getByText('Thanks for registering')).toBeTruthy();
    expect(screen.getByText('jane@demo.test')).toBeTruthy();
    expect(requests.find((r) => r.name === 'emailPreviewQuery')?.variables).toEqual({
      input: {
        emailTemplateId: 'EmailTemplate:1',
        eventAttendanceId: 'EventAttendance:7',
        eventId: null,
        speakerId: null,
        speakerTrainingId: null,
        resetSpeakerUserPassword: false,
        recipients: null,
      },
    });
    await user.click(button('Hide Preview'));
    expect(screen.queryByRole('region', { name: 'Email preview' })).toBeNull();
  });

  it("says 'Error: {error}' when the preview is refused, 'Cannot generate this email preview.' without a reason", async () => {
    for (const [error, text] of [
      ['Speaker 5 does not exist', 'Error: Speaker 5 does not exist'],
      [null, 'Error: Cannot generate this email preview.'],
    ] as const) {
      const { user, pick } = await renderTrigger('ADMIN', {
        EmailPreview: () => ({ success: false, previewHtml: null, subject: null, to: [], error }),
      });
      await pick(/^Email Template/, 'Welcome', label(TEMPLATES[1]!));
      await pick(/^Speaker/, 'Ava', 'Ava Abbott (ava@demo.test)');
      await user.click(button('Preview'));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByTitle('Email message preview')).toBeNull();
      cleanup();
    }
  });

  it("sends with the password reset of a speaker type and says 'Email sent.'", async () => {
    const { user, pick, requests, findToast } = await renderTrigger('ADMIN', {
      TriggerEmailPayload: () => ({ success: true, error: null }),
    });
    await pick(/^Email Template/, 'Welcome', label(TEMPLATES[1]!));
    await pick(/^Speaker/, 'Ava', 'Ava Abbott (ava@demo.test)');
    await user.click(screen.getByRole('checkbox', { name: 'Reset speaker user password' }));
    await user.click(button('Send'));
    await findToast('Email sent.');
    expect(requests.find((r) => r.name === 'useTriggerEmailMutation')?.variables).toEqual({
      input: {
        emailTemplateId: 'EmailTemplate:2',
        eventAttendanceId: null,
        eventId: null,
        speakerId: 'Speaker:5',
        speakerTrainingId: null,
        resetSpeakerUserPassword: true,
        recipients: null,
      },
    });
  });

  it("says 'Error: {server message}' when the send is refused", async () => {
    const { user, pick, findToast } = await renderTrigger('ADMIN', {
      TriggerEmailPayload: () => ({ success: false, error: 'Speaker training 3 does not exist' }),
    });
    await pick(/^Email Template/, 'Due', label(TEMPLATES[3]!));
    await pick(/^Speaker Training/, 'Ava', 'Ava Abbott — Safety (due 12/01/2026)');
    await user.click(button('Send'));
    await findToast('Error: Speaker training 3 does not exist');
  });

  it('offers Custom Recipients to an admin on a type that takes them, checked and sent; not to a client speaker portal admin', async () => {
    const { user, pick, requests, findToast } = await renderTrigger('ADMIN', {
      TriggerEmailPayload: () => ({ success: true, error: null }),
    });
    await pick(/^Email Template/, 'Welcome', label(TEMPLATES[1]!));
    expect(screen.queryByRole('textbox', { name: /^Custom Recipients/ })).toBeNull();
    await pick(/^Email Template/, 'Blackout', label(TEMPLATES[2]!));
    await pick(/^Speaker/, 'Ava', 'Ava Abbott (ava@demo.test)');
    await pick(EVENT, 'EVT', 'EVT-11 — Heart Health');
    await user.type(screen.getByRole('textbox', { name: /^Custom Recipients/ }), 'boss@demo.test, nobody');
    await user.click(button('Send'));
    expect(await screen.findByText(M.recipientInvalid)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /^Custom Recipients/ }));
    await user.type(screen.getByRole('textbox', { name: /^Custom Recipients/ }), 'boss@demo.test; desk@demo.test');
    await user.click(button('Send'));
    await findToast('Email sent.');
    expect(requests.find((r) => r.name === 'useTriggerEmailMutation')?.variables.input).toMatchObject({
      emailTemplateId: 'EmailTemplate:3',
      eventId: 'Event:11',
      speakerId: 'Speaker:5',
      recipients: ['boss@demo.test', 'desk@demo.test'],
    });
    cleanup();

    const portalAdmin = await renderTrigger('CLIENT_SPEAKER_PORTAL_ADMIN');
    await portalAdmin.pick(/^Email Template/, 'Blackout', label(TEMPLATES[2]!));
    expect(screen.queryByRole('textbox', { name: /^Custom Recipients/ })).toBeNull();
  });
});
