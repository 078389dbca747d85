import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useFormikContext } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import type { EventFormValues } from '../eventFormSchema.ts';

export const useEventFormStyles = makeStyles({
  // Items keep their height (not the row's): a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  row: { display: 'flex', gap: '12px', alignItems: 'end' },
  section: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
});

/** Form fields named like the api's, for the hidden/disabled field configuration. */
export type ApiField =
  | 'shortName'
  | 'title'
  | 'startTime'
  | 'endTime'
  | 'zone'
  | 'type'
  | 'status'
  | 'notes'
  | 'topicId'
  | 'fieldRepId'
  | 'survey'
  | 'emailSeriesId'
  | 'registrationPage'
  | 'mealType'
  | 'replayUrl'
  | 'speakers'
  | 'conference'
  | 'eventShareInfo'
  | 'venueId'
  | 'locationType'
  | 'locationName'
  | 'locationAddress'
  | 'locationAddressLine2'
  | 'locationCity'
  | 'locationState'
  | 'locationZip';

/** Which fields the viewer does not see or may not change (the tenant's configuration, and the CRM's when synced). */
export interface FieldRules {
  hidden: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
  synced: boolean;
}

/** A select's choices: [value, text]. */
export type Choice = [string, string];

/** The empty choice of an optional select. */
export const NONE: Choice = ['', '—'];

/** A select's `<option>`s. */
export const choiceOptions = (choices: readonly Choice[]) =>
  choices.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

/** Spec 000 §5: the fields an event cannot be saved without (marked with an asterisk, like the login form). */
const REQUIRED = new Set<keyof EventFormValues>(['shortName', 'title', 'startDate', 'endDate', 'zone', 'type', 'status']);

/**
 * The event form's state (`f`) and its field makers: `error(path)` once the field is touched or the form submitted,
 * `input` and `select` for a field the viewer sees (null when hidden), disabled as the rules say.
 */
export function useEventFields({ hidden, disabled, synced }: FieldRules) {
  const f = useFormikContext<EventFormValues>();
  const error = (path: string) => fieldMessage(f, path);
  const input = (name: keyof EventFormValues, label: string, api: ApiField, type: 'text' | 'date' | 'time' | 'url' = 'text') =>
    hidden.has(api) ? null : (
      <Field label={label} validationMessage={error(name)} required={REQUIRED.has(name) && !(synced && name === 'shortName')}>
        <Input
          name={name}
          type={type}
          value={String(f.values[name] ?? '')}
          onChange={f.handleChange}
          onBlur={f.handleBlur}
          disabled={disabled.has(api)}
        />
      </Field>
    );
  const select = (name: keyof EventFormValues, label: string, api: ApiField, choices: Choice[], onChange?: (v: string) => void) =>
    hidden.has(api) ? null : (
      <Field label={label} validationMessage={error(name)} required={REQUIRED.has(name)}>
        <Select
          name={name}
          value={String(f.values[name] ?? '')}
          disabled={disabled.has(api)}
          onChange={(_e, d) => (onChange ? onChange(d.value) : f.setFieldValue(name, d.value))}
        >
          {choiceOptions(choices)}
        </Select>
      </Field>
    );
  return { f, error, input, select };
}
