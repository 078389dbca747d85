import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation, useRouteLoaderData } from 'react-router-dom';
import { readSession } from '../app/session.ts';
import { latestApp, subscribeApp, type AppData } from '../app/viewer.ts';
import type { AppRoute } from '../routing/routes.tsx';
import { AppBar } from './AppBar.tsx';
import { Footer } from './Footer.tsx';
import { SideDrawer } from './SideDrawer.tsx';

/** Spec 000 §9 layout constants. */
export const DRAWER_WIDTH_PX = 256;
export const APP_BAR_HEIGHT_PX = 75;
const MD_BREAKPOINT = '(min-width: 960px)';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  column: { flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  // The app bar stays at the top while the page scrolls (issue 28 #4; the drawer does too, SideDrawer.tsx).
  bar: { position: 'sticky', top: 0, zIndex: 2 },
  main: { flex: 1, padding: '24px', boxSizing: 'border-box' },
});

/** The page scrolls under the sticky app bar and a form's sticky actions (shared/FormActions.tsx): a field reached
 *  by Tab or scrolled into view stops clear of both (the root element's style: Griffel's build-time transform has no
 *  global styles). */
function useScrollPadding() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.scrollPaddingTop = `${APP_BAR_HEIGHT_PX + 16}px`;
    root.scrollPaddingBottom = '72px';
    return () => {
      root.scrollPaddingTop = '';
      root.scrollPaddingBottom = '';
    };
  }, []);
}

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(MD_BREAKPOINT).matches);
  useEffect(() => {
    const query = window.matchMedia(MD_BREAKPOINT);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

/** The primary layout around the matched screen route. */
export function Shell() {
  const loaded = useRouteLoaderData('shell') as AppData;
  // The user as a screen's guard read it last (a flag, product or permission changed meanwhile); a read that found
  // no signed-in user leaves the shell as it was while the guard sends the person to Login.
  const latest = useSyncExternalStore(subscribeApp, latestApp);
  const app = latest?.viewer ? latest : loaded;
  const route = useMatches().at(-1)?.handle as AppRoute | undefined;
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  return (
    <ShellFrame app={app} title={route?.name} backButton={route?.backButton} location={pathname} busy={navigating}>
      <Outlet />
    </ShellFrame>
  );
}

/** The primary layout: app bar (with the screen's title), side drawer, the content, footer. Also around
 *  Page Not Found when signed in, so a wrong address keeps the person's way around the app. */
export function ShellFrame({
  app,
  title,
  backButton,
  location,
  busy,
  children,
}: {
  app: AppData;
  title: string | undefined;
  backButton?: boolean;
  /** The address of the screen shown. A navigation commits it with the new screen: until that screen's data has come,
   *  the one before stays (react-router's transition) while the address bar already shows the new address. */
  location?: string;
  /** A navigation from this screen is under way (its guard, code and data load): announced as busy. */
  busy?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  useScrollPadding();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const viewer = app.viewer!;

  useEffect(() => {
    document.title = title ? `${title} | ${viewer.tenant.name}` : viewer.tenant.name;
  }, [title, viewer.tenant.name]);

  return (
    <div className={styles.root}>
      <SideDrawer viewer={viewer} product={readSession().product} wide={wide} open={open} onOpenChange={setOpen} />
      <div className={styles.column}>
        <div className={styles.bar}>
          <AppBar viewer={viewer} title={title} backButton={backButton} showMenuButton={!wide} onMenu={() => setOpen(true)} />
        </div>
        <main className={styles.main} data-location={location} aria-busy={busy || undefined}>
          {children}
        </main>
        {/* A new screen opens at the top (after a save at the bottom of a form too); Back returns to where it was. */}
        <ScrollRestoration />
        <Footer build={app.version.build} serverHash={app.version.serverHash} />
      </div>
    </div>
  );
}
