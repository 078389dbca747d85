import { makeStyles, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';
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
  const [open, setOpen] = useState(true);
  const [openings, setOpenings] = useState(1);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The trigger replaced the plain button that was clicked: the focus stays on it, as when the popover opens later.
  useEffect(() => triggerRef.current?.focus(), []);

  return (
    <Popover
      open={open}
      onOpenChange={(_e, d) => {
        if (d.open) setOpenings((n) => n + 1);
        setOpen(d.open);
      }}
      positioning="below-end"
    >
      <PopoverTrigger disableButtonEnhancement>{cloneElement(trigger, { ref: triggerRef })}</PopoverTrigger>
      <PopoverSurface className={styles.surface} role="dialog" aria-label="Event filters">
        <EventFilterForm
          key={openings}
          {...props}
          onApply={(filters, labels) => {
            props.onApply(filters, labels);
            setOpen(false);
          }}
        />
      </PopoverSurface>
    </Popover>
  );
}
