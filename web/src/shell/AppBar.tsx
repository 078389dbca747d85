import { lazy } from 'react';
import { Avatar, Button, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { AppsRegular, ArrowLeftRegular, NavigationRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { writeSession, type ProductValue } from '../app/session.ts';
import { MenuOnDemand } from '../shared/MenuOnDemand.tsx';
import type { AppViewer } from '../app/viewer.ts';
import { offeredProducts } from '../routing/guards.ts';

const AppsMenu = lazy(() => import('./AppBarMenus.tsx').then((m) => ({ default: m.AppsMenu })));
const UserMenu = lazy(() => import('./AppBarMenus.tsx').then((m) => ({ default: m.UserMenu })));

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
        <MenuOnDemand
          trigger={<Button appearance="subtle" icon={<AppsRegular />} aria-label="Apps" />}
          menu={(trigger) => <AppsMenu trigger={trigger} products={products} instances={viewer.instances} switchProduct={switchProduct} />}
        />
      )}
      <MenuOnDemand
        trigger={
          <Button appearance="subtle" icon={<Avatar name={viewer.displayName} size={32} />}>
            <Text>{viewer.displayName}</Text>
          </Button>
        }
        menu={(trigger) => <UserMenu trigger={trigger} />}
      />
    </header>
  );
}
