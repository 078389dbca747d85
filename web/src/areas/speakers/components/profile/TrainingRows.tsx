import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { TrainingRowsQuery } from '../../../../__generated__/TrainingRowsQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { downloadFile } from '../../../../shared/downloadFile.ts';
import { ListLoadFailure } from '../../../../shared/ListLoadFailure.tsx';
import { TablePager } from '../../../../shared/TablePager.tsx';
import { TrainingStatusBadge } from '../../../trainings/components/TrainingStatusBadge.tsx';
import { dayOf } from '../../../trainings/components/trainingStatus.ts';

/** Spec 001 §9: the card shows 5 trainings a page. */
export const TRAININGS_PAGE_SIZE = 5;

const query = graphql`
  query TrainingRowsQuery($speakerId: Int!, $page: Int!) {
    speakerTrainings(speakerInternalId: $speakerId, first: 5, page: $page) {
      totalCount
      edges {
        node {
          id
          profileStatus
          program {
            internalId
            programName
            type
            expirationDate
            topic {
              description
            }
          }
          completionAttachment {
            fileName
            fileUrl
          }
        }
      }
    }
  }
`;

/** The Eligible Topics card's rows (TrainingsCard.tsx), loaded with their code when the card shows. */
export function TrainingRows({ speakerId }: { speakerId: number }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  // Try again after a failed load asks again (a new fetch key).
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<TrainingRowsQuery>(query, { speakerId, page }, { fetchPolicy: 'store-and-network', fetchKey });
  const rows = (data.speakerTrainings?.edges ?? []).flatMap((edge) => (edge.node ? [edge.node] : []));
  const download = async (file: { fileUrl: string; fileName: string }) => {
    try {
      await downloadFile(file.fileUrl, file.fileName);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };
  // The trainings could not be read (the area's screenReportedFields keeps the error handler's toast away).
  if (!data.speakerTrainings) return <ListLoadFailure message="Failed to fetch trainings" onRetry={() => setFetchKey((k) => k + 1)} />;
  return (
    <>
      <Table aria-label="Eligible topics" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Topic</TableHeaderCell>
            <TableHeaderCell>Expiration Date</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell aria-label="Actions" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t.id}>
              <TableCell>{t.program.programName}</TableCell>
              <TableCell>{t.program.topic?.description ?? ''}</TableCell>
              <TableCell>{dayOf(t.program.expirationDate)}</TableCell>
              <TableCell>
                <TrainingStatusBadge status={t.profileStatus} />
              </TableCell>
              <TableCell>
                {t.program.type === 'VIDEO' ? (
                  <Button size="small" onClick={() => navigate(`/training/program/${t.program.internalId}`)}>
                    Watch Training
                  </Button>
                ) : null}
                {t.completionAttachment ? (
                  <Tooltip content="Download certificate" relationship="label">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowDownloadRegular />}
                      onClick={() => void download(t.completionAttachment!)}
                    />
                  </Tooltip>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length === 0 ? <p role="status">No Records</p> : null}
      {(data.speakerTrainings?.totalCount ?? 0) > TRAININGS_PAGE_SIZE ? (
        <TablePager
          options={{ page, itemsPerPage: TRAININGS_PAGE_SIZE }}
          sizes={[TRAININGS_PAGE_SIZE]}
          total={data.speakerTrainings?.totalCount ?? 0}
          noun="trainings"
          onChange={(change) => setPage(change.page)}
        />
      ) : null}
    </>
  );
}
