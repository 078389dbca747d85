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
import { Suspense, useRef } from 'react';
import { FeeStructureForm } from './FeeStructureForm.tsx';

const useStyles = makeStyles({
  // Wide enough for a question's label, category and buttons on one line at 1280 px; they wrap below.
  surface: { width: '95vw', maxWidth: '960px' },
});

/**
 * Edit Fee Structure (spec 002 §2.10): opened from the Speaker Fee Calculator; loads the structure itself and saves it
 * with `saveFeeStructure`. Escape, a click outside or Cancel ask first when there are unsaved changes.
 */
export function EditFeeStructureDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const closeRequestRef = useRef<() => void>(onClose);
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && closeRequestRef.current()}>
      <DialogSurface className={styles.surface}>
        <Suspense
          fallback={
            <DialogBody>
              <DialogTitle>Edit Fee Structure</DialogTitle>
              <DialogContent>
                <Spinner label="Loading the fee structure" />
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
              </DialogActions>
            </DialogBody>
          }
        >
          <FeeStructureForm onClose={onClose} closeRequestRef={closeRequestRef} />
        </Suspense>
      </DialogSurface>
    </Dialog>
  );
}
