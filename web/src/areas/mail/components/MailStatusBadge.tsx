import { Badge, type BadgeProps } from '@fluentui/react-components';
import { MAIL_STATUS_LABELS, type MailStatus } from '../../../../../api/src/areas/mail/contract.ts';

/** Sent is good news, Failed bad, the held-back ones a warning, the waiting ones neutral. */
const COLORS: Record<MailStatus, BadgeProps['color']> = {
  queued: 'informative',
  sending: 'informative',
  sent: 'success',
  failed: 'danger',
  suppressed: 'warning',
  missed: 'warning',
  cancelled: 'subtle',
};

/** A ledger row's status (GraphQL `MailStatus`) as a badge with the contract's label. */
export function MailStatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase() as MailStatus;
  return (
    <Badge appearance="tint" color={COLORS[key] ?? 'informative'}>
      {MAIL_STATUS_LABELS[key] ?? status}
    </Badge>
  );
}
