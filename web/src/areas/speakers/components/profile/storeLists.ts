import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A speaker's plain lists (contracts, blackout dates) are not connections: a save links what it created to the
 * speaker, a delete takes the record out, so the cards show the change without loading the profile again.
 */
export function setSpeakerList(
  store: RecordSourceSelectorProxy,
  speakerId: string,
  field: 'contracts' | 'blackoutDates',
  change: (list: RecordProxy[]) => RecordProxy[],
) {
  const speaker = store.get(speakerId);
  if (!speaker) return;
  const list = (speaker.getLinkedRecords(field) ?? []).filter((r): r is RecordProxy => r != null);
  speaker.setLinkedRecords(change(list), field);
}

/** The records a mutation answered in `payloadField` (a record, or a list with `plural`) of its root field `rootField`. */
export function answered(store: RecordSourceSelectorProxy, rootField: string, payloadField: string, plural = false): RecordProxy[] {
  const payload = store.getRootField(rootField);
  if (!payload) return [];
  if (!plural) {
    const one = payload.getLinkedRecord(payloadField);
    return one ? [one] : [];
  }
  return (payload.getLinkedRecords(payloadField) ?? []).filter((r): r is RecordProxy => r != null);
}
