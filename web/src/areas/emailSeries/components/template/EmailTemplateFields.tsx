import { Field, Input, makeStyles, Select, Switch, Textarea } from '@fluentui/react-components';
import { getIn, useFormikContext } from 'formik';
import { EMAIL_LIMITS as L } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { EVENT_TYPE_LABELS } from '../../../../../../api/src/areas/events/contract.ts';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { EmailSeriesPicker } from './EmailSeriesPicker.tsx';
import { showsRecipients, type EmailTemplateValues, type TemplateContext, type TemplateType } from './emailTemplateValues.ts';

const useStyles = makeStyles({
  // Two or three columns on a wide window, one at 800 px beside the drawer.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
});

type Key = keyof EmailTemplateValues;

/**
 * A template's fields (spec 002 §3 "Email template", §5, §6): the template form's, and each sub-form of the series form
 * (`prefix` is then its place in the series' values, `templates.2.values.`). Recipients only for a viewer who may set
 * them and a type that takes them; the iCal event only for a type that allows one; Email Series a search of the
 * series, or on a sub-form the series itself, fixed. The body is edited in the designers: not here.
 */
export function EmailTemplateFields({
  prefix = '',
  types,
  context,
  showMessages = false,
}: {
  prefix?: string;
  types: readonly TemplateType[];
  context: TemplateContext;
  /** Every field's message, whatever was touched (a sub-form that could not be left). */
  showMessages?: boolean;
}) {
  const styles = useStyles();
  const f = useFormikContext<unknown>();
  const path = (key: Key) => `${prefix}${key}`;
  const values = (prefix ? getIn(f.values, prefix.slice(0, -1)) : f.values) as EmailTemplateValues;
  const message = (key: Key): string | undefined => {
    if (!showMessages) return fieldMessage(f, path(key));
    const error: unknown = getIn(f.errors, path(key));
    return typeof error === 'string' ? error : undefined;
  };
  const text = (key: Key, label: string, { required = false, max, hint }: { required?: boolean; max?: number; hint?: string } = {}) => (
    <Field label={label} required={required} hint={hint} validationMessage={message(key)}>
      <Input name={path(key)} value={values[key] as string} maxLength={max} onChange={f.handleChange} onBlur={f.handleBlur} />
    </Field>
  );
  const type = context.typeOf(values.emailTemplateTypeId);

  return (
    <div className={styles.grid}>
      {text('name', 'Name', { required: true, max: L.name })}
      <Field label="Type" required validationMessage={message('emailTemplateTypeId')}>
        <Select name={path('emailTemplateTypeId')} value={values.emailTemplateTypeId} onChange={f.handleChange} onBlur={f.handleBlur}>
          <option value="">Select a type</option>
          {types.map((t) => (
            <option key={t.internalId} value={String(t.internalId)}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Event Type">
        <Select name={path('eventType')} value={values.eventType} onChange={f.handleChange} onBlur={f.handleBlur}>
          <option value="">All event types</option>
          {Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {context.lockedSeriesName !== undefined ? (
        <Field label="Email Series" required validationMessage={message('emailSeriesId')} hint="The series being edited: its Name above">
          <Input value={context.lockedSeriesName} readOnly />
        </Field>
      ) : (
        <Field label="Email Series" hint="None: a template sent by hand">
          <EmailSeriesPicker
            id={values.emailSeriesId}
            name={values.emailSeriesName}
            onChange={(id, name) => {
              void f.setFieldValue(path('emailSeriesId'), id);
              void f.setFieldValue(path('emailSeriesName'), name);
            }}
          />
        </Field>
      )}
      <div className={styles.wide}>{text('subject', 'Subject', { required: true, max: L.subject })}</div>
      <div className={styles.wide}>
        {text('preheader', 'Preheader', { max: L.preheader, hint: 'The line an inbox shows after the subject' })}
      </div>
      {text('cc', 'CC', { hint: 'Addresses separated by commas' })}
      {showsRecipients(context, values) &&
        text('recipients', 'Recipients', { hint: 'Sent to these addresses instead; separated by commas' })}
      <Field label="Width" hint={`Pixels, ${L.minWidth} to ${L.maxWidth}`} validationMessage={message('width')}>
        {/* The typed text, not Formik's number conversion of it: the rule reads the text. */}
        <Input
          name={path('width')}
          type="number"
          value={values.width}
          onChange={(_e, d) => void f.setFieldValue(path('width'), d.value)}
          onBlur={f.handleBlur}
        />
      </Field>
      <Switch label="Active" checked={values.active} onChange={(_e, d) => void f.setFieldValue(path('active'), d.checked)} />
      {type?.allowiCalFile && (
        <>
          <Switch
            className={styles.wide}
            label="Attach an iCal event"
            checked={values.icalEvent}
            onChange={(_e, d) => void f.setFieldValue(path('icalEvent'), d.checked)}
          />
          {values.icalEvent && (
            <>
              {text('icalTitle', 'iCal Title', { required: true, max: L.icalTitle })}
              <Field className={styles.wide} label="iCal Description" validationMessage={message('icalDescription')}>
                <Textarea
                  name={path('icalDescription')}
                  value={values.icalDescription}
                  maxLength={L.icalDescription}
                  onChange={f.handleChange}
                  onBlur={f.handleBlur}
                />
              </Field>
            </>
          )}
        </>
      )}
    </div>
  );
}
