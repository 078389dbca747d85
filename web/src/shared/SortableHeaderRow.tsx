import { TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ActionsHeaderCell } from './ActionsHeaderCell.tsx';
import type { useTableUrlState } from './useTableUrlState.ts';

interface Props {
  /** [field, label] of each column, in order. */
  columns: readonly (readonly [string, string])[];
  /** From useTableUrlState: a click on a header sorts by its field. */
  sortProps: ReturnType<typeof useTableUrlState>['sortProps'];
  /** Columns the list cannot sort by (default: all can). */
  sortable?(field: string): boolean;
  /** Before the columns, e.g. the select-all checkbox. */
  leading?: ReactNode;
  actionsClassName?: string;
}

/** A list table's header: each column's header, sortable through the URL's options, then the row actions' column. */
export function SortableHeaderRow({ columns, sortProps, sortable = () => true, leading, actionsClassName }: Props) {
  return (
    <TableHeader>
      <TableRow>
        {leading}
        {columns.map(([field, label]) => (
          <TableHeaderCell key={field} {...(sortable(field) ? sortProps(field) : { sortable: false })}>
            {label}
          </TableHeaderCell>
        ))}
        <ActionsHeaderCell className={actionsClassName} />
      </TableRow>
    </TableHeader>
  );
}
