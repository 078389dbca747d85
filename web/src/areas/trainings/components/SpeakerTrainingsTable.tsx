import {
  Button,
  Checkbox,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, BookRegular, CheckmarkRegular, DeleteRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import type {
  SpeakerTrainingsTable_query$data,
  SpeakerTrainingsTable_query$key,
} from '../../../__generated__/SpeakerTrainingsTable_query.graphql';
import { dueDayOf, TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ActionsHeaderCell } from '../../../shared/ActionsHeaderCell.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { useConfirmTarget } from '../../../shared/useConfirmTarget.ts';
import { downloadFile } from '../../../shared/downloadFile.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { RowAction } from '../../../shared/RowAction.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import type { CertifiedTraining } from './CertificateUploadDialog.tsx';
import { dayOf } from './trainingStatus.ts';
import { TrainingStatusBadge } from './TrainingStatusBadge.tsx';
import { useDeleteTrainingCertificateMutation } from '../mutations/useDeleteTrainingCertificateMutation.ts';
import { useUpdateSpeakerTrainingMutation } from '../mutations/useUpdateSpeakerTrainingMutation.ts';

const CertificateUploadDialog = lazy(() => import('./CertificateUploadDialog.tsx').then((m) => ({ default: m.CertificateUploadDialog })));

type Row = NonNullable<NonNullable<SpeakerTrainingsTable_query$data['speakerTrainings']>['edges'][number]['node']>;

/** Training Management (spec 002 §2.8): search, export, 'Mark Completions' ('Done' while active), the 'Trainings'
 *  button; a speaker sees their own rows without the speaker column, the export or the marking. Each row downloads its
 *  certificate; staff who may update trainings also upload one (PDF) and delete it (spec 002 §8, §9). */
export function SpeakerTrainingsTable({ query }: { query: SpeakerTrainingsTable_query$key }) {
  const styles = useListStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment SpeakerTrainingsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, page: { type: "Int" }, sortDesc: { type: "Boolean" }, searchQuery: { type: "String" }) {
        viewer {
          role
          canMark: can(entity: "speaker_training", action: UPDATE)
        }
        speakerTrainings(first: $first, page: $page, sortDesc: $sortDesc, searchQuery: $searchQuery, programTypes: [CHECKBOX, VIDEO]) {
          totalCount
          edges {
            node {
              id
              internalId
              status
              dueDate
              completionDate
              completionAttachment {
                fileName
                fileUrl
              }
              speaker {
                firstName
                lastName
              }
              program {
                internalId
                programName
                type
                typeLabel
                topic {
                  description
                }
              }
            }
          }
        }
        speakerTrainingsExportUrl(searchQuery: $searchQuery, sortDesc: $sortDesc, programTypes: [CHECKBOX, VIDEO])
      }
    `,
    query,
  );
  const { options, search, setSearch, setOptions } = useTableUrlState<object, object>();
  const [marking, setMarking] = useState(false);
  const revalidator = useRevalidator();
  const [update] = useUpdateSpeakerTrainingMutation();
  const [deleteCertificate] = useDeleteTrainingCertificateMutation();
  const [uploading, setUploading] = useState<CertifiedTraining | null>(null);
  const speaker = data.viewer?.role === 'SPEAKER';
  const canMark = !speaker && Boolean(data.viewer?.canMark);
  // Certificates: staff with update on speaker_training (never speakers; field reps do not reach this screen).
  const canCertify = canMark && data.viewer?.role !== 'FIELD_REP';
  const rows = (data.speakerTrainings?.edges ?? []).flatMap((edge) => (edge.node ? [edge.node] : []));
  const exportXlsx = async () => {
    try {
      await downloadFile(data.speakerTrainingsExportUrl, `Speaker_Trainings_${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      notify('error', M.exportFailed);
    }
  };
  const nameOf = (t: Row) => `${t.speaker.firstName} ${t.speaker.lastName}, ${t.program.programName}`;
  const download = async (file: { fileName: string; fileUrl: string }) => {
    try {
      await downloadFile(file.fileUrl, file.fileName);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };
  const deleting = useConfirmTarget(async (row: Row) => {
    const ok = await commitAsync(deleteCertificate, { input: { id: row.id } });
    notify(ok ? 'success' : 'error', ok ? M.certificateDeleted : M.certificateDeleteFailed);
  });
  return (
    <div>
      <ListToolbar label="Training actions" search={search} onSearch={setSearch}>
        {!speaker ? (
          <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportXlsx()}>
            Export
          </Button>
        ) : null}
        {canMark ? (
          <Button className={styles.button} icon={marking ? <CheckmarkRegular /> : undefined} onClick={() => setMarking((m) => !m)}>
            {marking ? 'Done' : 'Mark Completions'}
          </Button>
        ) : null}
        {/* Spec 002 §2.8: the programs list, not for field reps. */}
        {!speaker && data.viewer?.role !== 'FIELD_REP' ? (
          <Button className={styles.button} icon={<BookRegular />} onClick={() => navigate('/training/program/list')}>
            Trainings
          </Button>
        ) : null}
      </ListToolbar>
      <div className={styles.scroller}>
        <Table aria-label="Speaker trainings" className={styles.table}>
          <TableHeader>
            <TableRow>
              {!speaker ? <TableHeaderCell>Speaker</TableHeaderCell> : null}
              <TableHeaderCell>Training</TableHeaderCell>
              <TableHeaderCell>Type</TableHeaderCell>
              <TableHeaderCell>Topic</TableHeaderCell>
              <TableHeaderCell>Due Date</TableHeaderCell>
              <TableHeaderCell>Completion Date</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <ActionsHeaderCell className={styles.actionsHeader} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t.id}>
                {!speaker ? (
                  <TableCell>
                    {t.speaker.firstName} {t.speaker.lastName}
                  </TableCell>
                ) : null}
                <TableCell>
                  {t.program.type === 'VIDEO' ? (
                    <Link
                      as="a"
                      href={`/training/program/${t.program.internalId}`}
                      onClick={(e) => (e.preventDefault(), navigate(`/training/program/${t.program.internalId}`))}
                    >
                      {t.program.programName}
                    </Link>
                  ) : (
                    t.program.programName
                  )}
                </TableCell>
                <TableCell>{t.program.typeLabel}</TableCell>
                <TableCell>{t.program.topic?.description ?? ''}</TableCell>
                <TableCell>{dayOf(dueDayOf(t.dueDate))}</TableCell>
                <TableCell>{dayOf(t.completionDate)}</TableCell>
                <TableCell>
                  {marking ? (
                    <Checkbox
                      aria-label={`Completed: ${t.speaker.firstName} ${t.speaker.lastName}, ${t.program.programName}`}
                      checked={t.status === 'COMPLETE'}
                      onChange={(_e, d) => void commitAsync(update, { input: { id: t.id, completed: Boolean(d.checked) } })}
                    />
                  ) : (
                    <TrainingStatusBadge status={t.status} />
                  )}
                </TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    {t.completionAttachment ? (
                      <RowAction
                        label={`Download certificate: ${nameOf(t)}`}
                        icon={<ArrowDownloadRegular />}
                        onClick={() => void download(t.completionAttachment!)}
                      />
                    ) : null}
                    {canCertify ? (
                      <RowAction
                        label={`Upload certificate: ${nameOf(t)}`}
                        icon={<ArrowUploadRegular />}
                        onClick={() =>
                          setUploading({
                            internalId: t.internalId,
                            speakerName: `${t.speaker.firstName} ${t.speaker.lastName}`,
                            programName: t.program.programName,
                          })
                        }
                      />
                    ) : null}
                    {canCertify && t.completionAttachment ? (
                      <RowAction label={`Delete certificate: ${nameOf(t)}`} icon={<DeleteRegular />} onClick={() => deleting.ask(t)} />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {rows.length === 0 ? <Text role="status">No Records</Text> : null}
      <TablePager options={options} total={data.speakerTrainings?.totalCount ?? 0} noun="trainings" onChange={setOptions} />
      <Suspense fallback={null}>
        {uploading ? (
          <CertificateUploadDialog
            training={uploading}
            onClose={() => setUploading(null)}
            onUploaded={() => void revalidator.revalidate()}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog {...deleting.dialog} title="Delete certificate" confirmLabel="Delete">
        {`Delete the completion certificate of ${deleting.target ? nameOf(deleting.target) : 'this training'}?`}
      </ConfirmDialog>
    </div>
  );
}
