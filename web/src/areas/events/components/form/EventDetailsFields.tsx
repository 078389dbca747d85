import { Field, Input, Textarea } from '@fluentui/react-components';
import { EVENT_ZONES, shortZone } from '../../../../shared/timezones.ts';
import { EVENT_STATUSES, EVENT_TYPES, FORM_STATUSES, FORM_TYPES, MEAL_TYPES, type MealTypeValue } from '../../constants.ts';
import { NONE, useEventFields, useEventFormStyles, type ApiField, type Choice, type FieldRules } from './eventFields.tsx';

/** Read-only facts shown on edit. */
export interface EventReadOnlyFacts {
  estimatedAttendance: number | null | undefined;
  avRequirements: string | null | undefined;
}

/** The event's own fields (name, program, dates, timezone, type, status, topic, owner, meal, replay), its notes and,
 *  on edit, the read-only facts. */
export function EventDetailsFields({
  rules,
  topics,
  fieldReps,
  readOnly,
}: {
  rules: FieldRules;
  topics: Choice[];
  fieldReps: Choice[];
  readOnly?: EventReadOnlyFacts;
}) {
  const styles = useEventFormStyles();
  const { f, input, select } = useEventFields(rules);
  const { hidden, disabled } = rules;
  return (
    <>
      <div className={styles.grid}>
        {input('shortName', 'Name', 'shortName')}
        {input('title', 'Program Name', 'title')}
        {input('startDate', 'Start Date', 'startTime', 'date')}
        {input('startTime', 'Start Time', 'startTime', 'time')}
        {input('endDate', 'End Date', 'endTime', 'date')}
        {input('endTime', 'End Time', 'endTime', 'time')}
        {select(
          'zone',
          'Timezone',
          'zone',
          EVENT_ZONES.map((z) => [z, `${z} (${shortZone(z)})`]),
        )}
        {select(
          'type',
          'Type',
          'type',
          FORM_TYPES.map((t) => [t, EVENT_TYPES[t]]),
          (value) => {
            void f.setFieldValue('type', value);
            if (value !== 'LIVE') void f.setFieldValue('mealType', '');
          },
        )}
        {select(
          'status',
          'Status',
          'status',
          (FORM_STATUSES.includes(f.values.status) ? FORM_STATUSES : [f.values.status, ...FORM_STATUSES]).map((s) => [
            s,
            EVENT_STATUSES[s].label,
          ]),
        )}
        {select('topicId', 'Topic', 'topicId', topics)}
        {select('fieldRepId', 'Event Owner', 'fieldRepId', fieldReps)}
        {f.values.type === 'LIVE' &&
          select('mealType', 'Meal Type', 'mealType', [NONE, ...(Object.entries(MEAL_TYPES) as [MealTypeValue, string][])])}
        {f.values.status === 'ON_DEMAND' && input('replayUrl', 'Replay URL', 'replayUrl', 'url')}
      </div>
      {!hidden.has('notes') && (
        <Field label="Notes">
          <Textarea name="notes" value={f.values.notes} onChange={f.handleChange} disabled={disabled.has('notes')} />
        </Field>
      )}
      {readOnly && (
        <div className={styles.grid}>
          {!hidden.has('estimatedAttendance' as ApiField) && (
            <Field label="Estimated Attendance">
              <Input readOnly value={readOnly.estimatedAttendance == null ? '' : String(readOnly.estimatedAttendance)} />
            </Field>
          )}
          {!hidden.has('avRequirements' as ApiField) && (
            <Field label="AV Requirements">
              <Input readOnly value={readOnly.avRequirements ?? ''} />
            </Field>
          )}
        </div>
      )}
    </>
  );
}
