import { Button, Card, makeStyles, Text } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { AppData } from '../../../app/viewer.ts';
import { MessagePage } from '../../../shared/MessagePage.tsx';
import { ShellFrame } from '../../Shell.tsx';

const TITLE = 'Page Not Found';
const MESSAGE = 'There is no page at this address.';

const useStyles = makeStyles({
  card: { maxWidth: '480px', padding: '32px', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '16px' },
});

function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button appearance="primary" icon={<HomeRegular />} onClick={() => navigate('/')}>
      Back to Home
    </Button>
  );
}

/** Any unknown address. Signed in, inside the shell (app bar and drawer stay); signed out, a bare page. */
export function NotFoundRoute() {
  const styles = useStyles();
  const app = useLoaderData() as AppData | null;
  if (!app?.viewer) {
    return (
      <MessagePage title={TITLE} message={MESSAGE}>
        <HomeButton />
      </MessagePage>
    );
  }
  return (
    <ShellFrame app={app} title={TITLE}>
      <Card className={styles.card}>
        <Text>{MESSAGE}</Text>
        <HomeButton />
      </Card>
    </ShellFrame>
  );
}
