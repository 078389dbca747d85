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
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { QUESTION_MESSAGES as M } from '../../../../../api/src/areas/questions/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { fetchDownload } from '../../../shared/downloadFile.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '95vw' },
  frame: { width: '100%', height: '70vh', border: 'none' },
  loading: { height: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/**
 * A survey template's PDF preview (spec 001 §2): the PDF the service draws of its questions, fetched through the
 * BFF's download path with the session and shown in the dialog's frame, with Download and Close. A refusal says
 * 'Cannot generate PDF preview for this survey, please try again later. Error: {message}' and closes.
 */
export function PdfPreviewDialog({ preview, onClose }: { preview: { url: string; name: string } | null; onClose(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [file, setFile] = useState<{ href: string; name: string } | null>(null);
  const url = preview?.url;

  useEffect(() => {
    if (!url) return;
    let href: string | null = null;
    let live = true;
    fetchDownload(url, 'survey-template.pdf').then(
      ({ blob, name }) => {
        href = URL.createObjectURL(blob);
        if (live) setFile({ href, name });
      },
      (error: Error) => {
        if (!live) return;
        notify('error', M.pdfPreviewFailed(error.message));
        onClose();
      },
    );
    return () => {
      live = false;
      setFile(null);
      if (href) URL.revokeObjectURL(href);
    };
  }, [url, notify, onClose]);

  return (
    <Dialog open={!!preview} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{preview ? `PDF preview: ${preview.name}` : 'PDF preview'}</DialogTitle>
          <DialogContent>
            {file ? (
              <iframe className={styles.frame} src={file.href} title={`PDF preview of ${preview?.name ?? 'the survey template'}`} />
            ) : (
              <div className={styles.loading}>
                <Spinner label="Generating the PDF preview" />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            {file && (
              <Button as="a" href={file.href} download={file.name}>
                Download
              </Button>
            )}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
