import type { BadgeProps } from '@fluentui/react-components';

export type EventStatusValue =
  | 'CANCELLED' | 'CONFIRMED' | 'IN_PROGRESS' | 'COMPLETE' | 'COMING_SOON' | 'PLANNING_COMPLETE' | 'ON_DEMAND'
  | 'OTHER' | 'SCHEDULED' | 'OCCURRED';
export type EventTypeValue = 'LIVE' | 'VIRTUAL' | 'HYBRID' | 'WEBINAR' | 'OTHER';
export type MealTypeValue = 'NO_MEAL' | 'LIGHT_REFRESHMENTS' | 'BREAKFAST' | 'LUNCH' | 'DINNER';

/** Spec 000 §4: label and colour per status; deprecated ones are not offered in the form. */
export const EVENT_STATUSES: Record<EventStatusValue, { label: string; color: BadgeProps['color']; deprecated?: true }> = {
  CANCELLED: { label: 'Cancelled', color: 'danger' },
  CONFIRMED: { label: 'Confirmed', color: 'success' },
  IN_PROGRESS: { label: 'In Progress', color: 'warning' },
  COMPLETE: { label: 'Complete', color: 'informative' },
  COMING_SOON: { label: 'Coming Soon', color: 'informative' },
  PLANNING_COMPLETE: { label: 'Planning Complete', color: 'success' },
  ON_DEMAND: { label: 'On Demand', color: 'warning' },
  OTHER: { label: 'Other', color: 'informative', deprecated: true },
  SCHEDULED: { label: 'Scheduled', color: 'warning', deprecated: true },
  OCCURRED: { label: 'Occurred', color: 'brand', deprecated: true },
};

export const FORM_STATUSES = (Object.keys(EVENT_STATUSES) as EventStatusValue[]).filter((s) => !EVENT_STATUSES[s].deprecated);

export const EVENT_TYPES: Record<EventTypeValue, string> = {
  LIVE: 'Live', VIRTUAL: 'Virtual', HYBRID: 'Hybrid', WEBINAR: 'Webinar', OTHER: 'Other',
};
export const FORM_TYPES: EventTypeValue[] = ['LIVE', 'VIRTUAL', 'HYBRID', 'WEBINAR'];

export const MEAL_TYPES: Record<MealTypeValue, string> = {
  NO_MEAL: 'No Meal', LIGHT_REFRESHMENTS: 'Light Refreshments (Snack)', BREAKFAST: 'Breakfast', LUNCH: 'Lunch', DINNER: 'Dinner',
};

/** Spec 000 §9 table constants. */
export const PAGE_SIZES = [5, 10, 15, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
