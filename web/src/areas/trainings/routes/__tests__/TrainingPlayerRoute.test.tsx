import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppViewer } from '../../../../app/viewer.ts';
import { renderRoute } from '../../../../__tests__/renderRoute.tsx';
import { trainingPlayerRoute } from '../TrainingPlayer/TrainingPlayerRoute.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SPEAKER = { role: 'SPEAKER', speakerId: 5, impersonating: null } as unknown as AppViewer;

describe('Training player route', () => {
  it("opened at its URL (a reload, a typed address) resumes from the saved progress: 'Resuming from 1:15'", async () => {
    // A reload renders the whole shell with the player: the (cached) video has its metadata before the player is
    // committed, and its `loadedmetadata` never reaches it. jsdom plays nothing: the element reports what it has.
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_METADATA);
    const seek = vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(() => undefined);
    const route = {
      ...trainingPlayerRoute,
      variables: (url: Parameters<typeof trainingPlayerRoute.variables>[0]) => trainingPlayerRoute.variables({ ...url, viewer: SPEAKER }),
    };
    const rendered = renderRoute(route, { url: '/training/program/3', params: { programId: '3' } });
    expect(rendered.variables).toEqual({ programId: 3, speakerId: 5, asSpeaker: true });
    await rendered.answer({
      Viewer: () => ({ role: 'SPEAKER', impersonating: null }),
      TrainingProgram: () => ({ programName: 'Onboarding' }),
      TrainingVideo: () => ({ name: 'Clip', description: 'Four minutes', durationInSeconds: 240, url: '/training-videos/3' }),
      SpeakerTraining: () => ({ completionDate: null, videoStartedAt: '2030-01-01T10:00:00.000Z', videoProgressDurationInSeconds: 75 }),
    });
    expect(screen.getByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    await rendered.findToast('Resuming from 1:15');
    expect(seek).toHaveBeenCalledWith(75);
  });
});
