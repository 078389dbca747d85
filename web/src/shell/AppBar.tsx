import { lazy, Suspense } from 'react';
import { Button, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { AppsRegular, ArrowLeftRegular, NavigationRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { writeSession, type ProductValue } from '../app/session.ts';
import { PopupOnDemand } from '../shared/PopupOnDemand.tsx';
import type { AppViewer } from '../app/viewer.ts';
import { offeredProducts } from '../routing/guards.ts';

const AppsMenu = lazy(() => import('./AppBarMenus.tsx').then((m) => ({ default: m.AppsMenu })));
const UserMenu = lazy(() => import('./AppBarMenus.tsx').then((m) => ({ default: m.UserMenu })));
// The user's initials (Fluent's Avatar: its sizes, colours and badges) load right after the first screen.
const Avatar = lazy(() => import('./fluentAvatar.ts').then((m) => ({ default: m.Avatar })));

const useStyles = makeStyles({
  bar: {
    height: '75px',
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '0 24px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flex: 1 },
  /** The Avatar's circle (32 px, neutral colours) while it loads. */
  avatar: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground6,
  },
});

interface Props {
  viewer: AppViewer;
  /** The screen's name. */
  title: string | undefined;
  backButton?: boolean;
  showMenuButton: boolean;
  onMenu(): void;
}

export function AppBar({ viewer, title, backButton, showMenuButton, onMenu }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const products = offeredProducts(viewer);
  const showApps = products.length > 1 || viewer.instances.length > 1;

  // Another product or identity starts from a fresh page at Home: nothing read under the old one stays
  // in the Relay store or in the shell's loaded viewer (the shell's loader does not rerun on navigation).
  const restart = (change: Parameters<typeof writeSession>[0]) => {
    writeSession(change);
    window.location.assign('/');
  };
  const switchProduct = (product: ProductValue) => restart({ product });
  const finishImpersonating = () => restart({ impersonatedSpeakerId: null });

  return (
    <header className={styles.bar}>
      {showMenuButton && <Button appearance="subtle" icon={<NavigationRegular />} aria-label="Open menu" onClick={onMenu} />}
      {backButton && <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back" onClick={() => navigate(-1)} />}
      <Title3 as="h1" className={styles.title}>
        {title}
      </Title3>
      {viewer.impersonating && (
        <>
          <Text role="status" weight="semibold">
            {`Impersonating ${viewer.impersonating.firstName ?? ''} ${viewer.impersonating.lastName ?? ''}`.trim()}
          </Text>
          <Button appearance="primary" onClick={finishImpersonating}>
            Finish Impersonating
          </Button>
        </>
      )}
      {showApps && (
        <PopupOnDemand
          trigger={<Button appearance="subtle" icon={<AppsRegular />} aria-label="Apps" />}
          popup={(trigger) => <AppsMenu trigger={trigger} products={products} instances={viewer.instances} switchProduct={switchProduct} />}
        />
      )}
      <PopupOnDemand
        trigger={
          <Button appearance="subtle" icon={<UserAvatar name={viewer.displayName} />}>
            <Text>{viewer.displayName}</Text>
          </Button>
        }
        popup={(trigger) => <UserMenu trigger={trigger} />}
      />
    </header>
  );
}

/** The signed-in user's avatar; until it loads, a circle of its size named like it (the Avatar is an image named by
 *  the user's name). */
function UserAvatar({ name }: { name: string }) {
  const styles = useStyles();
  return (
    <Suspense fallback={<span role="img" aria-label={name} className={styles.avatar} />}>
      <Avatar name={name} size={32} />
    </Suspense>
  );
}
