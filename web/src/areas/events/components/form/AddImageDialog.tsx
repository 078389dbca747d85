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
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AddImageDialogProxyQuery } from '../../../../__generated__/AddImageDialogProxyQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { isUrl, URL_MESSAGE } from '../eventFormSchema.ts';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import { useObjectUrl } from '../../../../shared/useObjectUrl.ts';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  TOO_LARGE_MESSAGE,
  unsupportedMessage,
  uploadPublicImage,
} from '../../../../shared/uploadImage.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  preview: { maxWidth: '100%', maxHeight: '240px', objectFit: 'contain', border: `1px solid ${tokens.colorNeutralStroke2}` },
});

const proxyQuery = graphql`
  query AddImageDialogProxyQuery($url: String!) {
    proxyImage(url: $url) {
      dataUrl
    }
  }
`;

interface Props {
  open: boolean;
  tenantId: string;
  onClose(): void;
  /** The image's URL (uploaded, or the URL given) and its alt text. */
  onAdd(image: { url: string; alt: string }): void;
}

/** Add Image: a png/jpeg/jpg file (uploaded on Add) or an image URL, alt text, and a preview. */
export function AddImageDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '1000px' }}>
        {/* Rendered only while open: closing the dialog forgets the file, URL, alt text and preview. */}
        <AddImageForm onClose={onClose} {...props} />
      </DialogSurface>
    </Dialog>
  );
}

function AddImageForm({ tenantId, onClose, onAdd }: Omit<Props, 'open'>) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [urlPreview, setUrlPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A chosen file previews from memory; a URL through the server (`proxyImage`), which also checks it is an image.
  const filePreview = useObjectUrl(file);
  const preview = filePreview ?? urlPreview;

  const previewUrl = async () => {
    if (!isUrl(url)) return;
    try {
      const data = await fetchQuery<AddImageDialogProxyQuery>(environment, proxyQuery, { url: url.trim() }).toPromise();
      setUrlPreview(data?.proxyImage?.dataUrl ?? null);
    } catch {
      setUrlPreview(null);
    }
  };

  const add = async () => {
    setBusy(true);
    try {
      const imageUrl = file ? await uploadPublicImage(file, tenantId) : url.trim();
      onAdd({ url: imageUrl, alt: alt.trim() });
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const urlError = url.trim() && !isUrl(url) ? URL_MESSAGE : undefined;
  return (
    <DialogBody>
      <DialogTitle>Add Image</DialogTitle>
      <DialogContent className={styles.content}>
        <Field label="Image File (png, jpeg, jpg)">
          <FileDropZone
            label="Image file"
            extensions={IMAGE_EXTENSIONS}
            maxBytes={IMAGE_MAX_BYTES}
            typeMessage={unsupportedMessage('Only PNG and JPEG images can be used.')}
            sizeMessage={TOO_LARGE_MESSAGE}
            onFile={(chosen) => {
              setFile(chosen);
              setUrl('');
            }}
          />
        </Field>
        <Field label="Or Image URL" validationMessage={urlError}>
          <Input
            type="url"
            value={url}
            disabled={!!file}
            onChange={(_e, d) => {
              setUrl(d.value);
              setUrlPreview(null);
            }}
            onBlur={() => void previewUrl()}
          />
        </Field>
        <Field label="Alt Text">
          <Input value={alt} onChange={(_e, d) => setAlt(d.value)} />
        </Field>
        {preview && <img className={styles.preview} src={preview} alt={alt || 'Preview'} data-testid="image-preview" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || (!file && (!url.trim() || !!urlError))} onClick={() => void add()}>
          {busy ? <Spinner size="tiny" /> : 'Add Image'}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
