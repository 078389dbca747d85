import type { MailStatus, MailTransport } from '../../../../api/src/areas/mail/contract.ts';

type ValueOf<T> = T[keyof T];

/** A ledger row's status (REST `status`, `filters.statuses`: the api contract's `MAIL_STATUSES`). */
export const MailStatusValues = {
  QUEUED: 'queued',
  SENDING: 'sending',
  SENT: 'sent',
  FAILED: 'failed',
  SUPPRESSED: 'suppressed',
  MISSED: 'missed',
  CANCELLED: 'cancelled',
} as const satisfies Record<string, MailStatus>;
export type MailStatusValue = ValueOf<typeof MailStatusValues>;

/** Where a sent message went (REST `transport`: the api contract's `MAIL_TRANSPORTS`). */
export const MailTransportValues = { SMTP: 'smtp', MAILBOX: 'mailbox' } as const satisfies Record<string, MailTransport>;
export type MailTransportValue = ValueOf<typeof MailTransportValues>;

/** The mail area's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const mailEnumValues = { MailStatus: MailStatusValues, MailTransport: MailTransportValues } as const;
