import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleErrors } from '../environment.ts';

afterEach(() => vi.restoreAllMocks());

describe('handleErrors: 422 answers', () => {
  it('go back one page only when the page\'s own load fails', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    handleErrors('EventEditRouteQuery', [{ message: 'Event 5 cannot be opened', extensions: { code: 'BAD_USER_INPUT', status: 422 } }]);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('stay where they happened for a dialog or a lookup (the Add Image URL): a form with unsaved input is never left', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    handleErrors('AddImageDialogProxyQuery', [{ message: 'Failed to download the file', extensions: { code: 'BAD_USER_INPUT', status: 422 } }]);
    handleErrors('useUpdateEventMutation', [{ message: 'Event 3 is synced from the CRM', extensions: { code: 'BAD_USER_INPUT', status: 422 } }]);
    expect(back).not.toHaveBeenCalled();
  });
});
