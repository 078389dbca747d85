import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  notice: { marginBottom: tokens.spacingVerticalL },
});

/** The notice of a changed row that is not on the page, with Show it and a dismiss button (ChangedRowNotice loads it
 *  when needed: no list's first load carries the message bar). */
export default function ChangedRowBar({ text, show, dismiss }: { text: string; show: () => void; dismiss: () => void }) {
  const styles = useStyles();
  return (
    <MessageBar intent="success" className={styles.notice}>
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={dismiss} />}
      >
        <Button onClick={show}>Show it</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
