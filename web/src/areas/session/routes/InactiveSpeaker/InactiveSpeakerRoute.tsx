import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { MessagePage } from '../../../../shared/MessagePage.tsx';

/** Where an inactive speaker is signed out to: why, and the way back to sign in (as someone else, or once reactivated). */
export function InactiveSpeakerRoute() {
  const navigate = useNavigate();
  return (
    <MessagePage title="Speaker Inactivated" message="Please talk to an Admin to be granted access.">
      <Button appearance="primary" onClick={() => navigate('/login')}>
        Back to Login
      </Button>
    </MessagePage>
  );
}
