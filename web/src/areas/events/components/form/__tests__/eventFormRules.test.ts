import { describe, expect, it } from 'vitest';
import { zodValidate } from '../../../../../shared/zodFormik.ts';
import {
  changedFields,
  eventFormSchema,
  newEventValues,
  serverFieldErrors,
  toEventInput,
  type EventFormValues,
} from '../../eventFormSchema.ts';
import { venueLabel } from '../venueLabel.ts';

const validate = zodValidate<EventFormValues>(eventFormSchema());
const base = (): EventFormValues => ({ ...newEventValues(Date.UTC(2026, 10, 1)), shortName: 'E1', title: 'Program' });

describe('event form rules (spec 000 §5)', () => {
  it('cuts venue labels to 60 characters: 57 plus an ellipsis', () => {
    const long = venueLabel({
      name: 'The Grand Lakeshore Conference and Banquet Center',
      address: '1234 North Michigan Avenue',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60611',
    });
    expect(long).toHaveLength(60);
    expect(long).toBe('The Grand Lakeshore Conference and Banquet Center, 1234 N...');
    expect(venueLabel({ name: 'Bistro 1', address: null, city: 'Austin', state: 'TX', zipCode: '73301' })).toBe(
      'Bistro 1, Austin, TX 73301',
    );
  });

  it("places the service's text per field (a refused save's extensions.fields) under the form's fields", () => {
    expect(
      serverFieldErrors({
        title: 'Program Name must be at most 300 characters',
        startTime: 'Start Date is required',
        endTime: 'End Date must be after Start Date',
        'conference.url': 'Conference link must be a valid URL',
        'eventShareInfo.ogUrl': 'ogUrl must be a valid URL',
        'surveyTemplates.1.id': 'Survey Template is required',
        locationType: 'Location Type must be one of in-office, out-of-office, virtual, in-venue',
      }),
    ).toEqual({
      title: 'Program Name must be at most 300 characters',
      startDate: 'Start Date is required',
      endDate: 'End Date must be after Start Date',
      conferenceUrl: 'Conference link must be a valid URL',
      share: { ogUrl: 'ogUrl must be a valid URL' },
      surveyTemplates: [undefined, { id: 'Survey Template is required' }],
      locationType: 'Location Type must be one of in-office, out-of-office, virtual, in-venue',
    });
    expect(serverFieldErrors({ surveyTemplates: 'Survey Template is required' })).toEqual({
      surveyTemplates: [{ id: 'Survey Template is required' }],
    });
  });

  it('sends the location type, or null when none is chosen', () => {
    expect(toEventInput({ ...base(), locationType: 'IN_OFFICE' }).locationType).toBe('IN_OFFICE');
    expect(toEventInput(base()).locationType).toBeNull();
  });

  it('shows the texts of zip, replay, conference, share and survey rules', () => {
    const errors = validate({
      ...base(),
      locationZip: '1234',
      status: 'ON_DEMAND',
      replayUrl: 'replay',
      type: 'WEBINAR',
      conferenceUrl: 'meet.example.com',
      share: { ...base().share, ogUrl: 'example' },
      survey: true,
      surveyTemplates: [{ id: '', dueDate: '', dueTime: '' }],
      emailsEnabled: true,
      emailFromAddress: 'nobody',
    });
    expect(errors).toMatchObject({
      locationZip: 'Zip code must be exactly 5 digits',
      replayUrl: 'Please enter a valid URL (i.e. https://example.com)',
      conferenceUrl: 'Conference link must be a valid URL',
      share: { ogUrl: 'Please enter a valid URL (i.e. https://example.com)' },
      surveyTemplates: [{ id: 'Survey Template is required' }],
      emailFromAddress: 'From email has to be a valid email address',
    });
    // A live event has no webconference: its URL is not checked, and not sent.
    expect(validate({ ...base(), type: 'LIVE', conferenceUrl: 'meet.example.com' }).conferenceUrl).toBeUndefined();
    expect(toEventInput({ ...base(), type: 'LIVE', conferenceUrl: 'https://x.example.com' }).conference).toBeNull();
  });

  it('sends no venue for a virtual event, no meal unless live, and only the changed fields on update', () => {
    const venue = { id: 3, name: 'Hall' };
    expect(toEventInput({ ...base(), type: 'VIRTUAL', venue }).venueId).toBeNull();
    expect(toEventInput({ ...base(), type: 'HYBRID', venue, mealType: 'LUNCH' })).toMatchObject({ venueId: 3, mealType: null });
    const before = toEventInput(base());
    const after = toEventInput({ ...base(), speakers: [{ id: 7, name: 'A' }], locationCity: 'Chicago' });
    expect(changedFields(before, after)).toEqual({ speakerIds: [7], locationCity: 'Chicago' });
  });
});
