import { makeStyles } from '@fluentui/react-components';
import { applyThenClose, FilterPopup, type FilterPopupTrigger } from '../../../../shared/FilterPopup.tsx';
import type { EventFilterPopoverProps } from './EventFilterPopover.tsx';
import { EventFilterForm } from './EventFilterForm.tsx';

const useStyles = makeStyles({
  // The fields two to a line.
  surface: { display: 'grid', gridTemplateColumns: '1fr 1fr' },
});

/** The popover of `EventFilterPopover` around its `trigger`, with the filters' form: loaded, and shown open, by the
 *  trigger's first click. */
export function EventFilterPopup({ trigger, ...props }: EventFilterPopoverProps & { trigger: FilterPopupTrigger }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Event filters" width={720} className={styles.surface}>
      {(close) => <EventFilterForm {...props} onApply={applyThenClose(props.onApply, close)} />}
    </FilterPopup>
  );
}
