import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../../../app/toast.tsx';
import { renderWithRelay, resolveWith } from '../../../../../__tests__/renderWithRelay.tsx';
import { SignInSheetDialog } from '../SignInSheetDialog.tsx';

afterEach(cleanup);

describe('SignInSheetDialog', () => {
  it('refuses Extra Pages above 20 with a message naming the maximum instead of cutting them to 20', async () => {
    const { user, environment } = renderWithRelay(
      <ToastProvider>
        <SignInSheetDialog open onClose={() => {}} />
      </ToastProvider>,
    );
    await resolveWith(environment, { SignInTemplate: () => ({ id: 'large', templateName: 'Large', description: null }) });
    const pages = screen.getByRole('spinbutton', { name: /Extra Pages/ }) as HTMLInputElement;
    await user.clear(pages);
    await user.type(pages, '99');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Extra Pages must be a whole number from 0 to 20')).toBeTruthy();
    expect(pages.value).toBe('99');
    const names = environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    expect(names).not.toContain('SignInSheetDialogUrlQuery');
  });
});
