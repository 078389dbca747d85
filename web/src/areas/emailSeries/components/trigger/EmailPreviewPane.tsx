import { Button, Card, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { EmailPreview } from './emailPreview.ts';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '12px' },
  top: { display: 'flex', justifyContent: 'end' },
  headers: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '12px', rowGap: '4px', margin: 0 },
  name: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // The card's width; a longer message scrolls inside the frame.
  frame: {
    width: '100%',
    height: '600px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/**
 * The manual trigger's Preview (spec 002 §2.13): the subject and recipients over the message, which is shown in a frame
 * with every sandbox restriction (no scripts, forms or navigation: the HTML is the server's sanitized rendering, and the
 * frame keeps it from the app's page all the same); or why there is none. Hide Preview puts it away.
 */
export function EmailPreviewPane({ preview, onHide }: { preview: EmailPreview | 'loading'; onHide(): void }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-label="Email preview">
      <div className={styles.top}>
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onHide}>
          Hide Preview
        </Button>
      </div>
      {preview === 'loading' ? (
        <Spinner label="Generating the preview" />
      ) : 'error' in preview ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{preview.error}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <dl className={styles.headers}>
            <dt className={styles.name}>Subject</dt>
            <dd className={styles.value}>{preview.subject}</dd>
            <dt className={styles.name}>To</dt>
            <dd className={styles.value}>{preview.to.join(', ')}</dd>
          </dl>
          <iframe className={styles.frame} title="Email message preview" sandbox="" srcDoc={preview.html} />
        </>
      )}
    </Card>
  );
}
