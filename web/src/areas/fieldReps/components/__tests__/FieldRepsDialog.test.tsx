import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { FieldRepsDialog } from '../FieldRepsDialog.tsx';

afterEach(cleanup);

async function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithRelay(<FieldRepsDialog title="Manage Event Owners" open onClose={onClose} />);
  // The list loads after the search's debounce.
  await act(() => vi.waitFor(() => expect(rendered.environment.mock.getAllOperations()).toHaveLength(1)));
  await resolveWith(rendered.environment, {
    FieldRepConnection: () => ({
      totalCount: 1,
      edges: [{ node: { id: 'rep-1', name: 'Dana Owner', email: 'dana@example.com', phone: null } }],
    }),
  });
  await screen.findByText('Dana Owner');
  return { ...rendered, onClose };
}

describe('Manage Event Owners (issue 28 #6)', () => {
  it('asks before Escape or Close throw away a changed rep; Escape on the question goes back to the form', async () => {
    const { user, onClose } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Edit Dana Owner' }));
    const form = screen.getByRole('form', { name: 'Edit field rep' });
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '5551234');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'You have made some changes' });
    expect(within(question).getByText('Are you sure you want to proceed without saving?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Manage Event Owners' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement).value).toBe('5551234');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'You have made some changes' })).getByRole('button', { name: 'Discard' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was changed', async () => {
    const { user, onClose } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'You have made some changes' })).toBeNull();
  });
});
