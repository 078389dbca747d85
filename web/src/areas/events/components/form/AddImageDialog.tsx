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
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AddImageDialogProxyQuery } from '../../../../__generated__/AddImageDialogProxyQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { isUrl, URL_MESSAGE } from '../eventFormSchema.ts';
import { IMAGE_ACCEPT, unsupportedMessage, uploadPublicImage } from '../../../../shared/uploadImage.ts';

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
export function AddImageDialog({ open, tenantId, onClose, onAdd }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setUrl('');
      setAlt('');
      setPreview(null);
    }
  }, [open]);

  // A chosen file previews from memory; a URL through the server (`proxyImage`), which also checks it is an image.
  useEffect(() => {
    if (!file) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const previewUrl = async () => {
    if (!isUrl(url)) return;
    try {
      const data = await fetchQuery<AddImageDialogProxyQuery>(environment, proxyQuery, { url: url.trim() }).toPromise();
      setPreview(data?.proxyImage?.dataUrl ?? null);
    } catch {
      setPreview(null);
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
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '1000px' }}>
        <DialogBody>
          <DialogTitle>Add Image</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label="Image File (png, jpeg, jpg)">
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                aria-label="Image file"
                onChange={(e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  if (chosen && !/\.(png|jpe?g)$/i.test(chosen.name)) {
                    notify('error', unsupportedMessage('Only PNG and JPEG images can be used.'));
                    e.target.value = '';
                    return;
                  }
                  setFile(chosen);
                  if (chosen) setUrl('');
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
                  setPreview(null);
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
      </DialogSurface>
    </Dialog>
  );
}
