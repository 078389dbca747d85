/**
 * The list filtered to one event, as an ordinary filter the person can change or clear, its tag named after the event
 * (the event list's View Attendees, the attendee form's way back). `name` is how the event filter names events:
 * short name and title.
 */
export function attendeesOfEvent(eventId: number, name?: string | null): string {
  const params = new URLSearchParams({ filters: JSON.stringify({ eventIds: [eventId] }) });
  if (name) params.set('filterLabels', JSON.stringify({ eventIds: { [eventId]: name } }));
  return `/attendees/list?${params.toString()}`;
}
