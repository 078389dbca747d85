import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AssignTrainingDialogAssignedQuery } from '../../../__generated__/AssignTrainingDialogAssignedQuery.graphql';
import { TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ScreenErrorBoundary } from '../../../routing/ScreenErrorBoundary.tsx';
import { ScreenLoadFailure } from '../../../routing/ScreenLoadFailure.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { ConfirmBody } from '../../../shared/ConfirmDialogSurface.tsx';
import { RowAction } from '../../../shared/RowAction.tsx';
import { useAssignTrainingMutation } from '../mutations/useAssignTrainingMutation.ts';
import { useUnassignTrainingMutation } from '../mutations/useUnassignTrainingMutation.ts';
import { AssignFields } from './AssignFields.tsx';
import { speakerDetail } from '../../../shared/speakerLabel.ts';
import { hasErrors, validateAssign, type AssignValues } from './trainingRules.ts';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: '12px', minHeight: '200px' } });

// The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const assignedQuery = graphql`
  query AssignTrainingDialogAssignedQuery($programInternalId: Int!, $assigned: Boolean!) {
    trainingProgramSpeakers(programInternalId: $programInternalId, assigned: $assigned) {
      internalId
      firstName
      lastName
      email
      credentials
      specialty
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** 'Manage existing': the speakers who have the training, each with Remove ('Failed to retrieve existing speakers' when
 *  they cannot be read); the dialog asks before removing. */
function AssignedSpeakers({
  program,
  fetchKey,
  onRetry,
  onRemove,
}: {
  program: AssignedProgram;
  fetchKey: number;
  onRetry(): void;
  onRemove(speaker: Removing): void;
}) {
  const data = useLazyLoadQuery<AssignTrainingDialogAssignedQuery>(
    assignedQuery,
    { programInternalId: program.internalId, assigned: true },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const speakers = data.trainingProgramSpeakers;
  if (!speakers) return <ScreenLoadFailure message={M.existingSpeakersFailed} onRetry={onRetry} />;
  if (speakers.length === 0) return <span role="status">No speakers have this training</span>;
  return (
    <Table aria-label="Assigned speakers" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Speaker</TableHeaderCell>
          <TableHeaderCell>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {speakers.map((s) => (
          <TableRow key={s.internalId}>
            <TableCell>
              {s.firstName} {s.lastName}
              {speakerDetail(s) ? <Caption1 block>{speakerDetail(s)}</Caption1> : null}
            </TableCell>
            <TableCell>
              <RowAction
                label={`Remove ${s.firstName} ${s.lastName}`}
                icon={<DeleteRegular />}
                onClick={() => onRemove({ internalId: s.internalId, name: `${s.firstName} ${s.lastName}` })}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A speaker whose training Remove asks about. */
interface Removing {
  internalId: number;
  name: string;
}

export interface AssignedProgram {
  id: string;
  internalId: number;
  programName: string;
  hasTopic: boolean;
}

/** The assign dialog (spec 002 §2.9): assign the training, or 'Manage existing' to unassign speakers. */
export function AssignTrainingDialog({ program, onClose, onChanged }: { program: AssignedProgram; onClose(): void; onChanged(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [tab, setTab] = useState<'assign' | 'existing'>('assign');
  const [values, setValues] = useState<AssignValues>({ assignment: null, speakerIds: [], dueDate: '' });
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  const reload = () => setFetchKey((k) => k + 1);
  const [assign] = useAssignTrainingMutation();
  const [unassign] = useUnassignTrainingMutation();
  const [asking, setAsking] = useState<Removing | null>(null);
  // A refused Remove says 'Failed to remove speaker training', one the service never answered 'Failed to delete speaker
  // training' (the operation is self-handled: only these texts show).
  const remove = async (speakerId: number) => {
    setAsking(null);
    let refused = true;
    const ok = await commitAsync(unassign, { input: { programId: program.id, speakerId } }, (error) => {
      refused = Boolean((error as { source?: unknown }).source);
    });
    if (!ok) return notify('error', refused ? M.removeFailed : M.deleteFailed);
    notify('success', M.removed);
    reload();
    onChanged();
  };
  const errors = shown ? validateAssign(values, program.hasTopic) : {};
  const submit = async () => {
    setShown(true);
    if (hasErrors(validateAssign(values, program.hasTopic))) return;
    setBusy(true);
    const ok = await commitAsync(assign, {
      input: {
        programId: program.id,
        dueDate: values.dueDate,
        assignment: values.assignment,
        speakerIds: values.assignment === 'SPEAKERS' ? values.speakerIds : null,
      },
    });
    setBusy(false);
    if (!ok) return notify('error', M.assignFailed);
    notify('success', M.assigned);
    onChanged();
    onClose();
  };
  return (
    // Escape while the question shows goes back to the list, not out of the dialog.
    <Dialog open onOpenChange={(_e, d) => !d.open && (asking ? setAsking(null) : onClose())}>
      <DialogSurface>
        {asking && (
          <ConfirmBody
            title="Remove training"
            confirmLabel="Remove"
            onCancel={() => setAsking(null)}
            onConfirm={() => void remove(asking.internalId)}
          >
            {`Remove ${program.programName} from ${asking.name}? Their progress and certificate on it are removed too.`}
          </ConfirmBody>
        )}
        {/* Kept while the question shows (shown again as it was on Cancel), hidden and without its title, so that the
            dialog has one title and is named by the question. */}
        <DialogBody style={asking ? { display: 'none' } : undefined}>
          {!asking && <DialogTitle>Assign {program.programName}</DialogTitle>}
          <DialogContent className={styles.content}>
            <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as typeof tab)}>
              <Tab value="assign">Assign</Tab>
              <Tab value="existing">Manage existing</Tab>
            </TabList>
            {tab === 'assign' ? (
              <AssignFields
                programInternalId={program.internalId}
                hasTopic={program.hasTopic}
                values={values}
                errors={errors}
                onChange={setValues}
              />
            ) : (
              <ScreenErrorBoundary message={M.existingSpeakersFailed} resetKey={fetchKey} onRetry={reload}>
                <Suspense fallback={<Spinner size="tiny" label="Loading speakers" />}>
                  <AssignedSpeakers program={program} fetchKey={fetchKey} onRetry={reload} onRemove={setAsking} />
                </Suspense>
              </ScreenErrorBoundary>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            {tab === 'assign' ? (
              <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
                Assign
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
