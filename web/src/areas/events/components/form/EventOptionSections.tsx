import { Button, Field, Input, Select, Switch } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { BLANK_SURVEY_ROW } from '../eventFormSchema.ts';
import { choiceOptions, useEventFields, useEventFormStyles, type Choice, type FieldRules } from './eventFields.tsx';

/** Enable Survey and, when on, its survey templates, each with a due date and time (at least one while on). */
export function SurveySection({ rules, templates }: { rules: FieldRules; templates: Choice[] }) {
  const styles = useEventFormStyles();
  const { f, error } = useEventFields(rules);
  const surveyRows = f.values.surveyTemplates;
  return (
    <div className={styles.section}>
      <Switch
        label="Enable Survey"
        checked={f.values.survey}
        disabled={rules.disabled.has('survey')}
        onChange={(_e, d) => {
          void f.setFieldValue('survey', d.checked);
          void f.setFieldValue(
            'surveyTemplates',
            d.checked ? (surveyRows.length ? surveyRows : [BLANK_SURVEY_ROW]) : surveyRows.filter((r) => r.id),
          );
        }}
      />
      {f.values.survey &&
        surveyRows.map((row, i) => (
          <div className={styles.row} key={i}>
            <Field label="Survey Template" validationMessage={error(`surveyTemplates.${i}.id`)}>
              <Select value={row.id} onChange={(_e, d) => f.setFieldValue(`surveyTemplates.${i}.id`, d.value)}>
                {choiceOptions(templates)}
              </Select>
            </Field>
            <Field label="Survey Due Date">
              <Input type="date" value={row.dueDate} onChange={(_e, d) => f.setFieldValue(`surveyTemplates.${i}.dueDate`, d.value)} />
            </Field>
            <Field label="Survey Due Time">
              <Input type="time" value={row.dueTime} onChange={(_e, d) => f.setFieldValue(`surveyTemplates.${i}.dueTime`, d.value)} />
            </Field>
            <Button
              icon={<DeleteRegular />}
              aria-label="Remove survey template"
              onClick={() => {
                const rest = surveyRows.filter((_r, k) => k !== i);
                void f.setFieldValue('surveyTemplates', rest);
                if (!rest.length) void f.setFieldValue('survey', false);
              }}
            />
          </div>
        ))}
      {f.values.survey && (
        <Button icon={<AddRegular />} onClick={() => f.setFieldValue('surveyTemplates', [...surveyRows, BLANK_SURVEY_ROW])}>
          Add Survey Template
        </Button>
      )}
    </div>
  );
}

/** Enable Emails and, when on, the email series and the sender. */
export function EmailsSection({ rules, series }: { rules: FieldRules; series: Choice[] }) {
  const styles = useEventFormStyles();
  const { f, error, select } = useEventFields(rules);
  return (
    <div className={styles.section}>
      <Switch
        label="Enable Emails"
        checked={f.values.emailsEnabled}
        disabled={rules.disabled.has('emailSeriesId')}
        onChange={(_e, d) => {
          void f.setFieldValue('emailsEnabled', d.checked);
          if (!d.checked) void f.setFieldValue('emailSeriesId', '');
        }}
      />
      {f.values.emailsEnabled && (
        <div className={styles.grid}>
          {select('emailSeriesId', 'Email Series', 'emailSeriesId', series)}
          <Field label="From Email" validationMessage={error('emailFromAddress')}>
            <Input name="emailFromAddress" type="email" value={f.values.emailFromAddress} onChange={f.handleChange} onBlur={f.handleBlur} />
          </Field>
          <Field label="From Name">
            <Input name="emailFromName" value={f.values.emailFromName} onChange={f.handleChange} />
          </Field>
        </div>
      )}
    </div>
  );
}

/** Enable Registration and, when on, the registration template and Registration Closed. */
export function RegistrationSection({ rules, templates }: { rules: FieldRules; templates: Choice[] }) {
  const styles = useEventFormStyles();
  const { f, error } = useEventFields(rules);
  return (
    <div className={styles.section}>
      <Switch
        label="Enable Registration"
        checked={f.values.registrationPage}
        disabled={rules.disabled.has('registrationPage')}
        onChange={(_e, d) => f.setFieldValue('registrationPage', d.checked)}
      />
      {f.values.registrationPage && (
        <div className={styles.grid}>
          <Field label="Registration Template" validationMessage={error('registrationTemplateId')}>
            <Select value={f.values.registrationTemplateId} onChange={(_e, d) => f.setFieldValue('registrationTemplateId', d.value)}>
              {choiceOptions(templates)}
            </Select>
          </Field>
          <Switch
            label="Registration Closed"
            checked={f.values.registrationClosed}
            onChange={(_e, d) => f.setFieldValue('registrationClosed', d.checked)}
          />
        </div>
      )}
    </div>
  );
}
