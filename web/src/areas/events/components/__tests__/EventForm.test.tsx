import { cleanup, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventFormTestQueryNode, { type EventFormTestQuery } from '../../../../__generated__/EventFormTestQuery.graphql';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { EventForm } from '../EventForm.tsx';
import { newEventValues, type EventFormValues } from '../eventFormSchema.ts';

afterEach(cleanup);

const query = graphql`
  query EventFormTestQuery @relay_test_operation {
    ...EventForm_query
  }
`;

type Submit = (values: EventFormValues, onError: (error: Error) => void) => Promise<boolean>;

/** A complete new event (it passes the form's rules). */
const VALID: EventFormValues = { ...newEventValues(), shortName: 'EVT-9', title: 'Heart Health' };

interface Setup {
  values?: Partial<EventFormValues>;
  synced?: boolean;
  hiddenFields?: string[];
  onSubmit?: Submit;
}

/** The form over generated data: every tenant flag on, the viewer's hidden fields as given. */
async function renderForm({ values = {}, synced = false, hiddenFields = [], onSubmit = vi.fn<Submit>() }: Setup = {}) {
  const initialValues = { ...VALID, ...values };
  const rendered = renderWithQuery<EventFormTestQuery>(query, {}, (data) => (
    <EventForm query={data} initialValues={initialValues} submitLabel="Save" synced={synced} onSubmit={onSubmit} onCancel={() => {}} />
  ));
  await resolveWith(rendered.environment, {
    Boolean: (context) => context.name === 'flag',
    Viewer: () => ({ hiddenFields, disabledFields: [] }),
  });
  return { ...rendered, onSubmit };
}

/** A field's control by its label (a required field's label ends with an asterisk). */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const queryControl = (label: string) => screen.queryByLabelText(new RegExp(`^${label}\\s*\\*?$`));

/** The message shown under a field (what the field's control is described by). */
function messageOf(label: string) {
  const ids = control(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

const isDisabled = (label: string) => control(label).disabled;

describe('EventForm', () => {
  it('asks every field rep and every registration template for its selects (spec 001 §9: up to 1,000 and 3,000)', () => {
    const text = EventFormTestQueryNode.params.text ?? '';
    expect(text).toContain('fieldReps(first: -1)');
    expect(text).toContain('registrationTemplates(first: -1)');
  });

  it("shows the spec's required-field messages under their fields on submit, and does not save", async () => {
    const { user, onSubmit } = await renderForm({ values: { shortName: '', title: '', startDate: '', endDate: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf('Name')).toBe('Name is required');
    expect(messageOf('Program Name')).toBe('Program Name is required');
    expect(messageOf('Start Date')).toBe('Start Date is required');
    expect(messageOf('End Date')).toBe('End Date is required');
    expect(onSubmit).not.toHaveBeenCalled();
    // The first of them has the focus (FocusFirstError).
    expect(document.activeElement).toBe(control('Name'));
  });

  it('saves a complete event without any message', async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(messageOf('Name')).toBe('');
  });

  it("places the service's per-field messages (extensions.fields) under their fields", async () => {
    const refuse: Submit = async (_values, onError) => {
      const fields = {
        shortName: 'An event named EVT-9 already exists',
        startTime: 'Start Date must be in the future',
        locationZip: 'Zip code must be exactly 5 digits',
        'conference.url': 'Conference link must be a valid URL',
        'eventShareInfo.ogTitle': 'Title is too long',
      };
      onError(Object.assign(new Error('Validation failed'), { source: [{ message: 'Validation failed', extensions: { fields } }] }));
      return false;
    };
    const { user } = await renderForm({ values: { type: 'VIRTUAL' }, onSubmit: refuse });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf('Name')).toBe('An event named EVT-9 already exists');
    expect(messageOf('Start Date')).toBe('Start Date must be in the future');
    expect(messageOf('Zip')).toBe('Zip code must be exactly 5 digits');
    expect(messageOf('Conference URL')).toBe('Conference link must be a valid URL');
    expect(messageOf('OG Title')).toBe('Title is too long');
  });

  it("offers the location card's four location types", async () => {
    await renderForm();
    const options = within(control('Location Type')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['—', 'In-Office', 'Out-of-Office', 'Virtual', 'In-Venue']);
  });

  it('disables the CRM fields of a synced event, and not the Hive ones', async () => {
    await renderForm({ synced: true, values: { type: 'VIRTUAL' } });
    for (const crm of ['Name', 'Program Name', 'Start Date', 'End Time', 'Timezone', 'Type', 'Status', 'Topic', 'Event Owner']) {
      expect(isDisabled(crm), crm).toBe(true);
    }
    for (const crm of ['Location Type', 'Location Name', 'City', 'Zip']) expect(isDisabled(crm), crm).toBe(true);
    // The speakers' search field loads with its card (a stand-in of its size shows until then).
    expect(((await screen.findByRole('combobox', { name: 'Add Speaker' })) as HTMLInputElement).disabled).toBe(true);
    for (const hive of ['Notes', 'Conference URL', 'OG Title']) expect(isDisabled(hive), hive).toBe(false);
    for (const hive of ['Enable Survey', 'Enable Emails', 'Enable Registration']) {
      expect((screen.getByRole('switch', { name: hive }) as HTMLInputElement).disabled, hive).toBe(false);
    }
  });

  it('leaves every field editable for an event of Hive', async () => {
    await renderForm({ values: { type: 'VIRTUAL' } });
    for (const field of ['Name', 'Program Name', 'Start Date', 'Type', 'Event Owner', 'Location Type', 'City', 'Notes']) {
      expect(isDisabled(field), field).toBe(false);
    }
  });

  it("does not render the fields and cards hidden from the viewer's role", async () => {
    await renderForm({
      values: { type: 'VIRTUAL' },
      hiddenFields: ['notes', 'fieldRepId', 'locationType', 'locationZip', 'conference', 'eventShareInfo', 'speakers'],
    });
    for (const label of ['Notes', 'Event Owner', 'Location Type', 'Zip', 'Conference URL']) {
      expect(queryControl(label), label).toBeNull();
    }
    for (const card of ['Webconference', 'Share Info', 'Speakers']) expect(screen.queryByText(card), card).toBeNull();
    for (const shown of ['Name', 'Topic', 'City']) expect(control(shown)).toBeTruthy();
  });
});
