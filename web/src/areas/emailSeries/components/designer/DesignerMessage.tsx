import { Button, makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { TEMPLATE_LIST } from '../list/emailListOptions.ts';

const useStyles = makeStyles({ box: { display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '12px', maxWidth: '640px' } });

/** Why a designer cannot open (spec 002 §8: no template id, or the template failed to load), with the way back to the
 *  template list. */
export function DesignerMessage({ message }: { message: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.box}>
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
      <Button onClick={() => void navigate(TEMPLATE_LIST)}>Back to the email template list</Button>
    </div>
  );
}
