import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCARD_OR_SAVE, UnsavedChangesDialog } from '../UnsavedChangesDialog.tsx';

afterEach(cleanup);

function renderBlocked(message?: string) {
  const blocker = { state: 'blocked' as const, proceed: vi.fn(), reset: vi.fn(), location: null };
  const onSave = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <UnsavedChangesDialog blocker={blocker} onSave={onSave} message={message} />
    </FluentProvider>,
  );
  return { blocker, onSave, user: userEvent.setup() };
}

describe('UnsavedChangesDialog', () => {
  it("asks with the spec's texts", async () => {
    renderBlocked();
    // The dialog's code loads when it is first needed (ConfirmDialog).
    expect(await screen.findByRole('dialog', { name: 'You have made some changes' })).toBeTruthy();
    expect(screen.getByText('Are you sure you want to proceed without saving?')).toBeTruthy();
  });

  it("asks spec 000's text where the event form passes it", async () => {
    renderBlocked(DISCARD_OR_SAVE);
    expect(await screen.findByRole('dialog', { name: 'You have made some changes' })).toBeTruthy();
    expect(screen.getByText('Please discard or save changes first')).toBeTruthy();
    expect(screen.queryByText('Are you sure you want to proceed without saving?')).toBeNull();
  });

  it('keeps the person on the form on Escape: nothing is discarded', async () => {
    const { blocker, onSave, user } = renderBlocked();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(blocker.reset).toHaveBeenCalledTimes(1);
    expect(blocker.proceed).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves only on Discard, and saves on Save', async () => {
    const discard = renderBlocked();
    await discard.user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(discard.blocker.proceed).toHaveBeenCalledTimes(1);
    cleanup();
    const save = renderBlocked();
    await save.user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(save.onSave).toHaveBeenCalledTimes(1);
    expect(save.blocker.proceed).not.toHaveBeenCalled();
  });
});
