import type { BadgeProps } from '@fluentui/react-components';
import {
  DEPRECATED_EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
  FORM_EVENT_TYPES,
  LOCATION_TYPE_LABELS,
  MEAL_TYPE_LABELS,
} from '../../../../api/src/areas/events/contract.ts';

export { CRM_LOCKED_FIELDS } from '../../../../api/src/areas/events/contract.ts';

export type EventStatusValue =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'IN_PROGRESS'
  | 'COMPLETE'
  | 'COMING_SOON'
  | 'PLANNING_COMPLETE'
  | 'ON_DEMAND'
  | 'OTHER'
  | 'SCHEDULED'
  | 'OCCURRED';
export type EventTypeValue = 'LIVE' | 'VIRTUAL' | 'HYBRID' | 'WEBINAR' | 'OTHER';
export type MealTypeValue = 'NO_MEAL' | 'LIGHT_REFRESHMENTS' | 'BREAKFAST' | 'LUNCH' | 'DINNER';
export type LocationTypeValue = 'IN_OFFICE' | 'OUT_OF_OFFICE' | 'VIRTUAL' | 'IN_VENUE';

/** The GraphQL value of a REST value of the event contract (`in-progress` → `IN_PROGRESS`). */
const graphqlValue = (rest: string) => rest.toUpperCase().replace(/-/g, '_');
const labelled = <V extends string>(labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([rest, label]) => [graphqlValue(rest), label])) as Record<V, string>;

/** Spec 000 §4: the colour of each status's badge (labels come from the event contract). */
const STATUS_COLORS: Record<EventStatusValue, BadgeProps['color']> = {
  CANCELLED: 'danger',
  CONFIRMED: 'success',
  IN_PROGRESS: 'warning',
  COMPLETE: 'informative',
  COMING_SOON: 'informative',
  PLANNING_COMPLETE: 'success',
  ON_DEMAND: 'warning',
  OTHER: 'informative',
  SCHEDULED: 'warning',
  OCCURRED: 'brand',
};
const DEPRECATED = new Set(DEPRECATED_EVENT_STATUSES.map(graphqlValue));

/** Label and colour per status; deprecated ones are shown but not offered in the form. */
export const EVENT_STATUSES = Object.fromEntries(
  Object.entries(labelled<EventStatusValue>(EVENT_STATUS_LABELS)).map(([value, label]) => [
    value,
    { label, color: STATUS_COLORS[value as EventStatusValue], ...(DEPRECATED.has(value) ? { deprecated: true as const } : {}) },
  ]),
) as Record<EventStatusValue, { label: string; color: BadgeProps['color']; deprecated?: true }>;

export const FORM_STATUSES = (Object.keys(EVENT_STATUSES) as EventStatusValue[]).filter((s) => !EVENT_STATUSES[s].deprecated);

export const EVENT_TYPES = labelled<EventTypeValue>(EVENT_TYPE_LABELS);
export const FORM_TYPES = FORM_EVENT_TYPES.map(graphqlValue) as EventTypeValue[];

export const MEAL_TYPES = labelled<MealTypeValue>(MEAL_TYPE_LABELS);

export const LOCATION_TYPES = labelled<LocationTypeValue>(LOCATION_TYPE_LABELS);
