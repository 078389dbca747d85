import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith, renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { userListRoute } from '../../routes/UserList/UserListRoute.tsx';

afterEach(cleanup);

const USERS = [
  {
    id: 'User:5',
    internalId: 5,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@demo.test',
    role: 'SPEAKER',
    roleName: 'Speaker',
    speaker: { speakerId: 'Speaker:50', active: true },
  },
  {
    id: 'User:6',
    internalId: 6,
    firstName: 'Bo',
    lastName: 'Brown',
    email: 'bo@demo.test',
    role: 'SPEAKER',
    roleName: 'Speaker',
    speaker: { speakerId: 'Speaker:60', active: false },
  },
  {
    id: 'User:7',
    internalId: 7,
    firstName: 'Cy',
    lastName: 'Clerk',
    email: 'cy@demo.test',
    role: 'MARKETING',
    roleName: 'Marketing',
    speaker: null,
  },
  {
    id: 'User:8',
    internalId: 8,
    firstName: 'Di',
    lastName: 'Chief',
    email: 'di@demo.test',
    role: 'SYSTEM_ADMIN',
    roleName: 'System Admin',
    speaker: null,
  },
];

/** User Management as an admin (every action on user, update on speaker) sees it. */
async function renderList() {
  const rendered = renderRoute(userListRoute, { url: '/users/list' });
  await rendered.answer({
    Viewer: () => ({ internalId: 1, role: 'ADMIN', canCreate: true, canUpdate: true, canDelete: true, canActivate: true }),
    UserConnection: () => ({ totalCount: USERS.length, edges: USERS.map((node) => ({ node })) }),
  });
  return rendered;
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Users table' }))
    .getByText(name)
    .closest('tr') as HTMLElement;
/** A service's refusal as the network layer throws it (the GraphQL errors in `source`). */
const refusal = (code: string) => Object.assign(new Error('refused'), { source: [{ message: 'refused', extensions: { code } }] });

describe('User Management: what an admin is offered', () => {
  it('offers neither Edit nor Delete on a user ranked above the viewer (the service would refuse both)', async () => {
    await renderList();
    expect(within(rowOf('Chief')).queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(within(rowOf('Clerk')).getByRole('button', { name: 'Edit Cy Clerk' })).toBeTruthy();
    expect(within(rowOf('Clerk')).getByRole('button', { name: 'Delete Cy Clerk' })).toBeTruthy();
  });
});

describe('User Management: Inactivate / Reactivate (spec 002 §1, §2.17, §8)', () => {
  it('offers them on speaker users only and asks before inactivating; Cancel sends nothing', async () => {
    const { user, environment } = await renderList();
    expect(within(rowOf('Lovelace')).getByRole('button', { name: 'Inactivate Ada Lovelace' })).toBeTruthy();
    expect(within(rowOf('Brown')).getByRole('button', { name: 'Reactivate Bo Brown' })).toBeTruthy();
    expect(within(rowOf('Brown')).getByText('Inactive')).toBeTruthy();
    expect(within(rowOf('Clerk')).queryByRole('button', { name: /activate/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Inactivate Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inactivate user' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to inactivate the user Ada Lovelace? They are signed out and cannot sign in until reactivated.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("inactivates on Inactivate: 'User inactivated successfully' and the row's Inactive mark", async () => {
    const { user, environment, findToast } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Inactivate Ada Lovelace' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Inactivate user' })).getByRole('button', { name: 'Inactivate' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetSpeakerActiveMutationsInactivateMutation');
    expect(operation.request.variables).toEqual({ input: { id: 'Speaker:50' } });
    await answerWith(environment, { Speaker: () => ({ id: 'Speaker:50', active: false }) });
    await findToast('User inactivated successfully');
    expect(within(rowOf('Lovelace')).getByText('Inactive')).toBeTruthy();
  });

  it('asks before reactivating and says why it failed: refused, speaker gone, or no answer at all', async () => {
    for (const [answer, text] of [
      [refusal('FORBIDDEN'), 'Failed to reactivate the user'],
      [refusal('NOT_FOUND'), 'Speaker ID not found'],
      [new Error('Network error'), 'Failed to toggle activation'],
    ] as const) {
      const { user, environment, findToast } = await renderList();
      await user.click(screen.getByRole('button', { name: 'Reactivate Bo Brown' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reactivate user' });
      expect(within(dialog).getByText('Are you sure you want to reactivate the user Bo Brown?')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('useSetSpeakerActiveMutationsReactivateMutation');
      expect(operation.request.variables).toEqual({ input: { id: 'Speaker:60' } });
      await act(async () => environment.mock.rejectMostRecentOperation(answer));
      await findToast(text);
      expect(screen.queryByText('User reactivated successfully')).toBeNull();
      cleanup();
    }
  });
});
