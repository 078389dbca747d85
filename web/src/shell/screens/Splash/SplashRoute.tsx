import { Button, Card, CardHeader, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import {
  AppsListDetailRegular,
  CalendarEditRegular,
  DataBarVerticalRegular,
  MicRegular,
  SignOutRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useEffect } from 'react';
import { Navigate, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { readSession, writeSession, type ProductValue } from '../../../app/session.ts';
import { useLogout } from '../../../app/useLogout.ts';
import { resetApp, type AppData, type AppViewer } from '../../../app/viewer.ts';
import { firstScreenPath, offeredProducts } from '../../../routing/guards.ts';

const useStyles = makeStyles({
  page: { minHeight: '100vh', padding: '48px', backgroundColor: tokens.colorNeutralBackground2, boxSizing: 'border-box' },
  header: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  user: { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: '12px', color: tokens.colorNeutralForeground2 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '16px', marginTop: '24px' },
  card: { cursor: 'pointer', minHeight: '96px' },
  icon: {
    fontSize: '28px',
    width: '44px',
    height: '44px',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
});

/** Each product's icon and one line on what it is for (Select Product). */
const PRODUCT_CARDS: Record<ProductValue, { Icon: FluentIcon; description: string }> = {
  HIVE: { Icon: AppsListDetailRegular, description: 'Run speaker programs: events, speakers, venues and attendees.' },
  SPEAKER_PORTAL: { Icon: MicRegular, description: 'Speakers see their events, trainings and documents.' },
  DASHBOARD: { Icon: DataBarVerticalRegular, description: 'Reports and charts on programs and spend.' },
  EVENT_MANAGEMENT: { Icon: CalendarEditRegular, description: 'Add and edit events from the event list.' },
};

/** Where the splash sends a user once a product is chosen (spec 000 §2.1). */
export function landingPath(viewer: AppViewer, product: ProductValue, redirect: string | null): string {
  if (redirect && redirect !== '/' && redirect !== '/login') return redirect;
  const first = firstScreenPath(viewer, product);
  if (first) return first;
  if (viewer.role === 'SYSTEM_ADMIN' && product === 'EVENT_MANAGEMENT') return '/tenant';
  sessionStorage.setItem('hive.forbidden', '1');
  return '/forbidden';
}

/** `/`: picks the product (automatically when there is one) and navigates on. */
export function SplashRoute() {
  const styles = useStyles();
  const app = useLoaderData() as AppData | null;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const viewer = app?.viewer ?? null;
  const stored = readSession().product;
  const products = viewer ? offeredProducts(viewer) : [];
  const found = products.find((p) => p.product === stored) ?? (products.length === 1 ? products[0] : null);
  const chosen = (found?.product ?? null) as ProductValue | null;

  useEffect(() => {
    if (!viewer || !chosen) return;
    if (chosen !== stored) {
      writeSession({ product: chosen });
      resetApp();
    }
    navigate(landingPath(viewer, chosen, params.get('redirect')), { replace: true });
  }, [viewer, chosen, stored, params, navigate]);

  if (!viewer)
    return <Navigate to={`/login${params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : ''}`} replace />;
  if (chosen) return <Spinner label="Loading…" />;

  const pick = (product: ProductValue, externalUrl: string | null | undefined) => {
    if (externalUrl) {
      window.location.assign(externalUrl);
      return;
    }
    writeSession({ product });
    resetApp();
    navigate(landingPath(viewer, product, params.get('redirect')), { replace: true });
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Title2 as="h1">Select Product</Title2>
        {/* Who is signed in, and the way out for someone who is not meant to choose here (issue 28 #19). */}
        <div className={styles.user}>
          <Text>
            Signed in as <Text weight="semibold">{viewer.displayName || viewer.email}</Text>
          </Text>
          <Button icon={<SignOutRegular />} onClick={logout}>
            Logout
          </Button>
        </div>
      </header>
      <div className={styles.grid}>
        {products.map((p) => {
          const card = PRODUCT_CARDS[p.product as ProductValue];
          return (
            <Card
              key={p.product}
              className={styles.card}
              role="button"
              aria-label={p.name}
              aria-description={card?.description}
              tabIndex={0}
              onClick={() => pick(p.product as ProductValue, p.externalUrl)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && pick(p.product as ProductValue, p.externalUrl)}
            >
              <CardHeader
                image={
                  card && (
                    <span className={styles.icon} data-product-icon>
                      <card.Icon aria-hidden />
                    </span>
                  )
                }
                header={<Text weight="semibold">{p.name}</Text>}
                description={
                  <Text size={200}>{[card?.description, p.externalUrl ? 'Opens in its own site.' : ''].filter(Boolean).join(' ')}</Text>
                }
              />
            </Card>
          );
        })}
      </div>
    </main>
  );
}
