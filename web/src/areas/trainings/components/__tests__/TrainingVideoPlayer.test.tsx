import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../app/toast.tsx';
import { TrainingVideoPlayer, VOLUME_KEY, type TrainingVideoPlayerProps } from '../TrainingVideoPlayer.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** jsdom's media element plays nothing: its time, rate and play state are plain properties here. */
function fakeMedia(video: HTMLVideoElement) {
  const state = { currentTime: 0, playbackRate: 1, seeking: false, paused: true, volume: 1 };
  for (const key of Object.keys(state) as (keyof typeof state)[]) {
    Object.defineProperty(video, key, {
      configurable: true,
      get: () => state[key],
      set: (value) => {
        (state as Record<string, unknown>)[key] = value;
      },
    });
  }
  video.pause = vi.fn(() => {
    state.paused = true;
  });
  video.play = vi.fn(async () => {
    state.paused = false;
  });
  return state;
}

function renderPlayer(overrides: Partial<TrainingVideoPlayerProps> = {}) {
  const props: TrainingVideoPlayerProps = {
    src: '/training-videos/1',
    durationInSeconds: 100,
    savedProgress: 0,
    trackProgress: true,
    blockFastForward: true,
    impersonating: false,
    completed: false,
    started: true,
    onStart: vi.fn(async () => true),
    onSaveProgress: vi.fn(async () => true),
    onComplete: vi.fn(async () => true),
    ...overrides,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <ToastProvider>
        <TrainingVideoPlayer {...props} />
      </ToastProvider>
    </FluentProvider>,
  );
  const video = screen.getByLabelText('Training video') as HTMLVideoElement;
  const media = fakeMedia(video);
  return { props, video, media };
}

const playTo = (video: HTMLVideoElement, media: { currentTime: number }, until: number) => {
  for (let t = media.currentTime + 1; t <= until; t++) {
    media.currentTime = t;
    fireEvent.timeUpdate(video);
  }
};

describe('TrainingVideoPlayer', () => {
  it("resumes from the saved progress with 'Resuming from {time}'", async () => {
    const { video, media } = renderPlayer({ savedProgress: 75 });
    fireEvent.loadedMetadata(video);
    expect(media.currentTime).toBe(75);
    expect(await screen.findByText('Resuming from 1:15')).toBeTruthy();
  });

  it("puts the playback rate back to 1: 'Playback rate can not be changed'", async () => {
    const { video, media } = renderPlayer();
    media.playbackRate = 2;
    fireEvent.rateChange(video);
    expect(media.playbackRate).toBe(1);
    expect(await screen.findByText('Playback rate can not be changed')).toBeTruthy();
  });

  it("blocks seeking past the furthest point watched: 'Fast forward is disabled'; seeking back is allowed", async () => {
    const { video, media } = renderPlayer({ savedProgress: 10 });
    playTo(video, media, 12);
    media.currentTime = 80;
    fireEvent.seeking(video);
    expect(media.currentTime).toBe(12);
    expect(await screen.findByText('Fast forward is disabled')).toBeTruthy();
    media.currentTime = 3;
    fireEvent.seeking(video);
    expect(media.currentTime).toBe(3);
  });

  it('lets a non-speaker seek freely and tracks no progress', () => {
    const { video, media, props } = renderPlayer({ blockFastForward: false, trackProgress: false });
    media.currentTime = 80;
    fireEvent.seeking(video);
    expect(media.currentTime).toBe(80);
    fireEvent.ended(video);
    expect(props.onSaveProgress).not.toHaveBeenCalled();
    expect(screen.queryByText('I attest that I have watched the full training video as intended')).toBeNull();
  });

  it('records the start on the first play only, so that the first save (a twentieth in) counts the time since then', async () => {
    const { video, media, props } = renderPlayer({ durationInSeconds: 600, started: false });
    expect(props.onStart).not.toHaveBeenCalled();
    fireEvent.play(video);
    fireEvent.pause(video);
    fireEvent.play(video);
    expect(props.onStart).toHaveBeenCalledTimes(1);
    playTo(video, media, 31);
    expect(vi.mocked(props.onSaveProgress).mock.calls.map(([s]) => s)).toEqual([30]);
    await act(async () => undefined);
    fireEvent.play(video);
    expect(props.onStart).toHaveBeenCalledTimes(1);
  });

  it('records the start again on the next play when saving it failed; not when already started, completed or untracked', async () => {
    const failing = renderPlayer({ started: false, onStart: vi.fn(async () => false) });
    fireEvent.play(failing.video);
    await act(async () => undefined);
    fireEvent.play(failing.video);
    expect(failing.props.onStart).toHaveBeenCalledTimes(2);
    cleanup();
    for (const overrides of [{ started: true }, { started: false, completed: true }, { started: false, trackProgress: false }]) {
      const { video, props } = renderPlayer(overrides);
      fireEvent.play(video);
      expect(props.onStart, JSON.stringify(overrides)).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('saves progress about every twentieth of the duration', () => {
    const { video, media, props } = renderPlayer({ durationInSeconds: 100 });
    playTo(video, media, 16);
    expect(vi.mocked(props.onSaveProgress).mock.calls.map(([s]) => s)).toEqual([5, 10, 15]);
  });

  it("asks for the attestation at the end: Confirm completes ('Training completed'), Deny refuses", async () => {
    const { video, props } = renderPlayer({ durationInSeconds: 100 });
    fireEvent.ended(video);
    expect(props.onSaveProgress).toHaveBeenLastCalledWith(100);
    expect(screen.getByText('I attest that I have watched the full training video as intended')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Attestation denied, training not marked as complete')).toBeTruthy();
    expect(props.onComplete).not.toHaveBeenCalled();
    fireEvent.ended(video);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Training completed')).toBeTruthy();
  });

  it('does not let an impersonating user confirm', () => {
    const { video } = renderPlayer({ impersonating: true });
    fireEvent.ended(video);
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('An impersonated session cannot confirm the attestation')).toBeTruthy();
  });

  it('starts at volume 50, changes it by 10 with the arrow keys within 0–100, keeps it locally; space toggles play', () => {
    const { video, media } = renderPlayer();
    expect(screen.getByText('Volume 50')).toBeTruthy();
    fireEvent.keyDown(video, { key: 'ArrowUp' });
    expect(screen.getByText('Volume 60')).toBeTruthy();
    expect(localStorage.getItem(VOLUME_KEY)).toBe('60');
    for (let i = 0; i < 10; i++) fireEvent.keyDown(video, { key: 'ArrowUp' });
    expect(screen.getByText('Volume 100')).toBeTruthy();
    for (let i = 0; i < 12; i++) fireEvent.keyDown(video, { key: 'ArrowDown' });
    expect(screen.getByText('Volume 0')).toBeTruthy();
    fireEvent.keyDown(video, { key: ' ' });
    expect(media.paused).toBe(false);
    fireEvent.keyDown(video, { key: ' ' });
    expect(media.paused).toBe(true);
  });

  it('pauses when the tab is hidden', () => {
    const { video, media } = renderPlayer();
    media.paused = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(video.pause).toHaveBeenCalled();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });
});
