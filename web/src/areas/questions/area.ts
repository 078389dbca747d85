import type { WebArea } from '../../routing/area.ts';

/** The question builder (survey and registration page templates' Questions step and tab): no screen of its own. */
export const questionsArea: WebArea = { name: 'questions' };
