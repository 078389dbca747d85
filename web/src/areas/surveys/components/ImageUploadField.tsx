import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { QUESTION_MESSAGES as M } from '../../../../../api/src/areas/questions/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { FileDropZone } from '../../../shared/FileDropZone.tsx';
import { IMAGE_EXTENSIONS, unsupportedMessage, uploadFile } from '../../../shared/uploadImage.ts';

/** Spec 001 §9, 002 §9: a template logo or registration banner is strictly under 1,000,000 bytes. */
export const TEMPLATE_IMAGE_LIMIT = 1_000_000;

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: '8px' },
  current: { display: 'flex', alignItems: 'center', gap: '12px' },
  image: {
    maxHeight: '96px',
    maxWidth: '240px',
    objectFit: 'contain',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * A template's image (survey Template Logo, registration page banner): png, jpeg or jpg strictly under 1,000,000 bytes
 * ('Please upload only files under 1Mb' in the drop zone, once; `tooLargeAlert` raises the survey logo's alert
 * 'Please upload only files under 1mb' too, spec 001 §5), uploaded publicly as soon as it is chosen; a file the service
 * cannot read as an image says so ('Unsupported image format. {detail}', spec 000 §8), another failure says
 * 'Cannot upload the Image, please try again.'; the current image with Remove.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  tenantId,
  disabled,
  tooLargeAlert,
}: {
  label: string;
  value: string | null;
  onChange(url: string | null): void;
  tenantId: string;
  disabled?: boolean;
  /** A toast raised beside the drop zone's text when the file is too large (the survey logo's spec alert). */
  tooLargeAlert?: string;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const take = async (file: File) => {
    setError(null);
    setUploading(true);
    try {
      onChange(await uploadFile(file, tenantId, 'public', { tooLarge: M.logoTooLarge, unsupported: unsupportedMessage }));
    } catch (refusal) {
      const refused = (refusal as Error).message;
      const message = refused === M.logoTooLarge || refused.startsWith(unsupportedMessage('')) ? refused : M.uploadFailed;
      setError(message);
      if (message !== M.logoTooLarge) notify('error', message);
      else if (tooLargeAlert) notify('error', tooLargeAlert);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Field label={label} validationMessage={error ?? undefined} className={styles.field}>
      {value && (
        <div className={styles.current}>
          <img className={styles.image} src={value} alt={`${label} preview`} />
          <Button icon={<DeleteRegular />} disabled={disabled || uploading} onClick={() => onChange(null)}>
            Remove {label}
          </Button>
        </div>
      )}
      <FileDropZone
        label={label}
        extensions={IMAGE_EXTENSIONS}
        maxBytes={TEMPLATE_IMAGE_LIMIT - 1}
        limitText="under 1 MB"
        sizeMessage={M.logoTooLarge}
        disabled={disabled || uploading}
        onFile={(file) => void take(file)}
        onRefuse={(message) => tooLargeAlert && message === M.logoTooLarge && notify('error', tooLargeAlert)}
      />
    </Field>
  );
}
