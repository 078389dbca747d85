import { act, cleanup, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { resourceGroupsRoute } from '../ResourceGroupsRoute.tsx';

afterEach(cleanup);

const GROUPS = [
  { id: 'ResourceGroup:1', name: 'Contracts', weight: 1, url: null },
  { id: 'ResourceGroup:4', name: 'News', weight: 2, url: 'https://news.example.com' },
];

async function renderGroups() {
  const rendered = renderRoute(resourceGroupsRoute, { url: '/admin-resources/groups' });
  await rendered.answer({
    Viewer: () => ({ canCreate: true, canUpdate: true, canDelete: true }),
    Query: () => ({ resourceGroups: GROUPS }),
  });
  return rendered;
}

describe('Resource Groups (spec 002 §2.3, §5)', () => {
  it('shows Weight, Name, URL and the actions; deleting warns about the attachments', async () => {
    const { user } = await renderGroups();
    const table = screen.getByRole('table', { name: 'Resource groups table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Weight', 'Name', 'URL', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Delete News' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Delete group' })).getByText(
        'This will delete all attachments assigned to this group. Are you sure?',
      ),
    ).toBeTruthy();
  });

  it("edits inline: Save needs a change, an invalid URL makes it read 'Invalid URL', and only the changed field is sent", async () => {
    const { user, environment, findToast } = await renderGroups();
    await user.click(screen.getByRole('button', { name: 'Edit News' }));
    const save = () => screen.getByRole('button', { name: /^(Save News|Invalid URL)$/ }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    const url = screen.getByRole('textbox', { name: 'Group URL' });
    await user.clear(url);
    await user.type(url, 'not a url');
    expect(save().textContent).toBe('Invalid URL');
    expect(save().disabled).toBe(true);
    await user.clear(url);
    await user.type(url, 'https://press.example.com');
    expect(save().disabled).toBe(false);
    await user.click(save());
    const byUrl = environment.mock.getMostRecentOperation();
    expect(byUrl.request.variables.input).toEqual({ id: 'ResourceGroup:4', url: 'https://press.example.com' });
    await act(async () => environment.mock.resolve(byUrl, MockPayloadGenerator.generate(byUrl)));
    await findToast('Successfully updated');

    await user.click(screen.getByRole('button', { name: 'Edit Contracts' }));
    const name = screen.getByRole('textbox', { name: 'Group name' });
    await user.clear(name);
    expect((screen.getByRole('button', { name: 'Save Contracts' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, 'Speaker Contracts');
    await user.click(screen.getByRole('button', { name: 'Save Contracts' }));
    const byName = environment.mock.getMostRecentOperation();
    expect(byName.request.variables.input).toEqual({ id: 'ResourceGroup:1', name: 'Speaker Contracts' });
    await act(async () => environment.mock.resolve(byName, MockPayloadGenerator.generate(byName)));
    await findToast('Updated resource group name');
  });
});
