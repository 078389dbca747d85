import type {
  DesignBlockKind,
  EmailAudience,
  EmailBuilder,
  EmailProduct,
  EmailSubject,
} from '../../../../api/src/areas/emailSeries/contract.ts';

type ValueOf<T> = T[keyof T];

/** The product a series or template type belongs to (REST `product`, `productId`: the api contract's `EMAIL_PRODUCTS`). */
export const EmailProductValues = {
  HIVE: 'hive',
  SPEAKER_PORTAL: 'speaker-portal',
  EVENT_MANAGEMENT: 'event-management',
} as const satisfies Record<string, EmailProduct>;
export type EmailProductValue = ValueOf<typeof EmailProductValues>;

/** The Email Series list's sortable columns (REST `sortBy`). */
export const EmailSeriesSortFieldValues = { NAME: 'name', EMAILS_COUNT: 'emailsCount' } as const;
export type EmailSeriesSortFieldValue = ValueOf<typeof EmailSeriesSortFieldValues>;

/** The Email Template List's sortable columns (REST `sortBy`). */
export const EmailTemplateSortFieldValues = {
  NAME: 'name',
  SUBJECT: 'subject',
  TYPE: 'type',
  EVENT_TYPE: 'eventType',
  SERIES: 'series',
} as const;
export type EmailTemplateSortFieldValue = ValueOf<typeof EmailTemplateSortFieldValues>;

/** Who a template type's messages go to. */
export const EmailAudienceValues = { ATTENDEE: 'attendee', SPEAKER: 'speaker' } as const satisfies Record<string, EmailAudience>;
export type EmailAudienceValue = ValueOf<typeof EmailAudienceValues>;

/** What the manual trigger must be given for a template type. */
export const EmailSubjectValues = {
  ATTENDEE: 'attendee',
  EVENT: 'event',
  SPEAKER: 'speaker',
  SPEAKER_TRAINING: 'speakerTraining',
} as const satisfies Record<string, EmailSubject>;
export type EmailSubjectValue = ValueOf<typeof EmailSubjectValues>;

/** The designer that made a template's body (spec 002 §2.14). */
export const EmailBuilderValues = { LEGACY: 'legacy', V2: 'v2' } as const satisfies Record<string, EmailBuilder>;
export type EmailBuilderValue = ValueOf<typeof EmailBuilderValues>;

/** Designer V2's block kinds. */
export const EmailDesignBlockKindValues = {
  HEADING: 'heading',
  TEXT: 'text',
  BUTTON: 'button',
  IMAGE: 'image',
  DIVIDER: 'divider',
  SPACER: 'spacer',
} as const satisfies Record<string, DesignBlockKind>;
export type EmailDesignBlockKindValue = ValueOf<typeof EmailDesignBlockKindValues>;

/** The email series area's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const emailEnumValues = {
  EmailProduct: EmailProductValues,
  EmailSeriesSortField: EmailSeriesSortFieldValues,
  EmailTemplateSortField: EmailTemplateSortFieldValues,
  EmailAudience: EmailAudienceValues,
  EmailSubject: EmailSubjectValues,
  EmailBuilder: EmailBuilderValues,
  EmailDesignBlockKind: EmailDesignBlockKindValues,
} as const;
