import type { CreateEventInput, UpdateEventInput } from '../../../../__generated__/resolvers-types.ts';
import type { EventChanges, EventCreate } from '../../upstream/events.ts';

/** GraphQL's DateTime inputs arrive as Dates; the api reads ISO text. */
function iso(at: Date): string;
function iso<N extends null | undefined>(at: Date | N): string | N;
function iso(at: Date | null | undefined) {
  return at instanceof Date ? at.toISOString() : at;
}

/** The zone is free text in GraphQL (zone names are not GraphQL enum names): the api refuses one outside its list with
 *  its message ('Zone must be a US timezone, …'), so the text goes through as it came. */
const zoneOf = <Z extends string | null | undefined>(zone: Z) => zone as Z & EventCreate['zone'];

const surveyRows = (rows: CreateEventInput['surveyTemplates']) => rows?.map((row) => ({ ...row, surveyDueTime: iso(row.surveyDueTime) }));

/** `createEvent`'s input as `POST events` reads it (an unset list or switch is left out). */
export const createBody = (input: CreateEventInput): EventCreate => ({
  ...input,
  startTime: iso(input.startTime),
  endTime: iso(input.endTime),
  zone: zoneOf(input.zone),
  surveyTemplates: surveyRows(input.surveyTemplates) ?? undefined,
  speakerIds: input.speakerIds ?? undefined,
  survey: input.survey ?? undefined,
  registrationPage: input.registrationPage ?? undefined,
  registrationClosed: input.registrationClosed ?? undefined,
});

/** `updateEvent`'s changes as `PATCH events/{id}` reads them: only what the client sent; an explicit null clears. */
export function changesBody({ id: _id, startTime, endTime, zone, surveyTemplates, ...changes }: UpdateEventInput): EventChanges {
  return {
    ...changes,
    ...(zone !== undefined && { zone: zoneOf(zone) }),
    ...(startTime !== undefined && { startTime: iso(startTime) }),
    ...(endTime !== undefined && { endTime: iso(endTime) }),
    ...(surveyTemplates !== undefined && { surveyTemplates: surveyRows(surveyTemplates) }),
  };
}
