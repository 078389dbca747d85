import { attendeeFormArea } from './attendees/formArea.ts';
import { attendeesArea } from './attendees/index.ts';
import { attendeeImportArea } from './attendees/importArea.ts';
import { dashboardsArea } from './dashboards/index.ts';
import { emailSeriesArea } from './emailSeries/index.ts';
import { eventsArea } from './events/index.ts';
import { expensesArea } from './expenses/index.ts';
import { feesArea } from './fees/index.ts';
import { fieldRepsArea } from './fieldReps/index.ts';
import { filesArea } from './files/index.ts';
import { geocodeArea } from './geocode/index.ts';
import { mailArea } from './mail/index.ts';
import { publicPagesArea } from './publicPages/index.ts';
import { questionsArea } from './questions/index.ts';
import { registrationPagesArea } from './registrationPages/index.ts';
import { resourcesArea } from './resources/index.ts';
import { sessionArea } from './session/index.ts';
import { speakersArea } from './speakers/index.ts';
import { surveysArea } from './surveys/index.ts';
import { tenantArea } from './tenant/index.ts';
import { topicsArea } from './topics/index.ts';
import { trainingsArea } from './trainings/index.ts';
import { usersArea } from './users/index.ts';
import { venuesArea } from './venues/index.ts';

/** Every area of the BFF: a new area is one line here. */
export const AREAS = [
  sessionArea,
  tenantArea,
  eventsArea,
  speakersArea,
  questionsArea,
  surveysArea,
  registrationPagesArea,
  publicPagesArea,
  fieldRepsArea,
  topicsArea,
  emailSeriesArea,
  mailArea,
  venuesArea,
  attendeesArea,
  attendeeFormArea,
  attendeeImportArea,
  resourcesArea,
  filesArea,
  geocodeArea,
  usersArea,
  trainingsArea,
  feesArea,
  expensesArea,
  dashboardsArea,
] as const;

type Area = (typeof AREAS)[number];
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** The REST module factories of all areas by `ctx.upstream` name, each with its own type. */
export type UpstreamFactories = Intersection<Area extends infer A ? (A extends { upstream: infer U } ? U : never) : never>;

export const UPSTREAM = Object.assign({}, ...AREAS.map((area) => ('upstream' in area ? area.upstream : {}))) as UpstreamFactories;
