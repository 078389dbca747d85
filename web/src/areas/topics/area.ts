import type { WebArea } from '../../routing/area.ts';

/** Topics: the event list's topic dialog (with its slide deck download), no screen of its own. */
export const topicsArea: WebArea = { name: 'topics' };
