import { describe, expect, it } from 'vitest';
import { canSaveEdit, validateAssign, validateProgram, validateVideo, wizardSteps, type ProgramValues } from '../trainingRules.ts';

const NOW = new Date('2026-06-10T15:00:00Z');
const VALID: ProgramValues = { programName: 'Safety', type: 'CHECKBOX', topicId: null, expirationDate: '2026-07-01' };

describe('training rules (spec 002 §5)', () => {
  it("names each missing program field with the spec's text", () => {
    expect(validateProgram({ programName: ' ', type: '', topicId: null, expirationDate: '' }, NOW)).toEqual({
      type: 'Training Type is required',
      programName: 'Training name is required',
      expirationDate: 'Expiration date is required',
    });
  });

  it('wants the expiration after today', () => {
    expect(validateProgram({ ...VALID, expirationDate: '2026-06-10' }, NOW).expirationDate).toBe('Expiration date must be in the future');
    expect(validateProgram({ ...VALID, expirationDate: '2026-06-11' }, NOW)).toEqual({});
  });

  it('lets an expired program be edited while its expiration stays; a changed one must be in the future', () => {
    const expired = { ...VALID, programName: 'Renamed', expirationDate: '2026-05-01' };
    expect(validateProgram(expired, NOW, '2026-05-01')).toEqual({});
    expect(validateProgram({ ...expired, expirationDate: '2026-05-02' }, NOW, '2026-05-01').expirationDate).toBe(
      'Expiration date must be in the future',
    );
    expect(validateProgram({ ...expired, expirationDate: '2026-08-01' }, NOW, '2026-05-01')).toEqual({});
  });

  it('the upload step wants the video, its name and description', () => {
    expect(validateVideo({ file: null, name: '', description: '' })).toEqual({
      file: 'Video is required',
      name: 'Video name is required',
      description: 'Video description is required',
    });
  });

  it('has an Upload step only for video trainings', () => {
    expect(wizardSteps('VIDEO')).toEqual(['Create', 'Upload', 'Assign']);
    expect(wizardSteps('CHECKBOX')).toEqual(['Create', 'Assign']);
  });

  it('assignment: one choice, the topic only with a topic, selected speakers need one', () => {
    const base = { speakerIds: [], dueDate: '2026-06-20' };
    expect(validateAssign({ ...base, assignment: null }, true).assignment).toBe('Select at least one valid assignment type');
    expect(validateAssign({ ...base, assignment: 'TOPIC' }, false).assignment).toBe('Select at least one valid assignment type');
    expect(validateAssign({ ...base, assignment: 'TOPIC' }, true)).toEqual({});
    expect(validateAssign({ ...base, assignment: 'SPEAKERS' }, true).speakerIds).toBe('At least one speaker is required');
    expect(validateAssign({ ...base, assignment: 'SPEAKERS', speakerIds: [3] }, true)).toEqual({});
  });

  it('edit saves only with name, type and id, and a change', () => {
    expect(canSaveEdit('p1', VALID, VALID)).toBe(false);
    expect(canSaveEdit('p1', VALID, { ...VALID, programName: 'Safety 2' })).toBe(true);
    expect(canSaveEdit(null, VALID, { ...VALID, programName: 'Safety 2' })).toBe(false);
    expect(canSaveEdit('p1', VALID, { ...VALID, programName: '' })).toBe(false);
  });
});
