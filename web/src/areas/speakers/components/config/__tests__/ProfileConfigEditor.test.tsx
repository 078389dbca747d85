import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { ProfileConfigEditor } from '../ProfileConfigEditor.tsx';
import { toConfigValues, type ConfigValues, type SavedGroup } from '../profileConfigSchema.ts';

afterEach(cleanup);

const SAVED: SavedGroup[] = [
  {
    id: 'ProfileGroupConfig:2',
    internalId: 2,
    name: 'Travel Preferences',
    weight: 2,
    locked: false,
    hiddenUserRoles: [],
    disabledUserRoles: [],
    fields: [
      { id: 'ProfileFieldConfig:11', internalId: 11, name: 'Seat', type: 'TEXT', weight: 2 },
      { id: 'ProfileFieldConfig:10', internalId: 10, name: 'Airline', type: 'TEXT', weight: 1 },
    ],
  },
  {
    id: 'ProfileGroupConfig:1',
    internalId: 1,
    name: 'Attachments',
    weight: 1,
    locked: true,
    hiddenUserRoles: [],
    disabledUserRoles: [],
    fields: [{ id: 'ProfileFieldConfig:5', internalId: 5, name: 'W9', type: 'FILE', weight: 1 }],
  },
];

function renderEditor() {
  const onSave = vi.fn(async (_values: ConfigValues) => true);
  const rendered = renderWithRelay(<ProfileConfigEditor initialValues={toConfigValues(SAVED)} onSave={onSave} />);
  return { ...rendered, onSave };
}

const fieldNames = (group: string) =>
  within(screen.getByRole('list', { name: `Fields of ${group}` }))
    .getAllByRole('textbox', { name: 'Field name' })
    .map((input) => (input as HTMLInputElement).value);
const groupOrder = () => screen.getAllByRole('list').map((l) => l.getAttribute('aria-label'));
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
const resetButton = () => screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement;

describe('ProfileConfigEditor (spec 001 §2 "Custom profile fields configuration")', () => {
  it('shows groups and fields in their order; the locked group keeps its name, fields and existence', () => {
    renderEditor();
    expect(groupOrder()).toEqual(['Fields of Attachments', 'Fields of Travel Preferences']);
    const locked = screen.getByRole('group', { name: 'Attachments' });
    expect(within(locked).getByRole('img', { name: 'Locked' })).toBeTruthy();
    expect(within(locked).queryByRole('textbox', { name: /Group name/ })).toBeNull();
    expect(within(locked).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(locked).queryByRole('button', { name: /^Add Field/ })).toBeNull();
    expect((within(locked).getByRole('textbox', { name: 'Field name' }) as HTMLInputElement).disabled).toBe(true);
    expect(fieldNames('Travel Preferences')).toEqual(['Airline', 'Seat']);
    expect(saveButton().disabled).toBe(true);
    expect(resetButton().disabled).toBe(true);
  });

  it('moves fields and groups; Save Changes is enabled only while the order differs from the saved one', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Move Airline down' }));
    expect(fieldNames('Travel Preferences')).toEqual(['Seat', 'Airline']);
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move Airline up' }));
    expect(fieldNames('Travel Preferences')).toEqual(['Airline', 'Seat']);
    expect(saveButton().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move Up Travel Preferences' }));
    expect(groupOrder()).toEqual(['Fields of Travel Preferences', 'Fields of Attachments']);
    expect((screen.getByRole('button', { name: 'Move Up Travel Preferences' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(resetButton());
    expect(groupOrder()).toEqual(['Fields of Attachments', 'Fields of Travel Preferences']);
    expect(saveButton().disabled).toBe(true);
  });

  it('adds a group with fields: empty names are refused with the first one focused, then saved', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    await user.click(screen.getByRole('button', { name: 'Add Field to New group' }));
    await user.click(saveButton());
    expect(await screen.findByText('Group name is required')).toBeTruthy();
    expect(screen.getByText('Field name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: /Group name/ })[1]));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getAllByRole('textbox', { name: /Group name/ })[1]!, 'travel preferences');
    await user.click(saveButton());
    expect(await screen.findByText('A group named travel preferences already exists')).toBeTruthy();
    await user.clear(screen.getAllByRole('textbox', { name: /Group name/ })[1]!);
    await user.type(screen.getAllByRole('textbox', { name: /Group name/ })[1]!, 'Dietary Needs');
    await user.type(
      within(screen.getByRole('list', { name: 'Fields of Dietary Needs' })).getByRole('textbox', { name: 'Field name' }),
      'Allergies',
    );
    await user.selectOptions(
      within(screen.getByRole('list', { name: 'Fields of Dietary Needs' })).getByRole('combobox', { name: 'Field type' }),
      'Text Area',
    );
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0].groups[2]!;
    expect(saved).toMatchObject({
      internalId: null,
      name: 'Dietary Needs',
      fields: [{ internalId: null, name: 'Allergies', type: 'TEXTAREA' }],
    });
  });

  it('deletes a field at once and a group after confirmation; Reset brings both back', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete Seat' }));
    expect(fieldNames('Travel Preferences')).toEqual(['Airline']);
    await user.click(screen.getByRole('button', { name: 'Delete group Travel Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(within(dialog).getByText(/The group Travel Preferences and its fields will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Travel Preferences' })).toBeNull());
    expect(saveButton().disabled).toBe(false);
    await user.click(resetButton());
    expect(fieldNames('Travel Preferences')).toEqual(['Airline', 'Seat']);
    expect(saveButton().disabled).toBe(true);
  });
});
