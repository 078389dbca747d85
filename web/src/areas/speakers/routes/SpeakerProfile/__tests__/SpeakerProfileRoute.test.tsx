import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppViewer } from '../../../../../app/viewer.ts';
import { dialogGone, renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { speakerProfileRoute } from '../SpeakerProfileRoute.tsx';
import { zonedInstant } from '../../../../../shared/timezones.ts';

afterEach(cleanup);

const field = (id: number, name: string, type: string, value: string | null) => ({
  id: `SpeakerProfileField:${id}`,
  internalId: id,
  name,
  type,
  value,
});
const group = (id: number, name: string, gridArea: string | null, fields: ReturnType<typeof field>[], disabled = false) => ({
  id: `SpeakerProfileGroup:${id}`,
  internalId: id,
  name,
  weight: id,
  gridArea,
  locked: false,
  disabled,
  fields,
});

/** The demo's groups (api/src/areas/speakers/profileSeed.ts), in weight order, and one in a built-in card's area. */
const GROUPS = [
  group(1, 'Attachments', 'attachments', [field(1, 'Curriculum Vitae', 'FILE', null)]),
  group(2, 'Travel Preferences', 'travel-prefs', [field(3, 'Home Airport', 'TEXT', 'ORD')]),
  group(3, 'Preferred Speaking Days', 'blackout-dates', [field(5, 'Monday', 'BOOLEAN', '1'), field(6, 'Tuesday', 'BOOLEAN', '0')]),
  group(4, 'Internal Notes', null, [field(7, 'Compliance Notes', 'TEXTAREA', 'Fair market value review complete.')], true),
  group(5, 'Dietary Needs', 'info', [field(9, 'Diet', 'TEXT', 'Vegetarian')]),
];

/** The locked Attachments group with its one file. */
const ATTACHMENT_GROUPS = [group(1, 'Attachments', 'attachments', [field(1, 'Curriculum Vitae', 'FILE', '/files/demo/protected/a.pdf')])];

/** The profile of speaker 5 as `role` sees it in `product`, the custom groups as given. */
async function renderProfile(
  product: 'HIVE' | 'SPEAKER_PORTAL',
  groups = GROUPS,
  role = 'CLIENT_SPEAKER_PORTAL_ADMIN',
  events: Record<string, unknown>[] | null = null,
  /** The viewer's actions on speaker_profile_field_data besides READ. */
  profileActions: string[] = ['CREATE', 'UPDATE'],
  /** More of the speaker's fields (`cvUrl`, …). */
  speaker: Record<string, unknown> = {},
) {
  const permissions = [
    { entity: 'speaker', actions: ['READ'] },
    { entity: 'speaker_blackout_date', actions: ['READ'] },
    { entity: 'speaker_profile_field_data', actions: ['READ', 'UPDATE'] },
    // The events under the calendar are read only when the test gives some.
    ...(events ? [{ entity: 'event', actions: ['READ'] }] : []),
  ];
  const rendered = renderRoute(speakerProfileRoute, {
    params: { speakerId: '5' },
    viewer: { permissions } as unknown as AppViewer,
  });
  await rendered.answer({
    Query: () => ({ speakerProfileLayout: null }),
    Viewer: () => ({
      role,
      selectedProduct: product,
      speakerHidden: [],
      speakerDisabled: [],
      contractHidden: [],
      canUpdateSpeaker: false,
      canCreateContract: false,
      canUpdateContract: false,
      canDeleteContract: false,
      canCreateContractAddress: false,
      canUpdateContractAddress: false,
      canCreateBlackoutDate: false,
      canDeleteBlackoutDate: false,
      canCreateProfileValue: profileActions.includes('CREATE'),
      canUpdateProfileValue: profileActions.includes('UPDATE'),
      canDeleteProfileValue: profileActions.includes('DELETE'),
    }),
    Speaker: () => ({
      id: 'Speaker:5',
      firstName: 'Ada',
      lastName: 'Abbott',
      avatarImgUrl: null,
      blackoutDates: [],
      customProfile: groups,
      ...(events && { events }),
      ...speaker,
    }),
  });
  return rendered;
}

describe('Speaker profile: custom groups (spec 001 §2 "Speaker profile")', () => {
  it('speaker portal: preferred speaking days inside Blackout Dates, groups without a card area as cards under the grid', async () => {
    await renderProfile('SPEAKER_PORTAL');
    const blackout = await screen.findByRole('region', { name: 'Blackout Dates' });
    const days = within(blackout).getByRole('region', { name: 'Preferred Speaking Days' });
    expect(
      within(days)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Yes', 'No']);
    expect(screen.getByRole('region', { name: 'Travel Preferences' }).textContent).toContain('ORD');
    expect(screen.getByRole('region', { name: 'Additional Documents' })).toBeTruthy();

    // Under the grid, in weight order: Internal Notes (no grid area) and a group naming a built-in card's area.
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.slice(-2)).toEqual(['Internal Notes', 'Dietary Needs']);
    expect(screen.getByRole('region', { name: 'Internal Notes' }).textContent).toContain('Fair market value review complete.');
    // Disabled for the role: no Edit; the others have one.
    expect(screen.queryByRole('button', { name: 'Edit Internal Notes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Dietary Needs' })).toBeTruthy();
  });

  it('saves only the changed preferred speaking day', async () => {
    const { user, environment } = await renderProfile('SPEAKER_PORTAL', GROUPS, 'SPEAKER');
    const blackout = await screen.findByRole('region', { name: 'Blackout Dates' });
    await user.click(within(blackout).getByRole('button', { name: 'Edit Preferred Speaking Days' }));
    await user.click(await within(blackout).findByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(blackout).getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSaveSpeakerProfileValuesMutation');
    expect(operation.request.variables.input).toEqual({ speakerId: 'Speaker:5', values: [{ fieldId: 6, value: '1' }] });
  });

  it('a preferred speaking days group disabled for the role has no Edit', async () => {
    await renderProfile('SPEAKER_PORTAL', [
      group(3, 'Preferred Speaking Days', 'blackout-dates', [field(5, 'Monday', 'BOOLEAN', '1')], true),
    ]);
    const days = within(await screen.findByRole('region', { name: 'Blackout Dates' })).getByRole('region', {
      name: 'Preferred Speaking Days',
    });
    expect(within(days).queryByRole('button')).toBeNull();
  });

  it('hive: only Additional Documents; the portal-only groups are left out', async () => {
    await renderProfile('HIVE');
    expect(await screen.findByRole('region', { name: 'Additional Documents' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Blackout Dates' })).toBeTruthy();
    for (const name of ['Travel Preferences', 'Preferred Speaking Days', 'Internal Notes', 'Dietary Needs', 'Eligible Topics']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });
});

describe('Speaker profile: what each role is offered on the custom groups (issue 28 #9, #11)', () => {
  const CV = '/files/demo/protected/1b4e28ba-2fa1-11d2-883f-0016d3cca427.pdf';
  const ATTACHMENTS = [group(1, 'Attachments', 'attachments', [field(1, 'Curriculum Vitae', 'FILE', CV)])];

  it('read-only roles get no Edit and no Delete on any group', async () => {
    for (const role of ['MARKETING', 'USER', 'PROGRAM_ANALYST', 'FIELD_REP']) {
      await renderProfile('HIVE', ATTACHMENTS, role, null, []);
      const documents = await screen.findByRole('region', { name: 'Additional Documents' });
      expect(within(documents).getByRole('button', { name: 'Curriculum Vitae' })).toBeTruthy();
      expect(within(documents).queryByRole('button', { name: 'Edit Additional Documents' }), role).toBeNull();
      expect(within(documents).queryByRole('button', { name: 'Delete Curriculum Vitae' }), role).toBeNull();
      cleanup();
    }
  });

  it('Delete on a file for Admin, Speaker, System Admin and Speaker Liaison, not for a portal admin', async () => {
    for (const role of ['ADMIN', 'SPEAKER', 'SYSTEM_ADMIN', 'SPEAKER_LIAISON']) {
      await renderProfile('SPEAKER_PORTAL', ATTACHMENTS, role, null, ['CREATE', 'UPDATE', 'DELETE']);
      const documents = await screen.findByRole('region', { name: 'Additional Documents' });
      expect(within(documents).getByRole('button', { name: 'Edit Additional Documents' })).toBeTruthy();
      expect(within(documents).getByRole('button', { name: 'Delete Curriculum Vitae' }), role).toBeTruthy();
      cleanup();
    }
    await renderProfile('SPEAKER_PORTAL', ATTACHMENTS, 'CLIENT_SPEAKER_PORTAL_ADMIN', null, ['CREATE', 'UPDATE', 'DELETE']);
    const documents = await screen.findByRole('region', { name: 'Additional Documents' });
    expect(within(documents).getByRole('button', { name: 'Edit Additional Documents' })).toBeTruthy();
    expect(within(documents).queryByRole('button', { name: 'Delete Curriculum Vitae' })).toBeNull();
  });

  it('removes a file after its confirmation; Cancel keeps it', async () => {
    const { user, environment } = await renderProfile('SPEAKER_PORTAL', ATTACHMENTS, 'SPEAKER', null, ['CREATE', 'UPDATE', 'DELETE']);
    const documents = await screen.findByRole('region', { name: 'Additional Documents' });
    await user.click(within(documents).getByRole('button', { name: 'Delete Curriculum Vitae' }));
    const question = await screen.findByRole('dialog', { name: 'Delete attachment' }, { timeout: 5000 });
    expect(question.textContent).toContain('Curriculum Vitae will be deleted. Are you sure you want to proceed?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    const sent = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    expect(sent()).not.toContain('useSaveSpeakerProfileValuesMutation');

    await user.click(within(documents).getByRole('button', { name: 'Delete Curriculum Vitae' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete attachment' }, { timeout: 5000 })).getByRole('button', { name: 'Delete' }),
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSaveSpeakerProfileValuesMutation');
    expect(operation.request.variables.input).toEqual({ speakerId: 'Speaker:5', values: [{ fieldId: 1, value: null }] });
  });
});

describe('Speaker profile: texts cut while room is short (spec 001 §9)', () => {
  it('cuts an attachment text to 25 characters, its whole text kept as its name and tooltip', async () => {
    const long = 'Signed Speaker Agreement for 2031';
    await renderProfile('HIVE', [group(1, 'Attachments', 'attachments', [field(1, long, 'FILE', '/files/demo/protected/a.pdf')])]);
    const documents = await screen.findByRole('region', { name: 'Additional Documents' });
    const button = within(documents).getByRole('button', { name: long });
    expect(button.textContent).toBe('Signed Speaker Agreeme...');
    expect(button.title).toBe(long);
    // A short one is shown whole.
    cleanup();
    await renderProfile('HIVE', ATTACHMENT_GROUPS);
    expect((await screen.findByRole('button', { name: 'Curriculum Vitae' })).textContent).toBe('Curriculum Vitae');
  });

  it("cuts a card's title to 15 characters while the card is editing, the region keeping its whole name", async () => {
    const { user } = await renderProfile('SPEAKER_PORTAL', GROUPS, 'SPEAKER');
    const card = await screen.findByRole('region', { name: 'Travel Preferences' });
    expect(within(card).getByRole('heading').textContent).toBe('Travel Preferences');
    await user.click(within(card).getByRole('button', { name: 'Edit Travel Preferences' }));
    const heading = within(screen.getByRole('region', { name: 'Travel Preferences' })).getByRole('heading');
    expect(heading.textContent).toBe('Travel Prefe...');
    expect(heading.title).toBe('Travel Preferences');
  });
});

describe('Speaker profile: files download under their own names (issue 28 #20)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("View CV saves the file under the name it was uploaded with; one uploaded before names were kept as 'CV.pdf', never its uuid", async () => {
    const saved: string[] = [];
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response('%PDF-1.4', {
          headers: { 'content-disposition': `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf` },
        }),
      )
      .mockResolvedValueOnce(new Response('%PDF-1.4'));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderProfile('HIVE', GROUPS, 'ADMIN', null, ['CREATE', 'UPDATE'], {
      cvUrl: 'http://localhost/files/demo/protected/1b4e28ba-2fa1-11d2-883f-0016d3cca427.pdf',
    });
    const view = await screen.findByRole('button', { name: 'View CV' });
    await user.click(view);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    await user.click(view);
    await vi.waitFor(() => expect(saved).toEqual(['Lebenslauf Müller.pdf', 'CV.pdf']));
  });
});

describe('Speaker profile: Blackout Dates (spec 001 §4 "Blackout calendar")', () => {
  it("disables an event's day on its own zone's clock, as the service checks it", async () => {
    // The 10th of the month the calendar opens on, 23:30 in US/Pacific: the 11th in UTC and in the test's zone, if east.
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const startDate = new Date(zonedInstant(`${month}-10`, '23:30', 'US/Pacific')).toISOString();
    await renderProfile('HIVE', [], 'ADMIN', [
      { eventId: 'Event:9', internalId: 9, eventTitle: 'Late Dinner Program', startDate, zone: 'US/Pacific', status: 'CONFIRMED' },
    ]);
    const blackout = await screen.findByRole('region', { name: 'Blackout Dates' });
    const monthName = now.toLocaleString('en-US', { month: 'long' });
    const day = async (d: number) =>
      (await within(blackout).findByRole('button', { name: new RegExp(`^${d}, ${monthName}, ${now.getFullYear()}`) })) as HTMLButtonElement;
    expect((await day(10)).disabled).toBe(true);
    expect((await day(11)).disabled).toBe(false);
    // The events table shows the same day.
    // The table loads after the calendar (its own chunk): wait for its row as a person would.
    expect((await within(blackout).findByRole('row', { name: /Late Dinner Program/ })).textContent).toContain(
      `${month.slice(5)}/10/${now.getFullYear()}`,
    );
  });
});

describe("Speaker profile: spec 001 §8's texts for the custom groups and the trainings", () => {
  it("says 'Updated' after a custom group's save, 'Attachment Updated' when only its files changed", async () => {
    const { user, environment, findToast } = await renderProfile('SPEAKER_PORTAL', GROUPS, 'SPEAKER');
    const travel = await screen.findByRole('region', { name: 'Travel Preferences' });
    await user.click(within(travel).getByRole('button', { name: 'Edit Travel Preferences' }));
    const airport = await within(travel).findByLabelText('Home Airport');
    await user.clear(airport);
    await user.type(airport, 'MDW');
    await user.click(within(travel).getByRole('button', { name: 'Save' }));
    const saved = await vi.waitFor(() =>
      environment.mock.findOperation((op) => op.request.node.params.name === 'useSaveSpeakerProfileValuesMutation'),
    );
    await act(async () => environment.mock.resolve(saved, MockPayloadGenerator.generate(saved)));
    await findToast('Updated');

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ url: '/files/demo/protected/cv.pdf' }, { status: 201 }));
    const documents = screen.getByRole('region', { name: 'Additional Documents' });
    await user.click(within(documents).getByRole('button', { name: 'Edit Additional Documents' }));
    await vi.waitFor(() => expect(documents.querySelector('input[type=file]')).toBeTruthy());
    fireEvent.change(documents.querySelector('input[type=file]')!, {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    await user.click(within(documents).getByRole('button', { name: 'Save' }));
    const save = await vi.waitFor(() =>
      environment.mock.findOperation((op) => op.request.node.params.name === 'useSaveSpeakerProfileValuesMutation'),
    );
    expect(save.request.variables.input.values).toEqual([{ fieldId: 1, value: '/files/demo/protected/cv.pdf' }]);
    await act(async () => environment.mock.resolve(save, MockPayloadGenerator.generate(save)));
    await findToast('Attachment Updated');
    vi.restoreAllMocks();
  });

  it("says 'Failed to fetch custom fields' when the custom groups could not be read", async () => {
    const { findToast } = await renderProfile('SPEAKER_PORTAL', null as unknown as typeof GROUPS);
    await findToast('Failed to fetch custom fields');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says 'Failed to fetch trainings' in Eligible Topics when the trainings could not be read", async () => {
    const { environment, findToast } = await renderProfile('SPEAKER_PORTAL');
    const trainings = await vi.waitFor(() => environment.mock.findOperation((op) => op.request.node.params.name === 'TrainingRowsQuery'));
    await act(async () => environment.mock.resolve(trainings, { data: { speakerTrainings: null } }));
    const card = screen.getByRole('region', { name: 'Eligible Topics' });
    await vi.waitFor(() => expect(card.textContent).toContain('Failed to fetch trainings'));
    expect(card.textContent).not.toContain('No Records');
    await findToast('Failed to fetch trainings');
  });
});
