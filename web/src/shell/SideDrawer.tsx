import { Divider, DrawerBody, DrawerHeader, Image, InlineDrawer, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Fragment, lazy } from 'react';
import { Deferred } from '../shared/Deferred.tsx';
import { NavLink } from 'react-router-dom';
import type { ProductValue } from '../app/session.ts';
import type { AppViewer } from '../app/viewer.ts';
import { sidebarLink, sidebarRoutes } from '../routing/guards.ts';

// The overlay drawer (a modal dialog) of narrow windows loads when first opened (the first-load budget, web/README.md).
const OverlaySideDrawer = lazy(() => import('./OverlaySideDrawer.tsx').then((m) => ({ default: m.OverlaySideDrawer })));

const useStyles = makeStyles({
  // Beside the page, not scrolled with it: the drawer keeps the window's height and scrolls its own links.
  drawer: { width: '256px', position: 'sticky', top: 0, height: '100vh', alignSelf: 'flex-start' },
  logo: { maxWidth: '200px', maxHeight: '56px' },
  nav: { display: 'flex', flexDirection: 'column', gap: '4px' },
  link: {
    display: 'block',
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    textDecoration: 'none',
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: 600 },
  section: { padding: '12px 12px 4px', color: tokens.colorNeutralForeground3 },
});

interface Props {
  viewer: AppViewer;
  product: ProductValue | null;
  /** At and above the md breakpoint the drawer is inline; below it overlays and opens from the menu button. */
  wide: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function SideDrawer({ viewer, product, wide, open, onOpenChange }: Props) {
  const styles = useStyles();
  const items = sidebarRoutes(viewer, product);
  const content = (
    <>
      <DrawerHeader>
        {viewer.tenant.logoUrl ? (
          <Image className={styles.logo} src={viewer.tenant.logoUrl} alt={`${viewer.tenant.name} logo`} />
        ) : (
          <Text weight="semibold">{viewer.tenant.name}</Text>
        )}
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label="Main" className={styles.nav}>
          {items.map((route, i) => (
            <Fragment key={route.path}>
              {route.sidebar?.section && route.sidebar.section !== items[i - 1]?.sidebar?.section && (
                <>
                  <Divider />
                  <Text size={200} className={styles.section}>
                    {route.sidebar.section}
                  </Text>
                </>
              )}
              <NavLink
                to={sidebarLink(route, viewer)}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                onClick={() => onOpenChange(false)}
              >
                {route.sidebar?.label}
              </NavLink>
            </Fragment>
          ))}
        </nav>
      </DrawerBody>
    </>
  );
  if (wide) {
    return (
      <InlineDrawer open separator className={styles.drawer}>
        {content}
      </InlineDrawer>
    );
  }
  return (
    <Deferred when={open}>
      <OverlaySideDrawer open={open} onOpenChange={onOpenChange} className={styles.drawer}>
        {content}
      </OverlaySideDrawer>
    </Deferred>
  );
}
