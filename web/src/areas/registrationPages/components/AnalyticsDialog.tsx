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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AnalyticsDialogQuery } from '../../../__generated__/AnalyticsDialogQuery.graphql';
import { formatEventTime, shortZone } from '../../../shared/timezones.ts';
import { TablePager } from '../../../shared/TablePager.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../shared/tableOptions.ts';
import { PeriodFields } from '../../surveys/components/PeriodFields.tsx';
import { dateValue, toPeriodInput, type PeriodChoice } from '../../surveys/components/period.ts';
import { periodError } from '../../surveys/components/periodRules.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  filter: { display: 'flex', gap: '12px', alignItems: 'end', flexWrap: 'wrap' },
  scroller: { overflowX: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  pulse: { display: 'block', color: tokens.colorNeutralForeground3 },
  loading: { padding: '24px' },
  empty: { padding: '16px 0' },
});

const query = graphql`
  query AnalyticsDialogQuery($internalId: Int!, $period: ReportPeriodInput, $first: Int!, $page: Int) {
    registrationTemplate(internalId: $internalId) {
      analytics(period: $period, first: $first, page: $page) {
        totalCount
        edges {
          node {
            pageName
            shortName
            startTime
            zone
            uniqueViews
            totalViews
            totalViewsPulse
            registrationCount
            registrationPulse
          }
        }
      }
    }
  }
`;

/** Spec 002 §9: the analytics period starts 30 days before today (and ends today). */
export function defaultAnalyticsPeriod(now = new Date()): PeriodChoice {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30);
  return { preset: 'custom', from: dateValue(from), to: dateValue(now) };
}

/** The event's start on its own clock with its zone ('MM/DD/YYYY h.mm A CT'); the ISO text where the zone is unknown. */
function eventStart(startTime: string | null | undefined, zone: string | null | undefined) {
  if (!startTime) return '';
  try {
    const z = zone || 'UTC';
    return `${formatEventTime(startTime, z)} ${shortZone(z, startTime)}`;
  } catch {
    return startTime;
  }
}

const COLUMNS = ['Page Name', 'Event', 'Unique Views', 'Total Views', 'Registrations'];

function AnalyticsRows({
  internalId,
  period,
  paging,
  onPage,
}: {
  internalId: number;
  period: PeriodChoice;
  paging: { page: number; itemsPerPage: number };
  onPage(change: { page: number; itemsPerPage?: number }): void;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<AnalyticsDialogQuery>(
    query,
    { internalId, period: toPeriodInput(period), first: paging.itemsPerPage, page: paging.page },
    { fetchPolicy: 'store-and-network' },
  );
  const analytics = data.registrationTemplate?.analytics;
  const rows = (analytics?.edges ?? []).map((e) => e.node);
  return (
    <>
      <div className={styles.scroller}>
        <Table aria-label="Registration page analytics">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHeaderCell key={column}>{column}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={`${row.shortName ?? ''}-${i}`}>
                <TableCell>{row.pageName}</TableCell>
                <TableCell>
                  {row.shortName}
                  <Caption1 className={styles.pulse}>{eventStart(row.startTime, row.zone)}</Caption1>
                </TableCell>
                <TableCell className={styles.number}>{row.uniqueViews}</TableCell>
                <TableCell className={styles.number}>
                  {row.totalViews}
                  <Caption1 className={styles.pulse}>{`+${row.totalViewsPulse} in the last 24 h`}</Caption1>
                </TableCell>
                <TableCell className={styles.number}>
                  {row.registrationCount}
                  <Caption1 className={styles.pulse}>{`+${row.registrationPulse} in the last 24 h`}</Caption1>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {rows.length === 0 && (
        <div className={styles.empty} role="status">
          No views or registrations in this period.
        </div>
      )}
      <TablePager options={paging} total={analytics?.totalCount ?? 0} noun="events" onChange={onPage} />
    </>
  );
}

/**
 * A registration page template's analytics (spec 002 §2.15): per event whose page uses it, the page name, the event
 * (its ID and start on its own clock), unique and total views and registrations in the period, each count with its
 * pulse (the last 24 hours of the period). The period (From and To, by default the 30 days before today;
 * 'Period To must be after Period From') applies with Apply; rows per page under the table.
 */
export function AnalyticsDialog({ template, onClose }: { template: { internalId: number; name: string } | null; onClose(): void }) {
  const styles = useStyles();
  const [draft, setDraft] = useState<PeriodChoice>(defaultAnalyticsPeriod);
  const [period, setPeriod] = useState<PeriodChoice>(draft);
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: DEFAULT_PAGE_SIZE });
  // The dialog stays mounted between openings: each opening starts from the default period and first page.
  const [opened, setOpened] = useState(template);
  if (template !== opened) {
    setOpened(template);
    if (template) {
      setDraft(defaultAnalyticsPeriod());
      setPeriod(defaultAnalyticsPeriod());
      setPaging({ page: 1, itemsPerPage: DEFAULT_PAGE_SIZE });
    }
  }
  const ready = !!toPeriodInput(draft) && !periodError(draft);
  return (
    <Dialog open={!!template} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{`Analytics: ${template?.name ?? ''}`}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.filter} role="group" aria-label="Period">
              <PeriodFields value={draft} onChange={setDraft} presets={false} />
              <Button
                appearance="primary"
                disabled={!ready}
                onClick={() => {
                  setPeriod(draft);
                  setPaging((p) => ({ ...p, page: 1 }));
                }}
              >
                Apply
              </Button>
            </div>
            {template && (
              <Suspense fallback={<Spinner className={styles.loading} label="Loading analytics" />}>
                <AnalyticsRows
                  internalId={template.internalId}
                  period={period}
                  paging={paging}
                  onPage={(change) => setPaging((p) => ({ page: change.page, itemsPerPage: change.itemsPerPage ?? p.itemsPerPage }))}
                />
              </Suspense>
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
