import { makeStyles } from '@fluentui/react-components';
import type { ReactElement, Ref } from 'react';
import { FilterPopup } from '../../../../shared/FilterPopup.tsx';
import type { EventFilterPopoverProps } from './EventFilterPopover.tsx';
import { EventFilterForm } from './EventFilterForm.tsx';

const useStyles = makeStyles({
  surface: {
    width: '720px',
    maxWidth: '90vw',
    maxHeight: '80vh',
    overflowY: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '12px',
  },
});

/** The popover of `EventFilterPopover` around its `trigger`, with the filters' form: loaded, and shown open, by the
 *  trigger's first click. */
export function EventFilterPopup({
  trigger,
  ...props
}: EventFilterPopoverProps & { trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }> }) {
  const styles = useStyles();
  return (
    <FilterPopup trigger={trigger} label="Event filters" className={styles.surface}>
      {(close) => (
        <EventFilterForm
          {...props}
          onApply={(filters, labels) => {
            props.onApply(filters, labels);
            close();
          }}
        />
      )}
    </FilterPopup>
  );
}
