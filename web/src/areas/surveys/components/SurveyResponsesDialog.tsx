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
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  ReportPeriodInput,
  SurveyResponsesDialogQuery,
  SurveyResponsesDialogQuery$data,
} from '../../../__generated__/SurveyResponsesDialogQuery.graphql';
import { TablePager } from '../../../shared/TablePager.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../shared/tableOptions.ts';
import { submittedTime } from './SurveyResponsesFormat.ts';

/** Shown when the responses cannot be loaded (the spec names no text). */
export const RESPONSES_LOAD_ERROR = 'Failed to load the responses';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  response: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
  },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: '16px', rowGap: '4px', color: tokens.colorNeutralForeground3 },
  // Question and answer side by side, the answer wider; both wrap long words so that nothing scrolls sideways.
  answers: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    columnGap: '16px',
    rowGap: '6px',
    margin: 0,
    overflowWrap: 'anywhere',
  },
  pair: { display: 'contents' },
  question: { fontWeight: tokens.fontWeightSemibold },
  answer: { margin: 0, whiteSpace: 'pre-wrap' },
  state: { padding: '24px 0' },
});

const responsesQuery = graphql`
  query SurveyResponsesDialogQuery($id: ID!, $period: ReportPeriodInput, $first: Int!, $page: Int) {
    node(id: $id) {
      ... on SurveyResponseSummary {
        responses(period: $period, first: $first, page: $page) {
          totalCount
          edges {
            node {
              responseId
              template
              submittedAt
              respondent
              answers {
                question
                answer
              }
            }
          }
        }
      }
    }
  }
`;

type Responses = NonNullable<NonNullable<SurveyResponsesDialogQuery$data['node']>['responses']>;

/** The event a dialog shows: its row of Survey Responses. */
export interface ResponsesEvent {
  /** The row's id (`SurveyResponseSummary`). */
  id: string;
  shortName: string | null;
  title: string | null;
  /** The event's zone, for the submission times. */
  zone: string | null;
}

/** A loaded page of the event's responses (or its failure), for the request it answers. */
interface Page {
  request: string;
  responses: Responses | null;
  failed: boolean;
}

/**
 * View responses of a Survey Responses row: the event's responses in the list's period, a page at a time, each with
 * its Response #, when it was submitted (the event's clock), the survey template, the respondent (none for anonymous
 * templates) and every question with its answer — what the XLSX export has of the event.
 */
export function SurveyResponsesDialog({
  event,
  period,
  onClose,
}: {
  event: ResponsesEvent | null;
  period: ReportPeriodInput | null;
  onClose(): void;
}) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page | null>(null);
  // The dialog stays mounted between openings: each opening starts on the first page.
  const [opened, setOpened] = useState(event);
  if (event !== opened) {
    setOpened(event);
    setPaging((p) => ({ ...p, page: 1 }));
  }
  const request = event ? JSON.stringify({ id: event.id, period, first: paging.itemsPerPage, page: paging.page }) : null;
  // Loading until the page of the current request (event, period, paging) has come.
  const loaded = page?.request === request ? page : null;

  useEffect(() => {
    if (!request) return;
    const subscription = fetchQuery<SurveyResponsesDialogQuery>(
      environment,
      responsesQuery,
      JSON.parse(request) as SurveyResponsesDialogQuery['variables'],
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setPage({ request, responses: data.node?.responses ?? null, failed: false }),
      error: () => setPage({ request, responses: null, failed: true }),
    });
    return () => subscription.unsubscribe();
  }, [environment, request]);

  const name = [event?.shortName, event?.title].filter(Boolean).join(' – ');
  const rows = (loaded?.responses?.edges ?? []).map((e) => e.node);
  return (
    <Dialog open={!!event} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{`Responses: ${name}`}</DialogTitle>
          <DialogContent className={styles.content}>
            {!loaded && <Spinner className={styles.state} label="Loading responses" />}
            {loaded?.failed && (
              <MessageBar intent="error">
                <MessageBarBody>{RESPONSES_LOAD_ERROR}</MessageBarBody>
              </MessageBar>
            )}
            {loaded && !loaded.failed && rows.length === 0 && (
              <div className={styles.state} role="status">
                No responses to this event in this period.
              </div>
            )}
            {rows.length > 0 && (
              <ul className={styles.list} aria-label="Responses">
                {rows.map((response) => (
                  <li key={response.responseId} className={styles.response} aria-label={`Response #${response.responseId}`}>
                    <Subtitle2>{`Response #${response.responseId}`}</Subtitle2>
                    <Caption1 className={styles.meta}>
                      {response.submittedAt && <span>{`Submitted ${submittedTime(response.submittedAt, event?.zone)}`}</span>}
                      {response.template && <span>{`Template: ${response.template}`}</span>}
                      {response.respondent && <span>{`Respondent: ${response.respondent}`}</span>}
                    </Caption1>
                    <dl className={styles.answers}>
                      {response.answers.map((a, i) => (
                        <div key={i} className={styles.pair}>
                          <dt className={styles.question}>{a.question}</dt>
                          <dd className={styles.answer}>{a.answer}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
            {loaded && !loaded.failed && (
              <TablePager
                options={paging}
                total={loaded.responses?.totalCount ?? 0}
                noun="responses"
                onChange={(change) => setPaging((p) => ({ page: change.page, itemsPerPage: change.itemsPerPage ?? p.itemsPerPage }))}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
