import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SentMailDialogQuery } from '../../../__generated__/SentMailDialogQuery.graphql';
import { MAIL_MESSAGES } from '../../../../../api/src/areas/mail/contract.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '900px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  headers: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '12px', rowGap: '4px', margin: 0 },
  name: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // The dialog's width; a longer message scrolls inside the frame.
  frame: {
    width: '100%',
    height: '60vh',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  text: { margin: 0, maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  loading: { padding: '24px' },
});

const query = graphql`
  query SentMailDialogQuery($internalId: Int!) {
    sentMailMessage(internalId: $internalId) {
      to
      cc
      subject
      status
      lastError
      html
      text
      bodyWithheld
    }
  }
`;

/** The message's headers and body: the HTML in a frame with every sandbox restriction (no scripts, forms or
 *  navigation), else the plain text; a body carrying a sign-in link that went out by SMTP is withheld. */
function Message({ internalId }: { internalId: number }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<SentMailDialogQuery>(query, { internalId });
  const mail = data.sentMailMessage;
  if (!mail) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{MAIL_MESSAGES.invalidMailId(String(internalId))}</MessageBarBody>
      </MessageBar>
    );
  }
  const headers: [string, ReactNode][] = [
    ['To', mail.to],
    ['CC', mail.cc.join(', ')],
    ['Subject', mail.subject],
    ['Status', <MailStatusBadge key="status" status={mail.status} />],
    ...(mail.lastError ? ([['Last error', mail.lastError]] as [string, ReactNode][]) : []),
  ];
  return (
    <>
      <dl className={styles.headers}>
        {headers.map(([name, value]) => [
          <dt key={`${name}-name`} className={styles.name}>
            {name}
          </dt>,
          <dd key={`${name}-value`} className={styles.value}>
            {value}
          </dd>,
        ])}
      </dl>
      {mail.bodyWithheld ? (
        <MessageBar intent="info">
          <MessageBarBody>{MAIL_MESSAGES.secretBody}</MessageBarBody>
        </MessageBar>
      ) : mail.html != null ? (
        <iframe className={styles.frame} title="Message body" sandbox="" srcDoc={mail.html} />
      ) : (
        <pre className={styles.text} aria-label="Message body">
          {mail.text ?? ''}
        </pre>
      )}
    </>
  );
}

/** One message of the ledger (a Sent mail row's click), loaded as it opens. */
export function SentMailDialog({ message, onClose }: { message: { internalId: number; subject: string } | null; onClose(): void }) {
  const styles = useStyles();
  return (
    <Dialog open={!!message} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{message?.subject || 'Message'}</DialogTitle>
          <DialogContent className={styles.content}>
            {message && (
              <Suspense fallback={<Spinner className={styles.loading} label="Loading the message" />}>
                <Message internalId={message.internalId} />
              </Suspense>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
