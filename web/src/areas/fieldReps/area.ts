import type { WebArea } from '../../routing/area.ts';

/** Field reps (event owners and main contacts): the event list's Manage Event Owners / Field Contacts dialog, no screen
 *  of its own. */
export const fieldRepsArea: WebArea = { name: 'fieldReps' };
