import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { ConfirmBody } from '../../../shared/ConfirmDialogSurface.tsx';
import { FileDropZone } from '../../../shared/FileDropZone.tsx';
import { TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';
import { useAssignTrainingMutation } from '../mutations/useAssignTrainingMutation.ts';
import { useCreateTrainingProgramMutation } from '../mutations/useCreateTrainingProgramMutation.ts';
import { useDeleteTrainingProgramMutation } from '../mutations/useDeleteTrainingProgramMutation.ts';
import { useDeleteTrainingVideoMutation } from '../mutations/useDeleteTrainingVideoMutation.ts';
import { useUpdateTrainingProgramMutation } from '../mutations/useUpdateTrainingProgramMutation.ts';
import { AssignFields } from './AssignFields.tsx';
import { ProgramFields, type TopicChoice } from './ProgramFields.tsx';
import {
  canSaveEdit,
  hasErrors,
  validateAssign,
  validateProgram,
  validateVideo,
  wizardSteps,
  type AssignValues,
  type Errors,
  type ProgramValues,
  type VideoValues,
} from './trainingRules.ts';
import {
  checkUploadSpeed,
  uploadEstimate,
  uploadTrainingVideo,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  videoDuration,
} from './trainingUploads.ts';

const useStyles = makeStyles({
  steps: { display: 'flex', gap: '16px', margin: 0, padding: 0, listStyle: 'none', marginBottom: '12px' },
  step: { color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** The program being edited (the Edit row action). */
export interface EditedProgram {
  id: string;
  values: ProgramValues;
}

const EMPTY_PROGRAM: ProgramValues = { programName: '', type: '', topicId: null, expirationDate: '' };
const EMPTY_VIDEO: VideoValues = { file: null, name: '', description: '' };
const EMPTY_ASSIGN: AssignValues = { assignment: null, speakerIds: [], dueDate: '' };

/**
 * The create training wizard (spec 002 §2.9, §4): Create, Upload (video trainings only), Assign; Next validates the
 * current step. The program is created when the Assign step is reached (after the upload for a video training), so
 * the Assign step can offer the speakers who may get it. Cancel (or Escape) after that asks, in place of the step,
 * whether to discard the training, and Discard deletes the program (and the video uploaded for it): Cancel cancels.
 * With `edit` it is the edit form: the Create step's fields and Save, enabled once something changed.
 */
export function TrainingWizardDialog({
  edit,
  topics,
  videoMaxBytes = VIDEO_MAX_BYTES,
  onClose,
  onChanged,
}: {
  edit?: EditedProgram | null;
  topics: readonly TopicChoice[];
  /** The service's limit (spec 002 §7's upload size limit call). */
  videoMaxBytes?: number;
  onClose(): void;
  onChanged(): void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [program, setProgram] = useState<ProgramValues>(edit?.values ?? EMPTY_PROGRAM);
  const [video, setVideo] = useState<VideoValues>(EMPTY_VIDEO);
  const [assign, setAssign] = useState<AssignValues>(EMPTY_ASSIGN);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  // The measured upload speed and the time the video will take (spec 002 §9's speed test), shown while it uploads.
  const [estimate, setEstimate] = useState<string | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ id: string; internalId: number; hasVideo: boolean } | null>(null);
  // Cancel once the program exists: the question shown in place of the step.
  const [discarding, setDiscarding] = useState(false);
  const [create] = useCreateTrainingProgramMutation();
  const [update] = useUpdateTrainingProgramMutation();
  const [assignTraining] = useAssignTrainingMutation();
  const [removeProgram] = useDeleteTrainingProgramMutation();
  const [removeVideo] = useDeleteTrainingVideoMutation();
  const steps = wizardSteps(program.type);
  const current = edit ? 'Create' : steps[step];
  // Editing, the expiration must be in the future only when it changes (an expired program can be renamed).
  const checkProgram = () => validateProgram(program, undefined, edit?.values.expirationDate);
  const programErrors = shown.Create ? checkProgram() : {};
  const videoErrors: Errors<VideoValues> = shown.Upload ? validateVideo(video) : {};
  const assignErrors = shown.Assign ? validateAssign(assign, program.topicId != null) : {};

  const createProgram = async (videoId: number | null) => {
    const answer = await new Promise<{ id: string; internalId: number; hasVideo: boolean } | null>((resolve) =>
      create({
        variables: {
          input: {
            programName: program.programName.trim(),
            type: program.type as Exclude<ProgramValues['type'], ''>,
            topicId: program.topicId,
            expirationDate: program.expirationDate,
            videoId,
          },
        },
        onCompleted: (response, errors) => {
          const p = response.createTrainingProgram?.program;
          resolve(!errors?.length && p ? { id: p.id, internalId: p.internalId, hasVideo: videoId !== null } : null);
        },
        onError: () => resolve(null),
      }),
    );
    if (!answer) {
      notify('error', M.createFailed);
      return false;
    }
    setCreated(answer);
    onChanged();
    return true;
  };

  const next = async () => {
    if (current === 'Create') {
      setShown((s) => ({ ...s, Create: true }));
      if (hasErrors(checkProgram())) return;
      if (program.type === 'VIDEO') return setStep(1);
      setBusy(true);
      const ok = created ? true : await createProgram(null);
      setBusy(false);
      if (ok) setStep(steps.indexOf('Assign'));
      return;
    }
    if (current === 'Upload') {
      setShown((s) => ({ ...s, Upload: true }));
      if (hasErrors(validateVideo(video)) || !video.file) return;
      setBusy(true);
      setUploadError(undefined);
      try {
        const durationInSeconds = await videoDuration(video.file).catch(() => null);
        if (durationInSeconds === null) return notify('error', M.videoMetadata);
        const bitsPerSecond = await checkUploadSpeed();
        if (bitsPerSecond === null) return notify('error', M.uploadSpeedFailed);
        setEstimate(uploadEstimate(video.file.size, bitsPerSecond));
        setProgress(0);
        const videoId = await uploadTrainingVideo(
          { file: video.file, name: video.name.trim(), description: video.description.trim(), durationInSeconds },
          setProgress,
        ).catch((error: Error) => {
          // The spec's text as the alert; the service's reason (too large, not a video) under the field.
          notify('error', M.uploadFailed);
          setUploadError(error.message === M.uploadFailed ? undefined : error.message);
          setProgress(null);
          return null;
        });
        if (videoId !== null && (await createProgram(videoId))) setStep(steps.indexOf('Assign'));
      } finally {
        setBusy(false);
      }
    }
  };

  const finish = async () => {
    setShown((s) => ({ ...s, Assign: true }));
    if (hasErrors(validateAssign(assign, program.topicId != null))) return;
    if (!created) return notify('error', M.trainingIdMissing);
    setBusy(true);
    const ok = await commitAsync(assignTraining, {
      input: {
        programId: created.id,
        dueDate: assign.dueDate,
        assignment: assign.assignment,
        speakerIds: assign.assignment === 'SPEAKERS' ? assign.speakerIds : null,
      },
    });
    setBusy(false);
    if (!ok) return notify('error', M.assignWizardFailed);
    notify('success', M.created);
    onChanged();
    onClose();
  };

  const save = async () => {
    setShown((s) => ({ ...s, Create: true }));
    if (!edit || hasErrors(checkProgram())) return;
    setBusy(true);
    const ok = await commitAsync(update, {
      input: {
        id: edit.id,
        programName: program.programName.trim(),
        type: program.type === '' ? null : program.type,
        topicId: program.topicId,
        expirationDate: program.expirationDate,
      },
    });
    setBusy(false);
    if (!ok) return;
    notify('success', M.programUpdated);
    onChanged();
    onClose();
  };

  const cancel = () => (created && !edit ? setDiscarding(true) : onClose());
  // The video uploaded in this wizard goes first (deleting a program keeps its video), then the program.
  const discard = async () => {
    if (!created || busy) return;
    setBusy(true);
    const videoGone = !created.hasVideo || (await commitAsync(removeVideo, { input: { programId: created.id } }));
    // Asked again after a refusal, only what is left is deleted.
    if (videoGone && created.hasVideo) setCreated({ ...created, hasVideo: false });
    const ok = videoGone && (await commitAsync(removeProgram, { input: { id: created.id } }));
    setBusy(false);
    onChanged();
    if (!ok) {
      setDiscarding(false);
      return notify('error', M.programDeleteFailed);
    }
    notify('success', M.programDeleted);
    onClose();
  };

  const back = () => setStep((s) => Math.max(0, s - 1));
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && !busy && (discarding ? setDiscarding(false) : cancel())}>
      <DialogSurface>
        {discarding ? (
          <ConfirmBody
            title="Discard training"
            confirmLabel="Discard"
            cancelLabel="Keep editing"
            onCancel={() => setDiscarding(false)}
            onConfirm={() => void discard()}
          >
            '{program.programName.trim()}' is already saved, not yet assigned. Discard deletes it
            {created?.hasVideo ? ' and its uploaded video' : ''}.
          </ConfirmBody>
        ) : null}
        {/* Kept while the question shows (the step's values stay as they were), hidden and without its title. */}
        <DialogBody style={discarding ? { display: 'none' } : undefined}>
          {discarding ? null : <DialogTitle>{edit ? 'Edit training' : 'Create new training'}</DialogTitle>}
          <DialogContent className={styles.content}>
            {!edit ? (
              <ol className={styles.steps} aria-label="Steps">
                {steps.map((name, i) => (
                  <li key={name} className={i === step ? styles.current : styles.step} aria-current={i === step ? 'step' : undefined}>
                    {i + 1}. {name}
                  </li>
                ))}
              </ol>
            ) : null}
            {current === 'Create' ? (
              <ProgramFields
                values={program}
                errors={programErrors}
                topics={topics}
                typeLocked={!!created || edit?.values.type === 'VIDEO'}
                allowVideo={!edit}
                onChange={setProgram}
              />
            ) : null}
            {current === 'Upload' ? (
              <>
                <Field label="Video" required validationMessage={videoErrors.file ?? uploadError}>
                  <FileDropZone
                    label="Training video"
                    extensions={VIDEO_EXTENSIONS}
                    maxBytes={videoMaxBytes}
                    disabled={busy}
                    typeMessage={M.videoType}
                    onFile={(file) => {
                      setUploadError(undefined);
                      setVideo((v) => ({ ...v, file, name: v.name || file.name.replace(/\.[^.]+$/, '') }));
                    }}
                  />
                </Field>
                {video.file ? <span>{video.file.name}</span> : null}
                <Field label="Video Name" required validationMessage={videoErrors.name}>
                  <Input value={video.name} maxLength={255} onChange={(_e, d) => setVideo((v) => ({ ...v, name: d.value }))} />
                </Field>
                <Field label="Video Description" required validationMessage={videoErrors.description}>
                  <Textarea value={video.description} onChange={(_e, d) => setVideo((v) => ({ ...v, description: d.value }))} />
                </Field>
                {progress != null ? (
                  <Field label="Uploading" hint={estimate} validationMessage={`${progress}%`} validationState="none">
                    <ProgressBar value={progress / 100} aria-label="Upload progress" />
                  </Field>
                ) : null}
              </>
            ) : null}
            {current === 'Assign' && created ? (
              <AssignFields
                programInternalId={created.internalId}
                hasTopic={program.topicId != null}
                values={assign}
                errors={assignErrors}
                onChange={setAssign}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={cancel}>
              Cancel
            </Button>
            {edit ? (
              <Button appearance="primary" disabled={busy || !canSaveEdit(edit.id, edit.values, program)} onClick={() => void save()}>
                Save
              </Button>
            ) : current === 'Assign' ? (
              <Button appearance="primary" disabled={busy} onClick={() => void finish()}>
                Assign
              </Button>
            ) : (
              <>
                {step > 0 && !created ? (
                  <Button disabled={busy} onClick={back}>
                    Back
                  </Button>
                ) : null}
                <Button appearance="primary" disabled={busy} onClick={() => void next()}>
                  Next
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
