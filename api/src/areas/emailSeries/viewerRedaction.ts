import type { Entity } from '../../platform/auth/model.ts';
import type { HiddenFields } from '../../platform/http/fields.ts';
import type { EmailAudience, VariableGroup } from './contract.ts';
import type { SendContext } from './context.ts';

/**
 * The manual trigger's preview as its viewer may read it: a value that comes from a field hidden from the viewer's role
 * prints nothing, and a group whose record is hidden (the event's venue, field rep, speakers, conference) is left out,
 * so that its `{% if %}` block reads false. The message sent is the real one: it goes to its recipient, who is not
 * the viewer.
 */

type Source = readonly [Entity, string];

/** Where each printed value comes from. The location is the event's own, else its venue's. */
const VALUE_SOURCES: Partial<Record<VariableGroup, Record<string, readonly Source[]>>> = {
  event: {
    shortName: [['event', 'shortName']],
    title: [['event', 'title']],
    date: [['event', 'startTime']],
    startTime: [['event', 'startTime']],
    endTime: [['event', 'endTime']],
    zone: [['event', 'zone']],
    type: [['event', 'type']],
    topic: [['event', 'topicId']],
    location: [
      ['event', 'locationName'],
      ['event', 'locationCity'],
      ['event', 'locationState'],
      ['event', 'venueId'],
      ['venue', 'name'],
      ['venue', 'city'],
      ['venue', 'state'],
    ],
    replayUrl: [['event', 'replayUrl']],
  },
  attendee: { firstName: [['attendee', 'firstName']], lastName: [['attendee', 'lastName']], email: [['attendee', 'email']] },
  speaker: { firstName: [['speaker', 'firstName']], lastName: [['speaker', 'lastName']], email: [['speaker', 'email']] },
  fieldRep: { name: [['field_rep', 'name']], email: [['field_rep', 'email']] },
  venue: {
    name: [['venue', 'name']],
    address: [['venue', 'address']],
    city: [['venue', 'city']],
    state: [['venue', 'state']],
    zipCode: [['venue', 'zipCode']],
  },
};

/** The event's relations whose whole group goes when the relation (or what it prints) is hidden. */
const GROUP_SOURCES: Partial<Record<VariableGroup, readonly Source[]>> = {
  fieldRep: [['event', 'fieldRepId']],
  venue: [['event', 'venueId']],
  conference: [['event', 'conference']],
  speakers: [
    ['event', 'speakers'],
    ['speaker', 'firstName'],
    ['speaker', 'lastName'],
  ],
};

/** The text that stands for a recipient whose address is hidden from the viewer. */
export const HIDDEN_ADDRESS = '(hidden)';

type Data = Partial<Record<VariableGroup, object>>;

/** `data` (the type's groups and the recipient) without what `hidden` hides from the viewer; the recipient is the
 *  attendee or the speaker the message is about (`audience`), or an address the sender typed (nothing hidden). */
export async function redactForViewer(data: Data, audience: EmailAudience, hidden: HiddenFields): Promise<Data> {
  const isHidden = async (sources: readonly Source[]) => {
    for (const [entity, field] of sources) if ((await hidden(entity)).has(field)) return true;
    return false;
  };
  const sourcesOf = (group: VariableGroup) => VALUE_SOURCES[group === 'recipient' ? audience : group];
  const kept: Data = {};
  for (const [group, values] of Object.entries(data) as [VariableGroup, object][]) {
    const whole = GROUP_SOURCES[group];
    if (whole && (await isHidden(whole))) continue;
    const sources = sourcesOf(group);
    const own: Record<string, unknown> = { ...values };
    for (const [name, from] of Object.entries(sources ?? {})) if (await isHidden(from)) own[name] = null;
    kept[group] = own;
  }
  return kept;
}

/** The recipients as the viewer may read them: the person's own address stands as `HIDDEN_ADDRESS` when their e-mail
 *  is hidden from the viewer. */
export async function addressesForViewer(to: readonly string[], person: SendContext['person'], hidden: HiddenFields): Promise<string[]> {
  const fields = await hidden(person.audience === 'attendee' ? 'attendee' : 'speaker');
  if (!fields.has('email') || !person.email) return [...to];
  const own = person.email.toLowerCase();
  return to.map((address) => (address === own ? HIDDEN_ADDRESS : address));
}
