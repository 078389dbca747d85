import { afterEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../../routing/navigation.ts';
import { handleErrors } from '../environment.ts';

afterEach(() => vi.restoreAllMocks());

describe('handleErrors: 422 answers', () => {
  it("go back one page only when the page's own load fails", () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    handleErrors('EventEditRouteQuery', [{ message: 'Event 5 cannot be opened', extensions: { code: 'BAD_USER_INPUT', status: 422 } }]);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('stay where they happened for a dialog or a lookup (the Add Image URL): a form with unsaved input is never left', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    handleErrors('AddImageDialogProxyQuery', [
      { message: 'Failed to download the file', extensions: { code: 'BAD_USER_INPUT', status: 422 } },
    ]);
    handleErrors('useUpdateEventMutation', [
      { message: 'Event 3 is synced from the CRM', extensions: { code: 'BAD_USER_INPUT', status: 422 } },
    ]);
    expect(back).not.toHaveBeenCalled();
  });
});

describe('handleErrors: FORBIDDEN answers', () => {
  it("show the Forbidden page only when the route's own data is forbidden", () => {
    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    // A relation inside a row (the event owner, for a role that may not read field reps): the page stands.
    handleErrors('EventListRouteQuery', [
      {
        message: 'You do not have permission to read field_rep',
        path: ['events', 'edges', 0, 'node', 'fieldRep'],
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
    // A lookup beside the screen's list: hidden, the page stands.
    handleErrors('EventListRouteQuery', [
      { message: 'You do not have permission to read topic', path: ['topics'], extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(navigate).not.toHaveBeenCalled();
    // The list itself.
    handleErrors('EventListRouteQuery', [
      { message: 'You do not have permission to read event', path: ['events'], extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(navigate).toHaveBeenCalledWith('/forbidden');
  });
});

describe('handleErrors: fields a screen reports itself', () => {
  it("leaves a dotted field (the profile's custom groups) to its screen, the rest of the record to the handler", async () => {
    const toast = await import('../../app/toast.tsx');
    const notify = vi.spyOn(toast, 'notifyOutsideReact').mockImplementation(() => {});
    const navigate = vi.fn();
    navigation.setNavigator(navigate);
    handleErrors('SpeakerProfileRouteQuery', [
      { message: 'The service is unavailable', path: ['speaker', 'customProfile'], extensions: { code: 'UNAVAILABLE' } },
    ]);
    expect(notify).not.toHaveBeenCalled();
    handleErrors('SpeakerProfileRouteQuery', [{ message: 'Speaker 5 not found', path: ['speaker'], extensions: { code: 'NOT_FOUND' } }]);
    expect(notify).toHaveBeenCalledWith('error', 'Speaker 5 not found');
    handleErrors('SpeakerProfileRouteQuery', [
      { message: 'You do not have permission to read speaker', path: ['speaker'], extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(navigate).toHaveBeenCalledWith('/forbidden');
  });
});
