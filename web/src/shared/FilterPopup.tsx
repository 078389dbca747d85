import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { cloneElement, Fragment, useEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';

/**
 * A list's filter popover around its `trigger` (`PopupOnDemand` loads it, and shows it open, on the trigger's first
 * click). `children(close)` is the filters' form, mounted afresh at each opening so its draft starts from the filters
 * applied; it calls `close` once applied.
 */
export function FilterPopup({
  trigger,
  label,
  className,
  children,
}: {
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  /** The dialog's accessible name. */
  label: string;
  className: string;
  children: (close: () => void) => ReactNode;
}) {
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
      <PopoverSurface className={className} role="dialog" aria-label={label}>
        <Fragment key={openings}>{children(() => setOpen(false))}</Fragment>
      </PopoverSurface>
    </Popover>
  );
}
