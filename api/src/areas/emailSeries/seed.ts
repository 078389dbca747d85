import type { AreaSeed } from '../../platform/area.ts';
import { textArray, type Tx } from '../../platform/db/client.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { EMAIL_TEMPLATE_TYPES, type EmailProduct } from './contract.ts';
import { sanitizeEmailTemplate } from './emailHtml.ts';
import { emailSeries, emailTemplates } from './tables.ts';

// The demo's email series and templates: the four series events pick from, each with a few attendee templates written
// with the contract's variables, and the platform's own speaker series. Fixed rows: nothing is drawn from the tenant's
// random stream.

interface SeedTemplate {
  name: string;
  type: string;
  subject: string;
  preheader?: string;
  /** The message itself; the seed wraps it in the e-mail layout. */
  content: string;
  eventType?: string;
  ical?: { title: string; description: string };
  recipients?: string[];
}

const FONT = 'font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:22px;color:#333333';
/** The layout every demo body shares: a 600 px table, the message, and a footer (attendee e-mails' with the
 *  unsubscribe link). */
const layout = (content: string, attendee: boolean) =>
  `<table width="100%" cellpadding="0" cellspacing="0" role="presentation" bgcolor="#f4f5f7"><tr><td align="center">` +
  `<table width="600" cellpadding="24" cellspacing="0" role="presentation" bgcolor="#ffffff">` +
  `<tr><td style="${FONT}">${content}</td></tr>` +
  `<tr><td style="font-family:Arial, Helvetica, sans-serif;font-size:12px;color:#888888">` +
  (attendee
    ? `You receive this e-mail because you registered for {{ event.title }}. <a href="{{ links.unsubscribe }}">Unsubscribe</a>`
    : `Sent by the speaker bureau. <a href="{{ urls.client }}">Open Hive</a>`) +
  `</td></tr></table></td></tr></table>`;

const WHEN = '<p><strong>When:</strong> {{ event.date }}, {{ event.startTime }}–{{ event.endTime }} ({{ event.zone }})</p>';
const WHERE =
  '{% if venue %}<p><strong>Where:</strong> {{ venue.name }}, {{ venue.address }}, {{ venue.city }}, {{ venue.state }} {{ venue.zipCode }}</p>{% endif %}';
const JOIN = '{% if conference.url %}<p><a href="{{ conference.url }}">Join the meeting</a><br />{{ conference.details }}</p>{% endif %}';
const SPEAKERS = '<p><strong>Speakers:</strong></p><ul>{% for speaker in speakers.list %}<li>{{ speaker.name }}</li>{% endfor %}</ul>';
const HELLO = '<p>Dear {{ recipient.firstName }},</p>';

const SERIES: { name: string; templates: SeedTemplate[] }[] = [
  {
    name: 'Standard invitations',
    templates: [
      {
        name: 'Registration confirmation',
        type: 'registration-thank-you',
        subject: 'You are registered: {{ event.title }}',
        preheader: 'See you on {{ event.date }}',
        content: `${HELLO}<p>Thank you for registering for <strong>{{ event.title }}</strong>.</p>${WHEN}${WHERE}${JOIN}${SPEAKERS}`,
        ical: { title: '{{ event.title }}', description: 'Presented by {{ speakers.names }}. {{ event.location }}' },
      },
      {
        name: 'One week to go',
        type: 'remind-event-in-1-week',
        subject: 'One week to go: {{ event.title }}',
        content: `${HELLO}<p>{{ event.title }} is one week away.</p>${WHEN}${WHERE}`,
      },
      {
        name: 'Starting in one hour',
        type: 'remind-event-in-1-h',
        subject: 'Starting at {{ event.startTime }}: {{ event.title }}',
        content: `${HELLO}<p>{{ event.title }} starts in one hour.</p>${WHERE}${JOIN}`,
      },
      {
        name: 'Thank you, next steps',
        type: 'follow-up-after-1-d',
        subject: 'Thank you for joining {{ event.title }}',
        content: `${HELLO}<p>Thank you for joining us. Questions? Contact {{ fieldRep.name }} at <a href="mailto:{{ fieldRep.email }}">{{ fieldRep.email }}</a>.</p>`,
      },
    ],
  },
  {
    name: 'Reminder series',
    templates: [
      {
        name: 'See you tomorrow',
        type: 'remind-event-tomorrow',
        subject: 'Tomorrow: {{ event.title }}',
        content: `${HELLO}<p>We look forward to seeing you tomorrow.</p>${WHEN}${WHERE}`,
      },
      {
        name: 'Today',
        type: 'remind-event-today',
        subject: 'Today at {{ event.startTime }}: {{ event.title }}',
        content: `${HELLO}<p>{{ event.title }} is today.</p>${WHEN}${WHERE}${JOIN}`,
      },
      {
        name: 'Starting in one hour (virtual)',
        type: 'remind-event-in-1-h',
        eventType: 'virtual',
        subject: 'Join in one hour: {{ event.title }}',
        content: `${HELLO}<p>{{ event.title }} starts in one hour.</p>${JOIN}`,
      },
    ],
  },
  {
    name: 'Virtual event series',
    templates: [
      {
        name: 'Virtual registration confirmation',
        type: 'registration-thank-you',
        eventType: 'virtual',
        subject: 'Your link for {{ event.title }}',
        content: `${HELLO}<p>You are registered for the virtual program <strong>{{ event.title }}</strong>.</p>${WHEN}${JOIN}${SPEAKERS}`,
        ical: { title: '{{ event.title }}', description: 'Join online: {{ conference.url }}' },
      },
      {
        name: 'Starting now',
        type: 'remind-event-now',
        eventType: 'virtual',
        subject: 'We are live: {{ event.title }}',
        content: `${HELLO}<p>{{ event.title }} is starting now.</p>${JOIN}`,
      },
      {
        name: 'Watch the replay',
        type: 'follow-up-after-1-week',
        eventType: 'virtual',
        subject: 'Replay available: {{ event.title }}',
        content: `${HELLO}<p>The recording of {{ event.title }} is available.</p>{% if event.replayUrl %}<p><a href="{{ event.replayUrl }}">Watch the replay</a></p>{% endif %}`,
      },
    ],
  },
  {
    name: 'Follow-up series',
    templates: [
      {
        name: 'Thank you for attending',
        type: 'attended-thank-you',
        subject: 'Thank you for attending {{ event.title }}',
        content: `${HELLO}<p>Thank you for attending {{ event.title }} with {{ speakers.names }}.</p>`,
      },
      {
        name: 'Sorry we missed you',
        type: 'sorry-we-missed-you',
        subject: 'We missed you at {{ event.title }}',
        content: `${HELLO}<p>We are sorry you could not join {{ event.title }}. {{ fieldRep.name }} will be glad to tell you about upcoming programs.</p>`,
      },
      {
        name: 'One month later',
        type: 'follow-up-after-30-d',
        subject: 'Resources from {{ event.title }}',
        content: `${HELLO}<p>A month ago you joined {{ event.title }}. Your representative {{ fieldRep.name }} can share the program's resources.</p>`,
      },
    ],
  },
];

/** The platform's own series (the list's menu disabled: no duplicate, no delete): the speaker portal's notifications. */
const PLATFORM_SERIES: { name: string; product: EmailProduct; templates: SeedTemplate[] } = {
  name: 'Speaker notifications',
  product: 'speaker-portal',
  templates: [
    {
      name: 'Welcome to the speaker portal',
      type: 'speaker-user-added',
      subject: 'Your speaker portal account',
      content:
        '<p>Dear {{ speaker.firstName }} {{ speaker.lastName }},</p><p>Your account on the speaker portal is ready: sign in as {{ speaker.email }} at <a href="{{ urls.client }}">the speaker portal</a>.</p>',
    },
    {
      name: 'Profile changed',
      type: 'speaker-profile-modified',
      subject: 'Profile of {{ speaker.firstName }} {{ speaker.lastName }} changed',
      content:
        '<p>{{ speakerUpdate.changedBy }} changed the profile of {{ speaker.firstName }} {{ speaker.lastName }}: {{ speakerUpdate.changes }}.</p>',
      recipients: ['speaker-bureau@example.com'],
    },
    {
      name: 'Your program tomorrow',
      type: 'remind-speaker-event-tomorrow',
      subject: 'Tomorrow you present {{ event.title }}',
      content: `<p>Dear {{ speaker.firstName }},</p><p>Thank you for presenting {{ event.title }} tomorrow.</p>${WHEN}${WHERE}${JOIN}<p>Your contact: {{ fieldRep.name }}, {{ fieldRep.email }}</p>`,
      ical: { title: '{{ event.title }} (speaker)', description: '{{ event.location }}' },
    },
    {
      name: 'Blackout date conflict',
      type: 'speaker-black-out-date-conflict',
      subject: 'Blackout date conflict: {{ event.title }}',
      content: '<p>{{ event.title }} on {{ event.date }} falls on a blackout date of {{ speaker.firstName }} {{ speaker.lastName }}.</p>',
    },
    {
      name: 'New training assigned',
      type: 'speaker-training-assigned',
      subject: 'New training: {{ training.name }}',
      content:
        '<p>Dear {{ speaker.firstName }},</p><p>The training <a href="{{ training.url }}">{{ training.name }}</a> is assigned to you, due {{ training.dueDate }}.</p>',
    },
  ],
};

const typeNamed = (type: string) => EMAIL_TEMPLATE_TYPES.find((t) => t.type === type)!;

const templateRow = (tenantId: string, seriesId: number, t: SeedTemplate) => {
  const type = typeNamed(t.type);
  return [
    tenantId,
    seriesId,
    t.name,
    t.subject,
    t.preheader ?? null,
    sanitizeEmailTemplate(layout(t.content, type.audience === 'attendee')),
    t.eventType ?? null,
    type.id,
    t.ical !== undefined,
    t.ical?.title ?? null,
    t.ical?.description ?? null,
    textArray(t.recipients ?? []),
  ];
};
const TEMPLATE_COLUMNS = [
  'tenant_id',
  'email_series_id',
  'name',
  'subject',
  'preheader',
  'body',
  'event_type',
  'email_template_type_id',
  'ical_event',
  'ical_title',
  'ical_description',
  'recipients',
] as const;

/** The email series of a tenant (the demo's and the bench's) with their templates, and the platform's speaker series;
 *  answers the ids of the four series events use. */
export async function seedEmailSeries(tx: Tx, tenantId: string): Promise<number[]> {
  const ids = await insertRows(
    tx,
    emailSeries,
    ['tenant_id', 'name'],
    SERIES.map(({ name }) => [tenantId, name]),
  );
  const [platformId] = await insertRows(
    tx,
    emailSeries,
    ['tenant_id', 'name', 'platform', 'product'],
    [[tenantId, PLATFORM_SERIES.name, true, PLATFORM_SERIES.product]],
  );
  const rows = [
    ...SERIES.flatMap((series, i) => series.templates.map((t) => templateRow(tenantId, ids[i]!, t))),
    ...PLATFORM_SERIES.templates.map((t) => templateRow(tenantId, platformId!, t)),
  ];
  await insertRows(tx, emailTemplates, TEMPLATE_COLUMNS, rows);
  return ids;
}

/** The demo's email series. Draws nothing from the tenant's random stream. */
export const emailSeriesSeed: AreaSeed = {
  async rows(tx, t) {
    await seedEmailSeries(tx, t.id);
  },
};
