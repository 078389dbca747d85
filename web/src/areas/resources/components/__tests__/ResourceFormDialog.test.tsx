import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../__tests__/renderWithRelay.tsx';
import { ResourceFormDialog } from '../ResourceFormDialog.tsx';
import { EMPTY_RESOURCE, type ResourceFormValues } from '../resourceRules.ts';

afterEach(cleanup);

const GROUPS = [
  { id: 'g1', name: 'Contracts' },
  { id: 'g2', name: 'FAQ' },
];
const TOPICS = [{ internalId: 7, name: 'Cardiology' }];

function renderDialog(initialValues: ResourceFormValues = EMPTY_RESOURCE, editing = false) {
  const onSubmit = vi.fn(async (_values: ResourceFormValues) => true);
  const rendered = renderWithRelay(
    <ResourceFormDialog
      open
      editing={editing}
      initialValues={initialValues}
      groups={GROUPS}
      topics={TOPICS}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  return { ...rendered, onSubmit };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('Create Resource dialog', () => {
  it("refuses an empty form with the spec's rules and focuses the first error", async () => {
    const { user, onSubmit } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Resource type is required')).toBeTruthy();
    expect(screen.getByText('Choose a file or enter an https URL')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("wants an https link with a host ('format: {host}') and then creates", async () => {
    const { user, onSubmit } = renderDialog();
    await user.type(field('Name'), 'Portal');
    await user.selectOptions(field('Resource Type'), 'g2');
    await user.click(screen.getByRole('radio', { name: 'Link' }));
    await user.type(field('URL'), 'http://portal.example.com');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The hint reads 'format: …' from the start; the refusal says what is wrong.
    await vi.waitFor(() => expect(field('URL').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The URL must start with https:// and have a host such as www.example.com')).toBeTruthy();
    expect(screen.getAllByText('format: https://www.example.com')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field('URL'));
    await user.type(field('URL'), 'https://portal.example.com/a');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      fileName: 'Portal',
      groupId: 'g2',
      source: 'link',
      link: 'https://portal.example.com/a',
    });
  });

  it('offers this year and the next four, and the groups and topics', () => {
    renderDialog();
    const year = new Date().getUTCFullYear();
    const years = within(field('Year') as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toEqual(['No year', ...[0, 1, 2, 3, 4].map((i) => String(year + i))]);
    expect(
      within(field('Resource Type') as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a group', 'Contracts', 'FAQ']);
    expect(within(field('Topic') as HTMLElement).getByRole('option', { name: 'Cardiology' })).toBeTruthy();
  });

  it('refuses a file of another type before anything is sent', async () => {
    renderDialog();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'tool.exe', { type: 'application/octet-stream' })] } });
    expect(await screen.findByText('Only PDF, Word, PowerPoint, Excel, PNG and JPEG files are accepted')).toBeTruthy();
  });
});

describe('Edit Resource dialog', () => {
  it('enables Save only after a change and shows no file or link', async () => {
    const values = { ...EMPTY_RESOURCE, fileName: 'Guide', groupId: 'g1' };
    const { user, onSubmit } = renderDialog(values, true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Link' })).toBeNull();
    await user.type(field('PRC Code'), 'PRC-9');
    expect(save.disabled).toBe(false);
    await user.click(save);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
