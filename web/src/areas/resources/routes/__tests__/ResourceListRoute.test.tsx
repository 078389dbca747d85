import { act, cleanup, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { handleErrors } from '../../../../relay/environment.ts';
import { resourceYears } from '../../../../../../api/src/areas/resources/contract.ts';
import { resourceListRoute } from '../ResourceListRoute.tsx';

afterEach(cleanup);

/** A resource of a year that is no longer a choice (the year rolled over since it was made). */
const EARLIER = resourceYears()[0]! - 2;
const RESOURCE = {
  id: 'Resource:5',
  internalId: 5,
  fileName: 'Launch deck',
  isLink: false,
  fileUrl: '/download/resource/download/5/Launch.pdf',
  previewUrl: '/download/resource/preview/5',
  previewable: true,
  displayFileName: 'Launch.pdf',
  group: { id: 'ResourceGroup:2' },
  groupName: 'Resources',
  expirationDate: null,
  expired: false,
  topicInternalId: null,
  topicName: null,
  year: EARLIER,
  prcCode: 'PRC-1',
};

async function renderList() {
  const rendered = renderRoute(resourceListRoute, { url: '/admin-resources' });
  await rendered.answer({
    Viewer: () => ({ role: 'ADMIN', canCreate: true, canUpdate: true, canDelete: true }),
    Query: () => ({
      resourceGroups: [
        { id: 'ResourceGroup:2', name: 'Resources' },
        { id: 'ResourceGroup:6', name: 'Archived' },
      ],
      topics: { edges: [] },
    }),
    ResourceConnection: () => ({ totalCount: 1, edges: [{ node: RESOURCE }] }),
  });
  return rendered;
}

/** The network layer's error of an answer with GraphQL errors (relay/environment.ts: `source` holds them). */
const answered = (message: string, status: number) =>
  Object.assign(new Error(message), {
    source: [{ message, extensions: { code: status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT', status } }],
  });

async function openMenuItem(user: ReturnType<typeof renderRoute>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: 'Actions for Launch deck' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Resources: the resource dialog and the archive (spec 002 §5, §8)', () => {
  it("edits a resource of an earlier year sending only what changed, and says 'Saved'", async () => {
    const { user, environment, findToast } = await renderList();
    await openMenuItem(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resource' });
    const year = within(dialog).getByLabelText('Year') as HTMLSelectElement;
    expect(year.value).toBe(String(EARLIER));
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('PRC Code'), '-B');
    expect(save.disabled).toBe(false);
    await user.click(save);
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.node.params.name).toBe('useUpdateResourceMutation');
    // Not the whole form: the year it keeps is not sent (the service would have to judge it against this year's choices).
    expect(update.request.variables.input).toEqual({ id: 'Resource:5', prcCode: 'PRC-1-B' });
    await act(async () => environment.mock.resolve(update, MockPayloadGenerator.generate(update)));
    await findToast('Saved');
    expect(screen.queryByRole('dialog', { name: 'Edit Resource' })).toBeNull();
  });

  it("says 'Unable to save' when the save fails and keeps the dialog open", async () => {
    const { user, environment, findToast } = await renderList();
    await openMenuItem(user, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resource' });
    await user.selectOptions(within(dialog).getByLabelText('Year'), String(resourceYears()[1]));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const update = environment.mock.getMostRecentOperation();
    expect(update.request.variables.input).toEqual({ id: 'Resource:5', year: resourceYears()[1] });
    await act(async () => environment.mock.reject(update, answered('Resource 5 not found', 404)));
    await findToast('Unable to save');
    expect(screen.getByRole('dialog', { name: 'Edit Resource' })).toBeTruthy();
  });

  const archive = async (user: ReturnType<typeof renderRoute>['user']) => {
    await openMenuItem(user, 'Archive');
    expect(await screen.findByRole('dialog', { name: 'Archive resource' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
  };

  it("says 'Resource archive unsuccessful' when the service refuses, with the service's reason", async () => {
    const { user, environment, findToast } = await renderList();
    await archive(user);
    const refused = environment.mock.getMostRecentOperation();
    expect(refused.request.node.params.name).toBe('useArchiveResourceMutation');
    expect(refused.request.variables.input).toEqual({ id: 'Resource:5' });
    await act(async () => environment.mock.reject(refused, answered("No group named 'Archived' found", 404)));
    await findToast('Resource archive unsuccessful');
    // The service's reason is shown too: the network layer shows it for this operation (no screen handles it instead).
    act(() => handleErrors('useArchiveResourceMutation', answered("No group named 'Archived' found", 404).source));
    await findToast("No group named 'Archived' found");
  });

  it("says 'Unable to archive resource' when the archive gets no answer", async () => {
    const { user, environment, findToast, container } = await renderList();
    await archive(user);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Network error')));
    await findToast('Unable to archive resource');
    expect(within(container.ownerDocument.body).queryByText('Resource archive unsuccessful')).toBeNull();
  });
});
