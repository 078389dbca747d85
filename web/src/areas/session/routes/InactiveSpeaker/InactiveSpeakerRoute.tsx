import { MessagePage } from '../../../../shared/MessagePage.tsx';

export function InactiveSpeakerRoute() {
  return <MessagePage title="Speaker Inactivated" message="Please talk to an Admin to be granted access." />;
}
