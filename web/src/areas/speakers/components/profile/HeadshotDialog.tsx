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
  Slider,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useNotify } from '../../../../app/toast.tsx';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import { useObjectUrl } from '../../../../shared/useObjectUrl.ts';
import { IMAGE_EXTENSIONS, unsupportedMessage, uploadFile } from '../../../../shared/uploadImage.ts';
import { croppedHeadshot, maxZoomFor, MIN_CROP_BOX, type PixelArea } from './cropImage.ts';

/** Spec 001 §5, §9: avatar images are png, jpeg or jpg under 250kb (the service's limit of `kind=avatar` uploads). */
const AVATAR_MAX_BYTES = 250 * 1024;
const AVATAR_SIZE_MESSAGE = 'Please upload only files under 250kb';
const UPLOAD_FAILED = 'Cannot upload the Image, please try again.';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  crop: { position: 'relative', width: '100%', height: '320px', backgroundColor: tokens.colorNeutralBackground3 },
});

interface Props {
  open: boolean;
  tenantId: string;
  onClose(): void;
  /** The uploaded 200×200 JPEG's URL; answers whether it was saved (the dialog closes then). */
  onUploaded(url: string): Promise<boolean>;
}

/** Upload Headshot: choose a png/jpeg/jpg under 250kb, crop it to a square (a box of at least 100 px), upload it as a 200×200 JPEG. */
export function HeadshotDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '560px' }}>
        {/* Rendered only while open: closing forgets the file and the crop. */}
        <HeadshotForm onClose={onClose} {...props} />
      </DialogSurface>
    </Dialog>
  );
}

function HeadshotForm({ tenantId, onClose, onUploaded }: Omit<Props, 'open'>) {
  const styles = useStyles();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [tooSmall, setTooSmall] = useState(false);
  const [busy, setBusy] = useState(false);
  const source = useObjectUrl(file);

  const upload = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const url = await uploadFile(await croppedHeadshot(source, area), tenantId, 'public', {
        unsupported: unsupportedMessage,
        tooLarge: AVATAR_SIZE_MESSAGE,
        fields: { kind: 'avatar' },
      });
      if (await onUploaded(url)) onClose();
    } catch (error) {
      notify('error', (error as Error).message || UPLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogBody>
      <DialogTitle>Upload Headshot</DialogTitle>
      <DialogContent className={styles.content}>
        <Field label="Image File (png, jpeg, jpg)">
          <FileDropZone
            label="Headshot image file"
            extensions={IMAGE_EXTENSIONS}
            maxBytes={AVATAR_MAX_BYTES - 1}
            limitText="under 250 KB"
            typeMessage="Unsupported image format. Only PNG and JPEG images can be used."
            sizeMessage={AVATAR_SIZE_MESSAGE}
            onFile={(chosen) => {
              setFile(chosen);
              setArea(null);
              setZoom(1);
              setCrop({ x: 0, y: 0 });
            }}
          />
        </Field>
        {source && (
          <>
            <div className={styles.crop} data-testid="headshot-crop">
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                maxZoom={maxZoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onMediaLoaded={(media) => {
                  setMaxZoom(maxZoomFor(media.naturalWidth, media.naturalHeight));
                  setTooSmall(Math.min(media.naturalWidth, media.naturalHeight) < MIN_CROP_BOX);
                }}
                onCropComplete={(_area: Area, pixels: Area) => setArea(pixels)}
              />
            </div>
            <Field
              label="Zoom"
              validationMessage={tooSmall ? `The image must be at least ${MIN_CROP_BOX}×${MIN_CROP_BOX} pixels` : undefined}
            >
              <Slider min={1} max={maxZoom} step={0.01} value={zoom} disabled={maxZoom <= 1} onChange={(_e, d) => setZoom(d.value)} />
            </Field>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || !area || tooSmall} onClick={() => void upload()}>
          {busy ? <Spinner size="tiny" aria-label="Uploading" /> : 'Upload'}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
