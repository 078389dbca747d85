const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * An event's start as the event's own clock shows it, with the zone, e.g. "Tuesday, June 10, 2025 at 6:30 PM PDT"
 * (Intl, in the page's language). A zone the browser does not know falls back to UTC, named as such.
 */
export function eventDate(language: string, startTime: string, zone: string | null | undefined): string {
  const locale = language === 'es' ? 'es' : 'en-US';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone: zone ?? 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS, timeZone: 'UTC' });
  }
  return format.format(new Date(startTime));
}
