import { makeStyles, tokens } from '@fluentui/react-components';

/** A list screen's toolbar (search and buttons), its table and the row actions' cell. */
export const useListStyles = makeStyles({
  toolbar: { display: 'flex', columnGap: '8px', rowGap: '8px', alignItems: 'end', marginBottom: '16px', flexWrap: 'wrap' },
  search: { flex: '1 1 0', minWidth: '160px', marginRight: '4px' },
  button: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
  scroller: { overflowX: 'auto' },
  table: { backgroundColor: tokens.colorNeutralBackground1, tableLayout: 'auto' },
  actions: { display: 'flex', gap: '4px', justifyContent: 'end' },
  actionsHeader: { width: '1%', whiteSpace: 'nowrap' },
});
