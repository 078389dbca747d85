import { describe, expect, it } from 'vitest';
import { newField, newGroup, planSave, toConfigValues, type SavedGroup } from '../profileConfigSchema.ts';

const SAVED: SavedGroup[] = [
  {
    id: 'G1',
    internalId: 1,
    name: 'Attachments',
    weight: 1,
    locked: true,
    hiddenUserRoles: [],
    disabledUserRoles: [],
    fields: [],
  },
  {
    id: 'G2',
    internalId: 2,
    name: 'Travel',
    weight: 2,
    locked: false,
    hiddenUserRoles: [],
    disabledUserRoles: [],
    fields: [
      { id: 'F10', internalId: 10, name: 'Airline', type: 'TEXT', weight: 1 },
      { id: 'F11', internalId: 11, name: 'Seat', type: 'TEXT', weight: 2 },
    ],
  },
  { id: 'G3', internalId: 3, name: 'Old', weight: 3, locked: false, hiddenUserRoles: [], disabledUserRoles: [], fields: [] },
];

describe('Save Changes plan (profileConfigSchema)', () => {
  it('builds one input: removals, new groups and fields without ids, and only what changed, weights the final positions', () => {
    const initial = toConfigValues(SAVED);
    const [attachments, travel] = initial.groups;
    const group = { ...newGroup(), name: ' Dietary ', hiddenUserRoles: ['SPEAKER' as const], fields: [{ ...newField(), name: 'Diet' }] };
    const field = { ...newField(), name: 'Meal' };
    const values = {
      groups: [
        { ...travel!, name: 'Travel Preferences', fields: [{ ...travel!.fields[1]!, type: 'TEXTAREA' as const }, field] },
        { ...attachments!, hiddenUserRoles: ['FIELD_REP' as const] },
        group,
      ],
    };
    expect(planSave(initial, values, SAVED)).toEqual({
      deleteGroupIds: ['G3'],
      deleteFieldIds: ['F10'],
      groups: [
        {
          groupId: 2,
          name: 'Travel Preferences',
          weight: 1,
          fields: [
            { fieldId: 11, type: 'TEXTAREA', weight: 1 },
            { name: 'Meal', type: 'TEXT', weight: 2 },
          ],
        },
        { groupId: 1, hiddenUserRoles: ['FIELD_REP'], weight: 2 },
        {
          name: 'Dietary',
          weight: 3,
          hiddenUserRoles: ['SPEAKER'],
          disabledUserRoles: [],
          fields: [{ name: 'Diet', type: 'TEXT', weight: 1 }],
        },
      ],
    });
  });

  it('sends a moved group or field with its new weight only, and nothing when nothing changed', () => {
    const initial = toConfigValues(SAVED);
    const [attachments, travel, old] = initial.groups;
    const swapped = { groups: [{ ...travel!, fields: [travel!.fields[1]!, travel!.fields[0]!] }, attachments!, old!] };
    expect(planSave(initial, swapped, SAVED)).toEqual({
      deleteGroupIds: [],
      deleteFieldIds: [],
      groups: [
        {
          groupId: 2,
          weight: 1,
          fields: [
            { fieldId: 11, weight: 1 },
            { fieldId: 10, weight: 2 },
          ],
        },
        { groupId: 1, weight: 2 },
      ],
    });
    expect(planSave(initial, initial, SAVED)).toBeNull();
  });
});
