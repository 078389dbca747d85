import { Spinner } from '@fluentui/react-components';
import { Suspense, useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { createBrowserRouter, redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { readSession } from '../app/session.ts';
import { notifyOutsideReact } from '../app/toast.tsx';
import { loadApp } from '../app/viewer.ts';
import { environment } from '../relay/environment.ts';
import { AuthReturnRoute } from '../areas/session/routes/AuthReturn/AuthReturnRoute.tsx';
import { ForbiddenRoute } from '../shell/screens/Forbidden/ForbiddenRoute.tsx';
import { InactiveSpeakerRoute } from '../areas/session/routes/InactiveSpeaker/InactiveSpeakerRoute.tsx';
import { LogoutReturnRoute } from '../areas/session/routes/LogoutReturn/LogoutReturnRoute.tsx';
import { canOpen, firstScreenPath, guard, NO_SPEAKER_ACCOUNT, ownSpeakerPath } from './guards.ts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { setNavigator } from './navigation.ts';
import { APP_ROUTES, type AppRoute } from './routes.tsx';
import type { RouteScreen } from './types.ts';

let previousLocation: string | null = null;

const viewerOrNull = () =>
  loadApp().then(
    (app) => app.viewer ?? null,
    () => null,
  );

/** Runs the guards of a screen route, then preloads its query (spec 002 §6 order). */
function screenLoader(route: AppRoute) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    const viewer = await viewerOrNull();
    const product = readSession().product;
    if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(here)}`);
    if (!product) throw redirect(`/?redirect=${encodeURIComponent(here)}`);
    const elsewhere = route.redirect?.({
      viewer,
      product,
      params,
      searchParams: url.searchParams,
      opens: (path) => canOpen(path, viewer, product),
    });
    if (elsewhere) throw redirect(elsewhere);
    const own = ownSpeakerPath(route, params, viewer);
    if (own === NO_SPEAKER_ACCOUNT) {
      notifyOutsideReact('error', own);
      throw redirect('/');
    }
    if (own) throw redirect(own + url.search);
    const result = guard(route, viewer, product);
    if (!result.ok) {
      if (result.reason === 'login') throw redirect(`/login?redirect=${encodeURIComponent(here)}`);
      notifyOutsideReact('error', result.message);
      if (result.reason === 'product') throw redirect((product && firstScreenPath(viewer, product)) || '/forbidden');
      throw redirect(previousLocation && previousLocation !== here ? previousLocation : '/');
    }
    const screen = (await route.screen!()) as RouteScreen;
    const variables = screen.variables({ params, searchParams: url.searchParams, viewer });
    const queryRef = loadQuery(environment, screen.query, variables, { fetchPolicy: 'store-and-network' });
    return { screen, queryRef };
  };
}

function ScreenElement() {
  const { screen, queryRef } = useLoaderData() as { screen: RouteScreen; queryRef: PreloadedQuery<OperationType> };
  const revalidator = useRevalidator();
  useEffect(() => () => queryRef.dispose(), [queryRef]);
  return (
    <ScreenErrorBoundary
      resetKey={queryRef.fetchKey}
      message={screen.loadError ?? 'Failed to load the page'}
      onRetry={() => void revalidator.revalidate()}
    >
      <Suspense fallback={screen.Loading ? <screen.Loading /> : <Spinner label="Loading…" />}>
        <screen.Component queryRef={queryRef} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

// Screens load their code on demand (`lazy`): the first load of each route stays within the size
// budget (tests/bench/bundle-size.ts).
export const router = createBrowserRouter([
  { path: '/login', lazy: () => import('../areas/session/routes/Login/LoginRoute.tsx').then((m) => ({ Component: m.LoginRoute })) },
  // The link of the password reset e-mail: public, like Login.
  {
    path: '/reset-password',
    lazy: () => import('../areas/session/routes/ResetPassword/ResetPasswordRoute.tsx').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  { path: '/auth/return', element: <AuthReturnRoute /> },
  { path: '/logout/return', element: <LogoutReturnRoute /> },
  { path: '/forbidden', element: <ForbiddenRoute /> },
  { path: '/inactive-speaker', element: <InactiveSpeakerRoute /> },
  {
    path: '/',
    lazy: () => import('../shell/screens/Splash/SplashRoute.tsx').then((m) => ({ Component: m.SplashRoute })),
    loader: () => loadApp().catch(() => null),
  },
  {
    id: 'shell',
    lazy: () => import('../shell/Shell.tsx').then((m) => ({ Component: m.Shell })),
    loader: async ({ request }) => {
      const app = await loadApp().catch(() => null);
      if (!app?.viewer) {
        const url = new URL(request.url);
        throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
      }
      return app;
    },
    // The shell follows the viewer as the screens' guards read it again (app/viewer.ts subscribeApp), not its loader.
    shouldRevalidate: () => false,
    children: APP_ROUTES.map((route) => ({
      path: route.path,
      handle: route,
      loader: screenLoader(route),
      element: <ScreenElement />,
    })),
  },
  // Signed in, Page Not Found keeps the shell (it needs the loaded viewer); signed out it stands alone.
  {
    path: '*',
    lazy: () => import('../shell/screens/NotFound/NotFoundRoute.tsx').then((m) => ({ Component: m.NotFoundRoute })),
    loader: () => loadApp().catch(() => null),
  },
]);

setNavigator((to) => void router.navigate(to));
router.subscribe((state) => {
  if (state.navigation.state === 'idle') previousLocation = state.location.pathname + state.location.search;
  // The navigation's state on the document at once: the shell's busy mark is rendered in react-router's transition,
  // which can come later than the address (tests/e2e/role-sweep.spec.ts waits on both).
  document.documentElement.dataset.navigation = state.navigation.state;
});
