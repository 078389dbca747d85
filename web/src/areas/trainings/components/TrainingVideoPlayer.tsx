import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { progressInterval, resumingFrom, TRAINING_MESSAGES as M, VOLUME } from '../../../../../api/src/areas/trainings/contract.ts';
import { useNotify } from '../../../app/toast.tsx';

/** Where the player keeps the volume (spec 002 §9: default 50, saved locally). */
export const VOLUME_KEY = 'hive.trainingVideoVolume';

const useStyles = makeStyles({
  video: { width: '100%', maxWidth: '960px', backgroundColor: tokens.colorNeutralBackgroundInverted, display: 'block' },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface TrainingVideoPlayerProps {
  src: string;
  durationInSeconds: number;
  /** Saved progress in seconds (0 when none). */
  savedProgress: number;
  /** Progress is tracked only for a user with a speaker id (spec 002 §4). */
  trackProgress: boolean;
  /** Seeking past the saved progress is blocked for speakers. */
  blockFastForward: boolean;
  /** An impersonating user cannot confirm the attestation. */
  impersonating: boolean;
  /** Already completed: no attestation again. */
  completed: boolean;
  /** The start is recorded (the service measures the time watched before the first save from it). */
  started: boolean;
  /** Records the start (progress 0) on the first play; answers whether it was saved. */
  onStart(): Promise<boolean>;
  onSaveProgress(seconds: number): Promise<boolean>;
  /** The attestation's Confirm: answers whether the training was saved as completed. */
  onComplete(): Promise<boolean>;
}

const storedVolume = () => {
  const value = Number(globalThis.localStorage?.getItem(VOLUME_KEY));
  return Number.isFinite(value) && globalThis.localStorage?.getItem(VOLUME_KEY) !== null
    ? Math.min(VOLUME.max, Math.max(VOLUME.min, value))
    : VOLUME.initial;
};

/**
 * The training video (spec 002 §4, §9): records the start on the first play (the service counts the time watched from
 * it, so the first save, a twentieth of the duration later, passes), resumes from the saved progress ('Resuming from
 * {time}'), saves progress about every twentieth of the duration, keeps the playback rate at 1 ('Playback rate can not be changed'), blocks seeking
 * past the furthest point watched ('Fast forward is disabled'), pauses when the tab is hidden, and at the end asks for
 * the attestation. Volume 0–100 (default 50, kept in local storage): arrow keys ±10; space toggles play.
 */
export function TrainingVideoPlayer(props: TrainingVideoPlayerProps) {
  const styles = useStyles();
  const notify = useNotify();
  const video = useRef<HTMLVideoElement>(null);
  // The furthest point watched (seconds) and the last saved progress.
  const reached = useRef(props.savedProgress);
  const saved = useRef(props.savedProgress);
  // The start: recorded once, on the first play (again on a later play if saving it failed).
  const started = useRef(props.started);
  const [volume, setVolume] = useState(storedVolume);
  const [attesting, setAttesting] = useState(false);
  const [busy, setBusy] = useState(false);
  const interval = progressInterval(props.durationInSeconds);

  useEffect(() => {
    if (video.current) video.current.volume = volume / 100;
    globalThis.localStorage?.setItem(VOLUME_KEY, String(volume));
  }, [volume]);

  useEffect(() => {
    const pause = () => {
      if (document.hidden) video.current?.pause();
    };
    document.addEventListener('visibilitychange', pause);
    return () => document.removeEventListener('visibilitychange', pause);
  }, []);

  const save = (seconds: number) => {
    if (!props.trackProgress || seconds <= saved.current) return;
    saved.current = seconds;
    void props.onSaveProgress(seconds);
  };

  const onPlay = () => {
    if (!props.trackProgress || props.completed || started.current) return;
    started.current = true;
    void props.onStart().then((ok) => {
      if (!ok) started.current = false;
    });
  };
  // Resumes once the element has its metadata: on `loadedmetadata`, or at mount when the metadata came first. Opened
  // by a reload or a typed URL, the whole shell renders in one transition with the player, and a cached video's
  // `loadedmetadata` can fire before the player is committed, when React drops it (it started at 0:00, unsaid).
  const resumed = useRef(false);
  const resume = () => {
    const v = video.current;
    if (!v || resumed.current) return;
    resumed.current = true;
    if (props.savedProgress > 0 && props.savedProgress < props.durationInSeconds && !props.completed) {
      v.currentTime = props.savedProgress;
      notify('info', resumingFrom(props.savedProgress));
    }
  };
  const resumeAtMount = useEffectEvent(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) resume();
  });
  useEffect(() => resumeAtMount(), []);
  const onRateChange = () => {
    const v = video.current!;
    if (v.playbackRate !== 1) {
      v.playbackRate = 1;
      notify('warning', M.rateLocked);
    }
  };
  const onSeeking = () => {
    const v = video.current!;
    if (props.blockFastForward && !props.completed && v.currentTime > reached.current + 1) {
      v.currentTime = reached.current;
      notify('warning', M.fastForward);
    }
  };
  const onTimeUpdate = () => {
    const v = video.current!;
    if (v.seeking) return;
    if (v.currentTime <= reached.current + 2) reached.current = Math.max(reached.current, v.currentTime);
    const whole = Math.floor(reached.current);
    if (whole - saved.current >= interval) save(whole);
  };
  const onEnded = () => {
    reached.current = props.durationInSeconds;
    if (!props.trackProgress || props.completed) return;
    save(props.durationInSeconds);
    setAttesting(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const step = { ArrowUp: VOLUME.step, ArrowRight: VOLUME.step, ArrowDown: -VOLUME.step, ArrowLeft: -VOLUME.step }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setVolume((v) => Math.min(VOLUME.max, Math.max(VOLUME.min, v + step)));
    } else if (event.key === ' ') {
      event.preventDefault();
      const v = video.current!;
      if (v.paused) void v.play()?.catch(() => undefined);
      else v.pause();
    }
  };

  const confirm = async () => {
    setBusy(true);
    const ok = await props.onComplete();
    setBusy(false);
    if (ok) {
      setAttesting(false);
      notify('success', M.completed);
    }
  };
  const deny = () => {
    setAttesting(false);
    notify('error', M.attestationDenied);
  };

  return (
    <>
      <video
        ref={video}
        className={styles.video}
        src={props.src}
        controls
        controlsList="nodownload noplaybackrate"
        disablePictureInPicture
        preload="metadata"
        tabIndex={0}
        aria-label="Training video"
        data-volume={volume}
        onLoadedMetadata={resume}
        onPlay={onPlay}
        onRateChange={onRateChange}
        onSeeking={onSeeking}
        onTimeUpdate={onTimeUpdate}
        onEnded={onEnded}
        onKeyDown={onKeyDown}
        onVolumeChange={() => {
          const v = video.current;
          if (v && Math.round(v.volume * 100) !== volume) setVolume(Math.round(v.volume * 100));
        }}
      />
      <Text className={styles.note} size={200}>
        Volume {volume}
      </Text>
      <Dialog open={attesting} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Attestation</DialogTitle>
            <DialogContent>
              <p>{M.attestation}</p>
              {props.impersonating ? <p className={styles.note}>{M.impersonatedAttestation}</p> : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={deny} disabled={busy}>
                Deny
              </Button>
              <Button appearance="primary" onClick={() => void confirm()} disabled={busy || props.impersonating}>
                Confirm
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
