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
import { ArrowDownloadRegular, BookRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { TrainingListRouteQuery } from '../../../../__generated__/TrainingListRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import type { RouteScreen, RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { downloadFile } from '../../../../shared/downloadFile.ts';
import { ListToolbar } from '../../../../shared/ListToolbar.tsx';
import { useListStyles } from '../../../../shared/listStyles.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { TablePager } from '../../../../shared/TablePager.tsx';
import { useTableUrlState } from '../../../../shared/useTableUrlState.ts';
import { dayOf, STATUS_LABELS } from '../../components/trainingStatus.ts';
import { useUpdateSpeakerTrainingMutation } from '../../mutations/useUpdateSpeakerTrainingMutation.ts';

const query = graphql`
  query TrainingListRouteQuery($first: Int!, $page: Int, $sortDesc: Boolean, $searchQuery: String) {
    viewer {
      role
      canMark: can(entity: "speaker_training", action: UPDATE)
    }
    speakerTrainings(first: $first, page: $page, sortDesc: $sortDesc, searchQuery: $searchQuery, programTypes: [CHECKBOX, VIDEO]) {
      totalCount
      edges {
        node {
          id
          status
          dueDate
          completionDate
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
`;

/** Training Management (spec 002 §2.8): search, export, 'Mark Completions' ('Done' while active), the 'Trainings'
 *  button; a speaker sees their own rows without the speaker column, the export or the marking. */
function TrainingListScreen({ queryRef }: RouteScreenProps<TrainingListRouteQuery>) {
  const styles = useListStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const data = usePreloadedQuery<TrainingListRouteQuery>(query, queryRef);
  const { options, search, setSearch, setOptions } = useTableUrlState<object, object>();
  const [marking, setMarking] = useState(false);
  const [update] = useUpdateSpeakerTrainingMutation();
  const speaker = data.viewer?.role === 'SPEAKER';
  const canMark = !speaker && Boolean(data.viewer?.canMark);
  const rows = (data.speakerTrainings?.edges ?? []).flatMap((edge) => (edge.node ? [edge.node] : []));
  const exportXlsx = async () => {
    try {
      await downloadFile(data.speakerTrainingsExportUrl, `Speaker_Trainings_${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      notify('error', 'Cannot export speaker trainings into XLSX');
    }
  };
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
                <TableCell>{dayOf(t.dueDate)}</TableCell>
                <TableCell>{dayOf(t.completionDate)}</TableCell>
                <TableCell>
                  {marking ? (
                    <Checkbox
                      aria-label={`Completed: ${t.speaker.firstName} ${t.speaker.lastName}, ${t.program.programName}`}
                      checked={t.status === 'COMPLETE'}
                      onChange={(_e, d) => void commitAsync(update, { input: { id: t.id, completed: Boolean(d.checked) } })}
                    />
                  ) : (
                    (STATUS_LABELS[t.status] ?? t.status)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {rows.length === 0 ? <Text role="status">No Records</Text> : null}
      <TablePager options={options} total={data.speakerTrainings?.totalCount ?? 0} noun="trainings" onChange={setOptions} />
    </div>
  );
}

export const trainingListRoute: RouteScreen<TrainingListRouteQuery> = {
  query,
  variables: ({ searchParams }) => {
    const { first, page, sortDesc, searchQuery } = listVariables(searchParams, () => null);
    return { first, page, sortDesc, searchQuery };
  },
  loadError: 'Failed to load speaker trainings',
  Component: TrainingListScreen,
};
