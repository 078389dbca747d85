import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { FileDropZone } from '../../../shared/FileDropZone.tsx';
import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES, uploadTrainingCertificate } from './trainingUploads.ts';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: '12px' } });

/** The training whose certificate is uploaded. */
export interface CertifiedTraining {
  internalId: number;
  speakerName: string;
  programName: string;
}

/**
 * Training Management's certificate upload (spec 002 §8, §9): a PDF chosen or dropped on the shared drop zone (other
 * types are refused there, before anything is sent), sent on Upload ('No file selected' without one). Success:
 * 'Training completion certificate uploaded successfully'; a refusal: 'Error uploading training completion certificate'
 * with the service's reason under the field.
 */
export function CertificateUploadDialog({
  training,
  onClose,
  onUploaded,
}: {
  training: CertifiedTraining;
  onClose(): void;
  onUploaded(): void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    if (!file) {
      setError(M.noFile);
      return notify('error', M.noFile);
    }
    setBusy(true);
    try {
      await uploadTrainingCertificate(training.internalId, file);
    } catch (refusal) {
      setBusy(false);
      setError((refusal as Error).message);
      return notify('error', M.certificateUploadFailed);
    }
    setBusy(false);
    notify('success', M.certificateUploaded);
    onUploaded();
    onClose();
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Upload certificate</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {training.speakerName}, {training.programName}
            </Text>
            <Field label="Certificate (PDF)" required validationMessage={error}>
              <FileDropZone
                label="Certificate PDF"
                extensions={CERTIFICATE_EXTENSIONS}
                maxBytes={CERTIFICATE_MAX_BYTES}
                disabled={busy}
                typeMessage={M.certificatePdf}
                onFile={(chosen) => {
                  setFile(chosen);
                  setError(undefined);
                }}
                onRefuse={() => {
                  setFile(null);
                  setError(undefined);
                }}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void upload()}>
              Upload
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
