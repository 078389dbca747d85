/**
 * E-mail delivery's contract (issue 30 "Delivery"; the spec is silent): the delivery ledger's statuses, the Sent mail
 * screen's limits and texts, shared by the api, the BFF and the web. Plain TypeScript with no I/O.
 */

/** A ledger row's status. `queued`: waiting for its time (`sendAfter`); `sending`: claimed by a worker (its lease runs
 *  out after `LEASE_SECONDS`, then it is queued again); `sent`: handed to SMTP or put in the built-in mailbox;
 *  `failed`: a permanent SMTP error, or `MAX_ATTEMPTS` temporary ones; `suppressed`: the address is on the tenant's
 *  suppression list (unsubscribed, or bounced before), never sent; `missed`: found past its lateness window, not sent
 *  late; `cancelled`: its cause went away (an event cancelled, an attendance removed) before it was sent. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'suppressed', 'missed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Where a sent message went: a real SMTP server (`SMTP_URL`), or the built-in mailbox (no `SMTP_URL`). */
export const MAIL_TRANSPORTS = ['smtp', 'mailbox'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** Why an address is suppressed. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export const MAIL_LIMITS = {
  /** Temporary SMTP errors are retried this many times in all, with back-off (`RETRY_DELAYS_SECONDS`). */
  maxAttempts: 5,
  retryDelaysSeconds: [60, 300, 900, 3600] as const,
  /** A claimed row not marked sent within this time (a worker that died) is queued again. */
  leaseSeconds: 120,
  /** Rows one worker claims per tenant per turn. */
  batch: 50,
  /** Messages per minute per tenant (`MAIL_RATE_PER_MINUTE` overrides). */
  ratePerMinute: 600,
} as const;

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Suppressed',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

export const MAIL_MESSAGES = {
  /** The Sent mail screen's body of a message that carries a sign-in link, when it went out by SMTP. */
  secretBody: 'This message carries a personal sign-in link and is not shown here.',
  unsubscribed: 'You are unsubscribed. You will receive no more e-mails of this program.',
  unsubscribeUnknown: 'This unsubscribe link is not valid.',
  invalidMailId: (id: string) => `Invalid mail id "${id}"`,
  /** Why a scheduled message was cancelled by the planner (its attendance, event, series or template changed). */
  notDue: 'No longer due: the event, its e-mail series or the attendance changed',
} as const;
