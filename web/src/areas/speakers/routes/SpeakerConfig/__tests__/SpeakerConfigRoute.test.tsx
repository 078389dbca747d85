import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith, renderRoute } from '../../../../../__tests__/renderRoute.tsx';
import { speakerConfigRoute } from '../SpeakerConfigRoute.tsx';

afterEach(cleanup);

const field = (id: number, name: string, weight: number) => ({
  id: `ProfileFieldConfig:${id}`,
  internalId: id,
  name,
  type: 'TEXT',
  weight,
});
const group = (id: number, name: string, weight: number, fields: ReturnType<typeof field>[]) => ({
  id: `ProfileGroupConfig:${id}`,
  internalId: id,
  name,
  weight,
  locked: false,
  hiddenUserRoles: [],
  disabledUserRoles: [],
  fields,
});
const SAVED = [group(2, 'Travel Preferences', 1, [field(10, 'Airline', 1), field(11, 'Seat', 2)]), group(3, 'Old Notes', 2, [])];

async function renderConfig() {
  const rendered = renderRoute(speakerConfigRoute);
  await rendered.answer({ Query: () => ({ speakerProfileConfiguration: SAVED }) });
  return rendered;
}

const fieldNames = (name: string) =>
  within(screen.getByRole('list', { name: `Fields of ${name}` }))
    .getAllByRole('textbox', { name: 'Field name' })
    .map((input) => (input as HTMLInputElement).value);

describe('Speaker Profile Custom Fields: Save Changes', () => {
  it('sends every change in one saveSpeakerProfileConfiguration and shows its answer', async () => {
    const { environment, user } = await renderConfig();
    await user.click(screen.getByRole('button', { name: 'Move Airline down' }));
    await user.click(screen.getByRole('button', { name: 'Add Group' }));
    await user.type(screen.getAllByRole('textbox', { name: /Group name/ })[2]!, 'Dietary Needs');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useProfileConfigMutationsSaveMutation');
    expect(operation.request.variables.input).toEqual({
      deleteGroupIds: [],
      deleteFieldIds: [],
      groups: [
        {
          groupId: 2,
          fields: [
            { fieldId: 11, weight: 1 },
            { fieldId: 10, weight: 2 },
          ],
        },
        { name: 'Dietary Needs', weight: 3, hiddenUserRoles: [], disabledUserRoles: [], fields: [] },
      ],
    });
    const answer = [
      group(2, 'Travel Preferences', 1, [field(11, 'Seat', 1), field(10, 'Airline', 2)]),
      group(3, 'Old Notes', 2, []),
      group(4, 'Dietary Needs', 3, []),
    ];
    await answerWith(environment, { ProfileConfigurationPayload: () => ({ configuration: answer }) });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true));
    expect(fieldNames('Travel Preferences')).toEqual(['Seat', 'Airline']);
    expect(screen.getByRole('list', { name: 'Fields of Dietary Needs' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('keeps the edits when the save is refused (nothing was written)', async () => {
    const { environment, user } = await renderConfig();
    await user.click(screen.getByRole('button', { name: 'Move Airline down' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('A group named Old Notes already exists')));
    expect(fieldNames('Travel Preferences')).toEqual(['Seat', 'Airline']);
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
