import { makeStyles, mergeClasses, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { cloneElement, Fragment, useEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';

/** The Filters button a popup opens from (`FilterTrigger` hands it over). */
export type FilterPopupTrigger = ReactElement<{ ref?: Ref<HTMLButtonElement> }>;

const useStyles = makeStyles({
  // Narrower windows: the window's width; a tall form scrolls inside the popover.
  surface: { maxWidth: '90vw', maxHeight: '80vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** `onApply` of a popup's form, which then closes the popup. */
export const applyThenClose =
  <A extends unknown[]>(onApply: (...args: A) => void, close: () => void) =>
  (...args: A) => {
    onApply(...args);
    close();
  };

/**
 * A list's filter popover around its `trigger` (`PopupOnDemand` loads it, and shows it open, on the trigger's first
 * click), `width` wide (the spec's width of each list's filter dialog), its fields one under the other unless
 * `className` lays them out otherwise. `children(close)` is the filters' form, mounted afresh at each opening so its
 * draft starts from the filters applied; it calls `close` once applied (`applyThenClose`) or cancelled.
 */
export function FilterPopup({
  trigger,
  label,
  width,
  className,
  children,
}: {
  trigger: FilterPopupTrigger;
  /** The dialog's accessible name. */
  label: string;
  /** In CSS pixels. */
  width: number;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
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
      <PopoverSurface className={mergeClasses(styles.surface, className)} style={{ width: `${width}px` }} role="dialog" aria-label={label}>
        <Fragment key={openings}>{children(() => setOpen(false))}</Fragment>
      </PopoverSurface>
    </Popover>
  );
}
