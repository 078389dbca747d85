/**
 * E-mail series and templates' contract (spec 002 §2.11–2.13, §3 "Email series", "Email template", "Email template
 * types", "Template variables", §5 "Email template", "Email series", §6, §8 "Email series and templates", §9): the
 * template types, the variables a template may use, limits and texts shared by the api, the BFF and the web. Plain
 * TypeScript with no I/O.
 */

/** The products a series belongs to (`GET email-series` param product, `POST email-series` productId). */
export const EMAIL_PRODUCTS = ['hive', 'speaker-portal', 'event-management'] as const;
export type EmailProduct = (typeof EMAIL_PRODUCTS)[number];

/** Who a type's message goes to. */
export type EmailAudience = 'attendee' | 'speaker';

/** What the manual trigger must be given for a type (spec 002 §5 "Manual trigger"): an attendee is an event
 *  attendance (its event comes with it). */
export type EmailSubject = 'attendee' | 'event' | 'speaker' | 'speakerTraining';

/** The variable groups (`TEMPLATE_VARIABLES`) a template of a type may use. */
export type VariableGroup =
  | 'recipient'
  | 'event'
  | 'attendee'
  | 'fieldRep'
  | 'speakers'
  | 'venue'
  | 'conference'
  | 'speaker'
  | 'speakerUpdate'
  | 'training'
  | 'links'
  | 'urls';

export interface EmailTemplateType {
  /** Stable id (`emailTemplateTypeId`): never renumbered, a new type takes the next one. */
  id: number;
  type: string;
  name: string;
  description: string;
  /** The template may attach an iCal event (icalEvent, icalTitle, icalDescription). */
  allowiCalFile: boolean;
  /** Sent at most once per event (or training) and recipient. */
  uniquePerInstance: boolean;
  audience: EmailAudience;
  /** What the manual trigger needs (spec 002 §5). */
  needs: readonly EmailSubject[];
  products: readonly EmailProduct[];
}

const ATTENDEE_PRODUCTS: readonly EmailProduct[] = ['hive', 'event-management'];
const SPEAKER_PRODUCTS: readonly EmailProduct[] = ['hive', 'speaker-portal'];
const attendeeType = (id: number, type: string, name: string, description: string, allowiCalFile = false): EmailTemplateType => ({
  id,
  type,
  name,
  description,
  allowiCalFile,
  uniquePerInstance: true,
  audience: 'attendee',
  needs: ['attendee'],
  products: ATTENDEE_PRODUCTS,
});
const speakerType = (
  id: number,
  type: string,
  name: string,
  description: string,
  needs: readonly EmailSubject[],
  { allowiCalFile = false, uniquePerInstance = true } = {},
): EmailTemplateType => ({
  id,
  type,
  name,
  description,
  allowiCalFile,
  uniquePerInstance,
  audience: 'speaker',
  needs,
  products: SPEAKER_PRODUCTS,
});

/** Spec 002 §3 "Email template types": the 30 types, in the spec's order. */
export const EMAIL_TEMPLATE_TYPES: readonly EmailTemplateType[] = [
  attendeeType(1, 'registration-thank-you', 'Registration thank you', 'Sent when an attendee registers for the event', true),
  attendeeType(2, 'remind-event-in-1-week', 'Reminder: 1 week before', 'Sent one week before the event starts', true),
  attendeeType(3, 'remind-event-in-48-h', 'Reminder: 48 hours before', 'Sent 48 hours before the event starts', true),
  attendeeType(4, 'remind-event-tomorrow', 'Reminder: tomorrow', 'Sent the day before the event', true),
  attendeeType(5, 'remind-event-today', 'Reminder: today', 'Sent on the morning of the event day', true),
  attendeeType(6, 'remind-event-in-3-h', 'Reminder: 3 hours before', 'Sent 3 hours before the event starts', true),
  attendeeType(7, 'remind-event-in-1-h', 'Reminder: 1 hour before', 'Sent 1 hour before the event starts', true),
  attendeeType(8, 'remind-event-now', 'Reminder: starting now', 'Sent when the event starts', true),
  attendeeType(9, 'attended-thank-you', 'Thank you for attending', 'Sent when an attendance is marked attended'),
  attendeeType(10, 'follow-up-after-1-d', 'Follow-up: 1 day after', 'Sent one day after the event ends'),
  attendeeType(11, 'follow-up-after-2-d', 'Follow-up: 2 days after', 'Sent two days after the event ends'),
  attendeeType(12, 'follow-up-after-3-d', 'Follow-up: 3 days after', 'Sent three days after the event ends'),
  attendeeType(13, 'follow-up-after-5-d', 'Follow-up: 5 days after', 'Sent five days after the event ends'),
  attendeeType(14, 'follow-up-after-1-week', 'Follow-up: 1 week after', 'Sent one week after the event ends'),
  attendeeType(15, 'follow-up-after-30-d', 'Follow-up: 30 days after', 'Sent thirty days after the event ends'),
  attendeeType(16, 'sorry-we-missed-you', 'Sorry we missed you', 'Sent after the event to registered attendees who did not attend'),
  attendeeType(17, 'regrets-cancelation', 'Event cancelled', 'Sent to registered attendees when the event is cancelled', true),
  attendeeType(18, 'attendee-ineligible', 'Attendee ineligible', 'Sent when an attendance is marked ineligible'),
  attendeeType(19, 'on-demand-event-registration', 'On-demand registration', 'Sent when an attendee registers for an on-demand event'),
  attendeeType(
    20,
    'on-demand-event-registration-approval',
    'On-demand registration approved',
    'Sent when an on-demand registration is approved',
  ),
  attendeeType(
    21,
    'on-demand-event-registration-rejection',
    'On-demand registration rejected',
    'Sent when an on-demand registration is rejected',
  ),
  speakerType(22, 'speaker-user-added', 'Speaker user added', "Sent when a speaker's user account is created", ['speaker']),
  speakerType(23, 'speaker-profile-modified', 'Speaker profile modified', "Sent when a speaker's profile changes", ['speaker'], {
    uniquePerInstance: false,
  }),
  speakerType(
    24,
    'remind-speaker-event-tomorrow',
    'Speaker reminder: event tomorrow',
    'Sent to each speaker the day before the event',
    ['speaker', 'event'],
    {
      allowiCalFile: true,
    },
  ),
  speakerType(25, 'remind-training-due-tomorrow', 'Training due tomorrow', 'Sent the day before an assigned training is due', [
    'speakerTraining',
  ]),
  speakerType(
    26,
    'remind-speaker-not-trained-on-topic',
    'Reminder: not trained on topic',
    'Reminds a speaker of an event whose topic they are not trained on',
    ['speaker', 'event'],
  ),
  speakerType(27, 'training-completed', 'Training completed', 'Sent when a speaker completes a training', ['speakerTraining']),
  speakerType(
    28,
    'speaker-not-trained-on-topic',
    'Speaker not trained on topic',
    'Sent when a speaker is added to an event whose topic they are not trained on',
    ['speaker', 'event'],
  ),
  speakerType(
    29,
    'speaker-black-out-date-conflict',
    'Blackout date conflict',
    "Sent when an event falls on one of the speaker's blackout dates",
    ['speaker', 'event'],
    {
      uniquePerInstance: false,
    },
  ),
  speakerType(30, 'speaker-training-assigned', 'Training assigned', 'Sent when a training is assigned to a speaker', ['speakerTraining']),
];

export const emailTemplateTypeById = (id: number) => EMAIL_TEMPLATE_TYPES.find((t) => t.id === id);

/** Spec 002 §6: the types whose template may name its own recipients (shown only to Admin and SystemAdmin). */
export const CUSTOM_RECIPIENT_TYPES = ['speaker-black-out-date-conflict', 'speaker-profile-modified'] as const;
export const CUSTOM_RECIPIENT_ROLES = ['admin', 'system-admin'] as const;
/** Spec 002 §6: who sends a manual e-mail (and sees 'Send an Email'). */
export const MANUAL_EMAIL_ROLES = ['admin', 'system-admin', 'client-speaker-portal-admin'] as const;

/** The groups of variables each audience's templates may use; a training type adds `training`, the profile type
 *  `speakerUpdate`. */
export function variableGroups(type: EmailTemplateType): VariableGroup[] {
  if (type.audience === 'attendee')
    return ['recipient', 'event', 'attendee', 'fieldRep', 'speakers', 'venue', 'conference', 'links', 'urls'];
  const groups: VariableGroup[] = ['recipient', 'speaker', 'urls'];
  if (type.needs.includes('event')) groups.push('event', 'fieldRep', 'speakers', 'venue', 'conference');
  if (type.needs.includes('speakerTraining')) groups.push('training');
  if (type.type === 'speaker-profile-modified') groups.push('speakerUpdate');
  return groups;
}

/** A variable a template may insert (`GET email-templates/template-variables`: label and value). Values are liquid
 *  (https://liquidjs.com): `{{ event.title }}` prints, `{% if venue %}…{% endif %}` is a conditional block. A value
 *  missing at send time prints nothing. */
export interface TemplateVariable {
  label: string;
  value: string;
  group: VariableGroup;
}

const v = (group: VariableGroup, label: string, path: string): TemplateVariable => ({ group, label, value: `{{ ${path} }}` });
const block = (group: VariableGroup, label: string, open: string, close: string): TemplateVariable => ({
  group,
  label,
  value: `{% ${open} %}…{% ${close} %}`,
});

export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  v('recipient', 'Recipient first name', 'recipient.firstName'),
  v('recipient', 'Recipient last name', 'recipient.lastName'),
  v('recipient', 'Recipient email', 'recipient.email'),
  v('event', 'Event name', 'event.shortName'),
  v('event', 'Program name', 'event.title'),
  v('event', 'Event date', 'event.date'),
  v('event', 'Event start time', 'event.startTime'),
  v('event', 'Event end time', 'event.endTime'),
  v('event', 'Event time zone', 'event.zone'),
  v('event', 'Event type', 'event.type'),
  v('event', 'Event topic', 'event.topic'),
  v('event', 'Event location', 'event.location'),
  v('event', 'Replay URL', 'event.replayUrl'),
  v('attendee', 'Attendee first name', 'attendee.firstName'),
  v('attendee', 'Attendee last name', 'attendee.lastName'),
  v('attendee', 'Attendee email', 'attendee.email'),
  v('attendee', 'Attendance status', 'attendee.status'),
  v('fieldRep', 'Field rep name', 'fieldRep.name'),
  v('fieldRep', 'Field rep email', 'fieldRep.email'),
  v('speakers', 'Speakers (names, comma separated)', 'speakers.names'),
  block('speakers', 'Each speaker', 'for speaker in speakers.list', 'endfor'),
  v('speakers', 'Speaker name (inside Each speaker)', 'speaker.name'),
  v('venue', 'Venue name', 'venue.name'),
  v('venue', 'Venue address', 'venue.address'),
  v('venue', 'Venue city', 'venue.city'),
  v('venue', 'Venue state', 'venue.state'),
  v('venue', 'Venue ZIP code', 'venue.zipCode'),
  block('venue', 'If the event has a venue', 'if venue', 'endif'),
  v('conference', 'Conference URL', 'conference.url'),
  v('conference', 'Conference details', 'conference.details'),
  block('conference', 'If the event has a conference link', 'if conference.url', 'endif'),
  v('speaker', 'Speaker first name', 'speaker.firstName'),
  v('speaker', 'Speaker last name', 'speaker.lastName'),
  v('speaker', 'Speaker email', 'speaker.email'),
  v('speakerUpdate', 'Changed fields', 'speakerUpdate.changes'),
  v('speakerUpdate', 'Changed by', 'speakerUpdate.changedBy'),
  v('training', 'Training name', 'training.name'),
  v('training', 'Training due date', 'training.dueDate'),
  v('training', 'Training link', 'training.url'),
  v('links', 'Unsubscribe link', 'links.unsubscribe'),
  v('links', 'Marketing opt-out link', 'links.marketingOptOut'),
  v('urls', 'Client URL', 'urls.client'),
  v('urls', 'Server URL', 'urls.server'),
];

/** The variable roots a template of `type` may read: what the save check allows (liquid's own loop variables, such as
 *  `speaker` inside `for speaker in …`, are the template's own). */
export function variableRoots(type: EmailTemplateType): Set<string> {
  return new Set(variableGroups(type));
}

export const EMAIL_LIMITS = {
  name: 200,
  subject: 300,
  preheader: 300,
  icalTitle: 200,
  icalDescription: 2000,
  /** Addresses in cc, and in the custom recipients. */
  addresses: 20,
  /** Spec 002 §9. */
  defaultWidth: 600,
  minWidth: 320,
  maxWidth: 1200,
  /** A body's HTML, in characters: Gmail clips a message over 102 KB, so a body leaves room for the values it prints
   *  and the wrapper around it. */
  body: 80_000,
  /** Spec 002 §9: the series form's template table holds up to 1,000 templates. */
  seriesTemplates: 1000,
  /** Spec 002 §9: the series filter lookup's size. */
  seriesLookup: 10,
} as const;

/** Spec 002 §3: unsaved templates of the series form carry temporary ids with this prefix. */
export const TEMPORARY_ID_PREFIX = 'ID_';

export const EMAIL_MESSAGES = {
  // Spec 002 §5.
  templateNameRequired: 'Email template name cannot be empty',
  subjectRequired: 'Email template subject cannot be empty',
  ccInvalid: 'Each CC must be a valid email address',
  recipientInvalid: 'Each Recipient must be a valid email address',
  typeRequired: 'Email template type cannot be empty',
  seriesRequired: 'Email Series cannot be empty',
  seriesNameRequired: 'Name is required',
  duplicates:
    'Email template list has duplicates where Timing and Event Type are the same. Please make sure to have only one email template of such type per email series',
  // Spec 002 §8.
  seriesDeleted: 'Successfully deleted Email Series',
  seriesUpdated: 'Successfully updated the Email Series',
  seriesCreated: 'Successfully created a new Email Series',
  invalidSeriesId: (id: string) => `Invalid emailSeriesId "${id}"`,
  templateDeleted: 'Successfully deleted the email template',
  templateUpdated: 'Successfully updated the email template',
  templateCreated: 'Successfully created the email template',
  invalidTemplateId: (id: string) => `Invalid emailTemplateId "${id}"`,
  listFailed: (error: string) => `Cannot fetch the list. Error: ${error}`,
  // Where the spec is silent (the api's answers).
  nameTooLong: `Name must be at most ${EMAIL_LIMITS.name} characters`,
  subjectTooLong: `Subject must be at most ${EMAIL_LIMITS.subject} characters`,
  preheaderTooLong: `Preheader must be at most ${EMAIL_LIMITS.preheader} characters`,
  tooManyAddresses: (field: 'CC' | 'Recipients') => `${field} may list at most ${EMAIL_LIMITS.addresses} addresses`,
  widthRange: `Width must be a whole number of pixels from ${EMAIL_LIMITS.minWidth} to ${EMAIL_LIMITS.maxWidth}`,
  typeUnknown: (id: number) => `Email template type ${id} does not exist`,
  typeNotOfProduct: (type: string, product: string) => `A ${product} series has no "${type}" e-mails: choose one of its own types`,
  eventTypeUnknown: (value: string) => `Event type ${value} does not exist`,
  icalNotAllowed: (name: string) => `A ${name} email cannot attach an iCal event`,
  icalTitleRequired: 'iCal title is required when the iCal event is attached',
  customRecipientsType: 'Custom recipients are only for the Blackout date conflict and Speaker profile modified types',
  customRecipientsRole: 'Only an Admin or a System Admin may set custom recipients',
  platformSeriesLocked: 'A platform email series cannot be deleted',
  tooManyTemplates: `An email series holds at most ${EMAIL_LIMITS.seriesTemplates} templates`,
  templateNotInSeries: (id: number) => `Email template ${id} is not in this series`,
  templateListedTwice: (id: number) => `Email template ${id} is listed more than once`,
  designOfStored: 'designOf is for a new template: a stored one keeps its own design',
  designSourceMissing: (id: number) => `Email template ${id} was not found`,
  unknownVariable: (name: string, typeName: string) => `Unknown variable {{ ${name} }}: a ${typeName} email cannot use it`,
  templateSyntax: (detail: string) => `The template cannot be read: ${detail}`,
  // Spec 002 §5 "Manual trigger", then the api's answers where the spec is silent.
  needs: {
    attendee: 'Please select Event Attendee to send this email',
    event: 'Please select Event to send this email',
    speaker: 'Please select Speaker to send this email',
    speakerTraining: 'Please select Speaker Training to send this email',
  } satisfies Record<EmailSubject, string>,
  emailTypeMismatch: (given: string, type: string) => `Email type ${given} is not the template's type (${type})`,
  subjectMissing: (what: string, id: number) => `${what} ${id} does not exist`,
  attendanceNotInEvent: (attendanceId: number, eventId: number) => `Event Attendee ${attendanceId} is not an attendee of event ${eventId}`,
  trainingNotOfSpeaker: (trainingId: number, speakerId: number) =>
    `Speaker Training ${trainingId} is not a training of speaker ${speakerId}`,
  noAddress: (who: EmailAudience) => `This ${who} has no e-mail address`,
  resetNotSpeaker: 'A password reset goes only with a speaker email',
  noSpeakerUser: 'This speaker has no user account',
} as const;

/**
 * The two designers (spec 002 §2.14): the legacy content builder edits HTML inside the gutter wrapper; Designer V2
 * edits a list of blocks that the service renders with MJML. A template records which one made its body (`builder`);
 * saving it in the other designer replaces its content and is never done silently (`confirmConversion`).
 */
export const EMAIL_BUILDERS = ['legacy', 'v2'] as const;
export type EmailBuilder = (typeof EMAIL_BUILDERS)[number];

/** The legacy builder's gutter: one wrapper element around the edited HTML (spec 002 §2.14 "body with a gutter
 *  wrapper"). Plain inline style only, so that the sanitizer keeps it as written. */
export const GUTTER_OPEN = '<div style="padding:24px 16px">';
const GUTTER_CLOSE = '</div>';

/** The HTML the legacy builder edits: the body without its gutter wrapper (every wrapper, should one have doubled). */
export function gutterContent(body: string): string {
  let html = body.trim();
  while (html.startsWith(GUTTER_OPEN) && html.endsWith(GUTTER_CLOSE)) {
    html = html.slice(GUTTER_OPEN.length, -GUTTER_CLOSE.length).trim();
  }
  return html;
}

/** A legacy body: the edited HTML inside one gutter wrapper. */
export const inGutter = (html: string) => `${GUTTER_OPEN}${gutterContent(html)}${GUTTER_CLOSE}`;

/** The designer a template's content belongs to: its recorded builder; a template no designer saved yet whose body is
 *  not empty holds HTML, the legacy builder's kind (converting it to blocks needs the confirmation too). */
export function designerOf(template: { builder: EmailBuilder | null; body: string }): EmailBuilder | null {
  return template.builder ?? (template.body.trim() ? 'legacy' : null);
}

/** Designer V2's blocks. `text` is plain text: `**bold**`, `[label](https://…)` links and line breaks are its only
 *  formatting, and `{{ variable }}` its only liquid; every other character is escaped. */
export const DESIGN_BLOCK_KINDS = ['heading', 'text', 'button', 'image', 'divider', 'spacer'] as const;
export type DesignBlockKind = (typeof DESIGN_BLOCK_KINDS)[number];

export interface DesignBlock {
  kind: DesignBlockKind;
  /** heading, text. */
  text?: string | null;
  /** button. */
  label?: string | null;
  /** button: an http(s) or mailto URL, or one that starts with a variable (`{{ links.unsubscribe }}`). */
  url?: string | null;
  /** image: an https URL (or one that starts with a variable, `{{ urls.server }}/logo.png`). */
  src?: string | null;
  alt?: string | null;
  /** image: pixels. */
  width?: number | null;
  /** spacer: pixels. */
  height?: number | null;
  /** A variable (`venue`, `conference.url`): the block shows only when its value is truthy (`{% if … %}`). */
  condition?: string | null;
}
export interface EmailDesign {
  blocks: DesignBlock[];
}

export const DESIGN_LIMITS = {
  blocks: 200,
  text: 5000,
  label: 200,
  url: 2000,
  alt: 300,
  condition: 100,
  minImageWidth: 20,
  maxImageWidth: 1200,
  minSpacer: 4,
  maxSpacer: 200,
} as const;

/** A `{{ variable }}` insertion, the only liquid a block's text may hold. */
export const VARIABLE_INSERTION = /\{\{\s*[A-Za-z_][\w.]*\s*\}\}/g;
/** A variable's name as a condition reads it. */
export const VARIABLE_NAME = /^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$/;
/** The text a designer inserts for a variable at the cursor (`value`: `event.title`; a block's `for …`/`if …` is the
 *  legacy builder's only). */
export const variableInsertion = (value: string) => `{{ ${value} }}`;

export const DESIGN_MESSAGES = {
  // Spec 002 §8.
  missingTemplateId: 'Please provide an email template ID to proceed.',
  initFailed: 'Error initializing the Content Builder. Please try again later.',
  saved: 'Template saved successfully',
  saveFailed: 'Error saving template',
  // Where the spec is silent.
  v2InLegacy: 'This template was made in Designer V2. Saving it here replaces its blocks with HTML, and Designer V2 can no longer edit it.',
  legacyInV2:
    'This template was made in the legacy designer. Saving it here replaces its HTML with these blocks, and the legacy designer can no longer edit it.',
  confirmToLegacy:
    'This template was made in Designer V2: saving it in the legacy designer replaces its blocks with HTML. Confirm the conversion (confirmConversion: true) to save it.',
  confirmToV2:
    'This template was made in the legacy designer: saving it in Designer V2 replaces its HTML with blocks. Confirm the conversion (confirmConversion: true) to save it.',
  tooManyBlocks: `A design holds at most ${DESIGN_LIMITS.blocks} blocks`,
  onlyVariables: 'A block may hold no liquid other than variables such as {{ event.title }}: remove the other {{ … }} or {% … %}',
  conditionName: 'A condition is a variable name such as venue or conference.url',
  badUrl: 'A button link must start with https://, http://, mailto: or a variable such as {{ links.unsubscribe }}',
  badImage: 'An image must start with https:// or a variable such as {{ urls.server }}',
} as const;
