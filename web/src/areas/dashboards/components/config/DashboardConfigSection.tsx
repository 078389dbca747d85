import { Button, makeStyles, Subtitle2, Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DASHBOARD_PAGES, type DashboardCategory } from '../../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardConfigSection_charts$key } from '../../../../__generated__/DashboardConfigSection_charts.graphql';
import { ActionsHeaderCell } from '../../../../shared/ActionsHeaderCell.tsx';
import { useListStyles } from '../../../../shared/listStyles.ts';
import type { ChartConfigValues } from './chartConfigSchema.ts';
import { ChartConfigRow } from './ChartConfigRow.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '32px' },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
});

const HEADERS = ['Chart ID', 'Title', 'SM Columns', 'MD Columns', 'LG Columns', 'Order'];

export interface ConfigSectionActions {
  /** The row being edited (a chart's id, or 'new' for the unsaved new chart). */
  editing: string | null;
  saving: boolean;
  /** The unsaved new chart, when it is this dashboard's. */
  newChart: ChartConfigValues | null;
  /** Whether Add Chart is offered: no unsaved new chart anywhere on the page. */
  canAdd: boolean;
  onAdd(category: DashboardCategory, count: number): void;
  onEdit(id: string): void;
  onCancel(): void;
  onSave(category: DashboardCategory, values: ChartConfigValues): void;
  onDelete(chart: ChartConfigValues): void;
}

/** One dashboard's section of Dashboard Config (spec 002 §2.19): its title ('Program Charts', …), Add Chart and the
 *  table of its charts by order, the unsaved new chart last. */
export function DashboardConfigSection({
  category,
  charts: key,
  actions,
}: {
  category: DashboardCategory;
  charts: DashboardConfigSection_charts$key;
  actions: ConfigSectionActions;
}) {
  const styles = useStyles();
  const listStyles = useListStyles();
  // Each chart's fields are shown and edited by ChartConfigRow (as ChartConfigValues), which the plugin cannot follow.
  /* eslint-disable relay/unused-fields */
  const charts = useFragment(
    graphql`
      fragment DashboardConfigSection_charts on DashboardChart @relay(plural: true) {
        id
        chartId
        title
        mobileCols
        smCols
        mdCols
        lgCols
        order
      }
    `,
    key,
  );
  /* eslint-enable relay/unused-fields */
  const rows: ChartConfigValues[] = [...charts].sort((a, b) => a.order - b.order);
  const section = DASHBOARD_PAGES[category].section;
  const headingId = `dashboard-config-${category}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={headingId}>
          {section}
        </Subtitle2>
        <Button
          className={listStyles.button}
          icon={<AddRegular />}
          disabled={!actions.canAdd || actions.saving}
          onClick={() => actions.onAdd(category, rows.length)}
          aria-label={`Add Chart to ${section}`}
        >
          Add Chart
        </Button>
      </div>
      <div className={listStyles.scroller}>
        <Table className={listStyles.table} aria-label={section}>
          <TableHeader>
            <TableRow>
              {HEADERS.map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
              <ActionsHeaderCell className={listStyles.actionsHeader} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((chart) => (
              <ChartConfigRow
                key={chart.id}
                chart={chart}
                maxOrder={rows.length}
                editing={actions.editing === chart.id}
                saving={actions.saving}
                onEdit={() => actions.onEdit(chart.id!)}
                onCancel={actions.onCancel}
                onSave={(values) => actions.onSave(category, values)}
                onDelete={() => actions.onDelete(chart)}
              />
            ))}
            {actions.newChart && (
              <ChartConfigRow
                key="new"
                chart={actions.newChart}
                maxOrder={rows.length + 1}
                editing
                saving={actions.saving}
                onEdit={() => undefined}
                onCancel={actions.onCancel}
                onSave={(values) => actions.onSave(category, values)}
                onDelete={actions.onCancel}
              />
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
