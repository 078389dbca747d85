import type { StoredCalendarEvent } from './outbox.ts';

/**
 * The iCalendar text (RFC 5545, iTIP METHOD per RFC 5546) of a ledger row's event: one VEVENT whose UID and SEQUENCE come
 * from the row, so that a calendar updates the event it already holds instead of adding another (a reschedule sends the
 * same UID with a higher SEQUENCE; a cancellation METHOD:CANCEL). Written here rather than with a library: the event
 * has seven properties, and no calendar library is among the dependencies.
 */
export function calendarText(event: StoredCalendarEvent, organizer: string, attendee: string, now = new Date()): string {
  const method = event.cancelled ? 'CANCEL' : 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hive//Delivery//EN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(new Date(event.start))}`,
    `DTEND:${utc(new Date(event.end))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `ORGANIZER:mailto:${organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${attendee}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** `20300301T180000Z`. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`, other control characters left out
 *  (RFC 5545 §3.3.11). */
const escapeText = (text: string) =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');

/** A content line longer than 75 octets folded onto continuation lines (a CRLF and a space), never inside a UTF-8
 *  character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
