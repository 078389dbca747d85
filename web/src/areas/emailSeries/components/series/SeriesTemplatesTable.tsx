import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { EVENT_TYPE_LABELS } from '../../../../../../api/src/areas/events/contract.ts';
import { ActionsHeaderCell } from '../../../../shared/ActionsHeaderCell.tsx';
import { useListStyles } from '../../../../shared/listStyles.ts';
import { RowAction } from '../../../../shared/RowAction.tsx';
import type { TemplateContext } from '../template/emailTemplateValues.ts';
import type { SeriesTemplate } from './emailSeriesValues.ts';

const useStyles = makeStyles({
  open: { backgroundColor: tokens.colorBrandBackground2 },
});

/** A template's name as the table and its buttons say it. */
export const templateLabel = (template: SeriesTemplate) => template.values.name.trim() || `New template ${template.id}`;

/** The series form's templates (spec 002 §2.11, §9: up to 1,000, one table without pages): name, type, event type,
 *  active, and each one's Edit (opens its sub-form) and Remove. The template being edited is marked. */
export function SeriesTemplatesTable({
  templates,
  context,
  openId,
  onEdit,
  onRemove,
}: {
  templates: readonly SeriesTemplate[];
  context: TemplateContext;
  openId: string | null;
  onEdit(id: string): void;
  onRemove(id: string): void;
}) {
  const styles = useStyles();
  const listStyles = useListStyles();
  return (
    <div className={listStyles.scroller}>
      <Table className={listStyles.table} aria-label="Templates of the series">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Type</TableHeaderCell>
            <TableHeaderCell>Event Type</TableHeaderCell>
            <TableHeaderCell>Active</TableHeaderCell>
            <ActionsHeaderCell className={listStyles.actionsHeader} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {templates.map((template) => {
            const label = templateLabel(template);
            const { eventType, emailTemplateTypeId, active } = template.values;
            const open = template.id === openId;
            return (
              <TableRow key={template.id} className={open ? styles.open : undefined} aria-current={open || undefined}>
                <TableCell>{label}</TableCell>
                <TableCell>{context.typeOf(emailTemplateTypeId)?.name ?? ''}</TableCell>
                <TableCell>
                  {eventType ? (EVENT_TYPE_LABELS[eventType as keyof typeof EVENT_TYPE_LABELS] ?? eventType) : 'All event types'}
                </TableCell>
                <TableCell>{active ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  <div className={listStyles.actions}>
                    <RowAction label={`Edit ${label}`} icon={<EditRegular />} onClick={() => onEdit(template.id)} />
                    <RowAction label={`Remove ${label}`} icon={<DeleteRegular />} onClick={() => onRemove(template.id)} />
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
