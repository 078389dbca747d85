import { Button, OverlayDrawer } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** SideDrawer below the md breakpoint: over the page, opened from the menu button (loaded when first opened). */
export function OverlaySideDrawer({
  open,
  onOpenChange,
  className,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  className: string;
  children: ReactNode;
}) {
  return (
    <OverlayDrawer open={open} onOpenChange={(_e, data) => onOpenChange(data.open)} className={className}>
      {children}
      <Button onClick={() => onOpenChange(false)}>Close menu</Button>
    </OverlayDrawer>
  );
}
