import { describe, expect, it } from 'vitest';
import { move, newField, newGroup, planSave, planUpdates, toConfigValues, type SavedGroup } from '../profileConfigSchema.ts';

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
  it('moves one place and stays at the ends', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('deletes, creates, then sends only what changed, with the final positions as weights', () => {
    const initial = toConfigValues(SAVED);
    const [attachments, travel] = initial.groups;
    const group = { ...newGroup(), name: 'Dietary', hiddenUserRoles: ['SPEAKER' as const] };
    const field = { ...newField(), name: 'Meal' };
    const values = {
      groups: [
        { ...travel!, name: 'Travel Preferences', fields: [{ ...travel!.fields[1]!, type: 'TEXTAREA' as const }, field] },
        { ...attachments!, hiddenUserRoles: ['FIELD_REP' as const] },
        group,
      ],
    };
    const plan = planSave(initial, values);
    expect(plan.deleteGroups).toEqual(['G3']);
    expect(plan.deleteFields).toEqual(['F10']);
    expect(plan.createGroups.map((g) => g.name)).toEqual(['Dietary']);
    expect(plan.createFields).toEqual([{ groupKey: travel!.key, field }]);

    // As stored after the writes: G3 and F10 gone, the new group last (4), the new field last in Travel (3).
    const stored = [
      { internalId: 1, name: 'Attachments', weight: 1, fields: [] },
      {
        internalId: 2,
        name: 'Travel',
        weight: 2,
        fields: [
          { internalId: 11, weight: 2 },
          { internalId: 12, weight: 3 },
        ],
      },
      { internalId: 4, name: 'Dietary', weight: 4, fields: [] },
    ];
    const ids = new Map([
      [group.key, 4],
      [field.key, 12],
    ]);
    expect(planUpdates(initial, values, stored, ids)).toEqual({
      groups: [
        { groupId: 2, name: 'Travel Preferences', weight: 1 },
        { groupId: 1, hiddenUserRoles: ['FIELD_REP'], weight: 2 },
        { groupId: 4, weight: 3 },
      ],
      fields: [
        { fieldId: 11, type: 'TEXTAREA', weight: 1 },
        { fieldId: 12, weight: 2 },
      ],
    });
  });

  it('plans nothing when nothing changed', () => {
    const initial = toConfigValues(SAVED);
    expect(planSave(initial, initial)).toEqual({ deleteFields: [], deleteGroups: [], createGroups: [], createFields: [] });
    expect(planUpdates(initial, initial, SAVED, new Map())).toEqual({ groups: [], fields: [] });
  });
});
