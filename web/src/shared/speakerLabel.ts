/** A speaker as a picker reads it; fields hidden from the viewer's role come back null. */
export interface PickedSpeaker {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  credentials?: string | null;
  specialty?: string | null;
}

export const speakerName = (s: PickedSpeaker | null | undefined) => [s?.firstName, s?.lastName].filter(Boolean).join(' ');

/** What tells same-name speakers apart in a picker (issue 28 #15): the e-mail, then credentials and specialty, each left
 *  out when hidden from the viewer's role or empty. */
export const speakerDetail = (s: PickedSpeaker | null | undefined) => [s?.email, s?.credentials, s?.specialty].filter(Boolean).join(' · ');

/** One line for a text-only picker option or chip: "First Last (detail)". */
export function speakerLabel(s: PickedSpeaker | null | undefined): string {
  const detail = speakerDetail(s);
  return detail ? `${speakerName(s)} (${detail})` : speakerName(s);
}
