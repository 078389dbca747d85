import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  frame: {
    width: '100%',
    minHeight: '420px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
});

/** A designer's preview: the e-mail HTML in a frame with every sandbox restriction (no scripts, forms or navigation),
 *  as the manual trigger's preview shows a message; its variables show as written (`{{ event.title }}`). */
export function EmailPreviewFrame({ html, title }: { html: string; title: string }) {
  const styles = useStyles();
  return <iframe className={styles.frame} title={title} sandbox="" srcDoc={html} />;
}
