import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import { signInTemplates } from './answers.ts';

/** The sign-in sheet templates (spec 001 §7 `GET /pdf/templates`): a fixed catalogue, the rows per page deciding the
 *  room each attendee has to sign (US Letter portrait). */
export const SIGN_IN_TEMPLATES = [
  { id: 'standard', templateName: 'Standard (10 per page)', rowsPerPage: 10, description: 'Name, email and signature; room to sign' },
  { id: 'compact', templateName: 'Compact (20 per page)', rowsPerPage: 20, description: 'Twice the rows: large events, fewer pages' },
  { id: 'large', templateName: 'Large (5 per page)', rowsPerPage: 5, description: 'Tall rows: large print and wide signatures' },
] as const;
export type SignInTemplateId = (typeof SIGN_IN_TEMPLATES)[number]['id'];
const TEMPLATE_IDS = SIGN_IN_TEMPLATES.map((t) => t.id) as [SignInTemplateId, ...SignInTemplateId[]];

/** The attendances a sheet lists: those expected or present; walk-ins signed in already; no-shows, cancelled and
 *  ineligible attendances are left out (a late walk-in writes on a blank row). */
export const SIGN_IN_STATUSES = ['registered', 'attended', 'walkin'] as const;
export const MAX_BLANK_PAGES = 20;

export const signInQuery = z
  .object({
    eventId: z.coerce.number({ message: 'eventId must be an event id' }).int().positive('eventId must be an event id'),
    template: z.enum(TEMPLATE_IDS, { message: `template must be one of ${TEMPLATE_IDS.join(', ')}` }).default('standard'),
    /** The spec's parameter; the template decides it, a different value is refused rather than ignored. */
    rowsPerPage: z.coerce.number().int().optional(),
    productsDiscussed: z.string().trim().max(500, 'Products Discussed must be at most 500 characters').optional(),
    blankPages: z.coerce
      .number({ message: `blankPages must be a number from 0 to ${MAX_BLANK_PAGES}` })
      .int(`blankPages must be a number from 0 to ${MAX_BLANK_PAGES}`)
      .min(0, `blankPages must be a number from 0 to ${MAX_BLANK_PAGES}`)
      .max(MAX_BLANK_PAGES, `blankPages must be a number from 0 to ${MAX_BLANK_PAGES}`)
      .default(0),
  })
  .strict();

export interface SheetEvent {
  title: string | null;
  shortName: string | null;
  when: string | null;
  place: string | null;
}
export interface SheetAttendee {
  name: string;
  email: string | null;
}

const MARGIN = 36;
const FONT = PDF_FONTS;
const COLUMNS = [
  { title: '#', share: 0.06 },
  { title: 'Name', share: 0.3 },
  { title: 'Email', share: 0.32 },
  { title: 'Signature', share: 0.32 },
] as const;

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, event: SheetEvent, products: string | undefined) {
  const width = doc.page.width - 2 * MARGIN;
  doc.x = MARGIN;
  doc.y = MARGIN;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor('black')
    .text(event.title ?? event.shortName ?? 'Sign-in sheet', { width, ellipsis: true, height: 22 });
  doc.font(FONT.text).fontSize(10).fillColor('#333333');
  doc.text([event.shortName, event.when].filter(Boolean).join('  ·  '), { width });
  if (event.place) doc.text(event.place, { width, ellipsis: true, height: 14 });
  doc.text(`Products Discussed: ${products || '—'}`, { width, ellipsis: true, height: 28 });
  doc.fillColor('black').moveDown(0.5);
}

/** One page of rows: the header, the column titles, `rowsPerPage` rows (names where there are attendees, empty
 *  rows after), the row number on each. */
function page(
  doc: Doc,
  event: SheetEvent,
  products: string | undefined,
  rowsPerPage: number,
  rows: (SheetAttendee | null)[],
  firstNumber: number,
) {
  header(doc, event, products);
  const width = doc.page.width - 2 * MARGIN;
  const xs = COLUMNS.reduce<number[]>((acc, c, i) => [...acc, (acc[i] ?? MARGIN) + c.share * width], [MARGIN]);
  const titleTop = doc.y;
  doc
    .moveTo(MARGIN, titleTop)
    .lineTo(MARGIN + width, titleTop)
    .lineWidth(0.5)
    .stroke();
  doc.font(FONT.bold).fontSize(10);
  COLUMNS.forEach((c, i) => doc.text(c.title, xs[i]! + 4, titleTop + 4, { width: xs[i + 1]! - xs[i]! - 8, lineBreak: false }));
  const top = titleTop + 18;
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + width, top)
    .lineWidth(1)
    .stroke();
  const rowHeight = (doc.page.height - MARGIN - 20 - top) / rowsPerPage;
  doc.lineWidth(0.5);
  for (let i = 0; i < rowsPerPage; i += 1) {
    const y = top + i * rowHeight;
    const row = rows[i] ?? null;
    const textY = y + rowHeight / 2 - 5;
    doc
      .font(FONT.text)
      .fontSize(10)
      .fillColor('#555555')
      .text(String(firstNumber + i), xs[0]! + 4, textY, { width: xs[1]! - xs[0]! - 8, lineBreak: false });
    doc.fillColor('black');
    if (row) {
      // A long name or e-mail takes two lines, centred in the row; beyond that it ends in an ellipsis.
      const line = doc.currentLineHeight(true);
      const cell = (text: string, column: number) => {
        const options = { width: xs[column + 1]! - xs[column]! - 8, height: 2 * line, ellipsis: true };
        const height = Math.min(doc.heightOfString(text, options), 2 * line);
        doc.text(text, xs[column]! + 4, textY + (line - height) / 2, options);
      };
      cell(row.name, 1);
      if (row.email) cell(row.email, 2);
    }
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + width, y + rowHeight)
      .stroke();
  }
  for (const x of xs)
    doc
      .moveTo(x, top)
      .lineTo(x, top + rowsPerPage * rowHeight)
      .stroke();
}

/**
 * The sign-in sheet of an event (spec 001 §2 'Generate Event Sign-in Form'): on every page the event's header (title,
 * short name, date and time in the event's zone, venue, products discussed) and `rowsPerPage` numbered rows with
 * name, e-mail and an empty signature cell; the attendees fill pages in order, then `blankPages` pages of empty rows
 * follow (a sheet without attendees still has one page); each page is numbered 'Page n of N'. `compress: false`
 * writes the text readable (tests).
 */
export function signInSheetPdf(
  sheet: { event: SheetEvent; attendees: SheetAttendee[]; rowsPerPage: number; productsDiscussed?: string; blankPages: number },
  options: { compress?: boolean } = {},
): Doc {
  const { event, attendees, rowsPerPage } = sheet;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `Sign-in sheet${event.shortName ? ` ${event.shortName}` : ''}` },
  });
  const attendeePages = Math.max(1, Math.ceil(attendees.length / rowsPerPage));
  const pages = attendeePages + sheet.blankPages;
  for (let p = 0; p < pages; p += 1) {
    doc.addPage();
    page(doc, event, sheet.productsDiscussed, rowsPerPage, attendees.slice(p * rowsPerPage, (p + 1) * rowsPerPage), p * rowsPerPage + 1);
  }
  for (let p = 0; p < pages; p += 1) {
    doc.switchToPage(p);
    const bottom = doc.page.height - MARGIN - 12;
    // Writing below the bottom margin would add a page: the margin is lifted for the footer.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.text)
      .fontSize(9)
      .fillColor('#555555')
      .text(`Page ${p + 1} of ${pages}`, MARGIN, bottom, { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false });
  }
  doc.flushPages();
  doc.end();
  return doc;
}

/** The event's location fields and its venue's, part by part of the printed place. */
const LOCATION_FIELDS = ['locationName', 'locationAddress', 'locationCity', 'locationState', 'locationZip'];
const VENUE_FIELDS = ['name', 'address', 'city', 'state', 'zipCode'];

/** The event as the sheet prints it (fields hidden from the caller's role left off) and its attendees in name order. */
export async function sheetData(
  tx: Tx,
  eventId: number,
  scope: ReturnType<typeof sql> | null,
  hidden: { event: ReadonlySet<string>; attendee: ReadonlySet<string>; venue: ReadonlySet<string> },
) {
  const [event] = await tx.query<{
    title: string;
    shortName: string;
    startTime: string;
    endTime: string;
    zone: string;
    location: (string | null)[];
    venue: (string | null)[] | null;
  }>(sql`select e.title, e.short_name as "shortName", e.start_time as "startTime", e.end_time as "endTime", e.zone,
      array[e.location_name, e.location_address, e.location_city, e.location_state, e.location_zip] as location,
      case when v.id is null then null else array[v.name, v.address, v.city, v.state, v.zip_code] end as venue
    from events e left join venues v on v.id = e.venue_id
    where e.id = ${eventId} and ${scope ?? sql`true`}`);
  if (!event) throw new HttpError(404, `Event ${eventId} not found`);
  // Each part of the place is the event's own location field, else its venue's: a field hidden from the caller's
  // role (the event's, the venue relation, or the venue's own) is left off.
  const venue = hidden.event.has('venueId') ? null : event.venue;
  const part = (i: number) => {
    const own = hidden.event.has(LOCATION_FIELDS[i]!) ? null : event.location[i];
    return own ?? (venue && !hidden.venue.has(VENUE_FIELDS[i]!) ? venue[i] : null);
  };
  const place = [part(0), part(1), part(2), [part(3), part(4)].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
  const zone = hidden.event.has('zone') ? 'UTC' : event.zone;
  const start = moment.tz(event.startTime, zone);
  const end = hidden.event.has('endTime') ? null : moment.tz(event.endTime, zone);
  const until = end ? ` – ${end.format(start.isSame(end, 'day') ? 'h:mm A' : 'MM/DD/YYYY h:mm A')}` : '';
  const when = `${start.format('MM/DD/YYYY h:mm A')}${until} ${start.format('z')}`;
  const attendees = await tx.query<{ firstName: string; lastName: string; email: string | null }>(sql`select a.first_name as "firstName",
      a.last_name as "lastName", a.email
    from event_attendances ea join attendees a on a.id = ea.attendee_id
    where ea.event_id = ${eventId} and ea.status = any(${sql.param([...SIGN_IN_STATUSES])}::text[])
    order by a.last_name, a.first_name, a.id`);
  return {
    event: {
      title: hidden.event.has('title') ? null : event.title,
      shortName: hidden.event.has('shortName') ? null : event.shortName,
      when: hidden.event.has('startTime') ? null : when,
      place,
    },
    attendees: attendees.map((a) => ({
      name: [hidden.attendee.has('firstName') ? null : a.firstName, hidden.attendee.has('lastName') ? null : a.lastName]
        .filter(Boolean)
        .join(' '),
      email: hidden.attendee.has('email') ? null : a.email,
    })),
  };
}

/** `GET /pdf/templates` and `GET /pdf` (spec 001 §7), behind the tenant flags registrationPagesEnabled (Attendee
 *  Management) and signinPdfGenerationEnabled. */
export function signInSheetRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/pdf/templates',
    permission: ['attendee', 'read'],
    featureFlags: ['registrationPagesEnabled', 'signinPdfGenerationEnabled'],
    answer: signInTemplates,
    handler: async () => SIGN_IN_TEMPLATES.map((t) => ({ ...t })),
  });

  route({
    method: 'GET',
    url: '/pdf',
    permission: ['attendee', 'read'],
    featureFlags: ['registrationPagesEnabled', 'signinPdfGenerationEnabled'],
    schema: { query: signInQuery },
    answer: FILE,
    handler: async ({ tx, query, scope, hidden, reply }) => {
      const template = SIGN_IN_TEMPLATES.find((t) => t.id === query.template)!;
      if (query.rowsPerPage !== undefined && query.rowsPerPage !== template.rowsPerPage) {
        throw new HttpError(400, `The template ${template.templateName} has ${template.rowsPerPage} rows per page`);
      }
      const data = await sheetData(tx, query.eventId, scope.events, {
        event: await hidden('event'),
        attendee: await hidden('attendee'),
        venue: await hidden('venue'),
      });
      const doc = signInSheetPdf({
        ...data,
        rowsPerPage: template.rowsPerPage,
        productsDiscussed: query.productsDiscussed,
        blankPages: query.blankPages,
      });
      return sendFile(reply, doc, { fileName: `sign-in-${data.event.shortName ?? query.eventId}.pdf`, contentType: 'application/pdf' });
    },
  });
}
