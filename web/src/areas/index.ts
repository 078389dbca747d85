import type { WebArea } from '../routing/area.ts';
import { eventsArea } from './events/area.ts';
import { sessionArea } from './session/area.ts';
import { speakersArea } from './speakers/area.ts';

/** Every area of the web app: a new area is one line here. */
export const AREAS: readonly WebArea[] = [sessionArea, eventsArea, speakersArea];
