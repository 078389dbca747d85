import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { RESOURCE_MESSAGES as M, WATERMARK_TEXT } from '../../../../../api/src/areas/resources/contract.ts';
import { DownloadError, fetchDownload } from '../../../shared/downloadFile.ts';

const useStyles = makeStyles({
  frame: { width: '100%', height: '70vh', border: `1px solid ${tokens.colorNeutralStroke1}` },
  mark: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface PreviewTarget {
  name: string;
  previewUrl: string | null;
  previewable: boolean;
  fileUrl: string;
}

/** The document preview (spec 002 §2.4): the server's PDF with 'DO NOT DISTRIBUTE' on every page (Office files are
 *  converted there); other types 'Unsupported file type'; without the converter, the download instead. */
export function ResourcePreviewDialog({
  target,
  onClose,
  onDownload,
}: {
  target: PreviewTarget | null;
  onClose(): void;
  onDownload(): void;
}) {
  const styles = useStyles();
  const [loaded, setLoaded] = useState<{ for: PreviewTarget; url?: string; error?: string; unavailable?: boolean } | null>(null);
  // What was loaded for another target counts as nothing (loading).
  const state: { url?: string; error?: string; unavailable?: boolean } = loaded?.for === target ? loaded : {};
  useEffect(() => {
    if (!target?.previewable || !target.previewUrl) return;
    let href: string | undefined;
    let live = true;
    const current = target;
    fetchDownload(target.previewUrl, 'preview.pdf').then(
      ({ blob }) => {
        href = URL.createObjectURL(blob);
        if (live) setLoaded({ for: current, url: href });
      },
      (error: Error) =>
        live && setLoaded({ for: current, error: error.message, unavailable: error instanceof DownloadError && error.status === 501 }),
    );
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [target]);
  return (
    <Dialog open={!!target} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: '1000px', width: '95vw' }}>
        <DialogBody>
          <DialogTitle>{target?.name}</DialogTitle>
          <DialogContent>
            <Text className={styles.mark}>{WATERMARK_TEXT}</Text>
            {!target?.previewable ? (
              <Text as="p" role="alert">
                {M.unsupportedPreview}
              </Text>
            ) : state.url ? (
              <iframe className={styles.frame} title={`Preview of ${target.name}`} src={state.url} />
            ) : state.error ? (
              <Text as="p" role="alert">
                {state.error}
              </Text>
            ) : (
              <Spinner label="Preparing the preview…" />
            )}
          </DialogContent>
          <DialogActions>
            {(state.unavailable || !target?.previewable) && <Button onClick={onDownload}>Download</Button>}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
