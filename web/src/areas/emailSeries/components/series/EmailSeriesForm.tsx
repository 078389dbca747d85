import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Form, Formik, useFormikContext, type FormikProps } from 'formik';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EmailSeriesForm_query$key } from '../../../../__generated__/EmailSeriesForm_query.graphql';
import { EMAIL_LIMITS as L } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { FormActions } from '../../../../shared/FormActions.tsx';
import { UnsavedChangesDialog } from '../../../../shared/UnsavedChangesDialog.tsx';
import { useGuardedForm } from '../../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import {
  emailTemplateSchema,
  NEW_EMAIL_TEMPLATE,
  type EmailTemplateValues,
  type TemplateContext,
} from '../template/emailTemplateValues.ts';
import { useTemplateContext } from '../template/useTemplateContext.ts';
import { nextTemporaryId, validateEmailSeries, type EmailSeriesErrors, type EmailSeriesValues } from './emailSeriesValues.ts';
import { SeriesTemplatesTable, templateLabel } from './SeriesTemplatesTable.tsx';

/** A template's fields load when the first template opens: the series' screen stays within the first-load budget
 *  (web/README.md). */
const EmailTemplateFields = lazy(() => import('../template/EmailTemplateFields.tsx').then((m) => ({ default: m.EmailTemplateFields })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  name: { maxWidth: '480px' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', justifyContent: 'space-between' },
  subform: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px', borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  subformActions: { display: 'flex', justifyContent: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  query: EmailSeriesForm_query$key;
  /** The series' internal id when editing. */
  internalId?: number;
  initialValues: EmailSeriesValues;
  /** Saves; a refusal of the service goes to `onError`, which places its texts under their fields. */
  onSubmit(values: EmailSeriesValues, context: TemplateContext, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
}

/**
 * After a Save the rules refused: a stored template that fails them while another (or none) is open is opened with its
 * messages (`onOpen`); when only the duplicates rule refused it (no field to focus), the alert is focused.
 */
function AfterRefusedSave({
  openId,
  alert,
  onOpen,
}: {
  openId: string | null;
  alert: RefObject<HTMLDivElement | null>;
  onOpen(id: string, focus: boolean): void;
}) {
  const { submitCount, isSubmitting, isValid, errors, values } = useFormikContext<EmailSeriesValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (!submitCount || isSubmitting || handled.current === submitCount) return;
    handled.current = submitCount;
    if (isValid) return;
    const { duplicates, ...fields } = errors as EmailSeriesErrors;
    const templates = Array.isArray(fields.templates) ? fields.templates : [];
    const invalid = values.templates.filter((_t, i) => templates[i]);
    if (invalid.length && !invalid.some((t) => t.id === openId)) onOpen(invalid[0]!.id, !fields.name);
    else if (duplicates && Object.keys(fields).length === 0) {
      alert.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      alert.current?.focus({ preventScroll: true });
    }
  }, [submitCount, isSubmitting, isValid, errors, values, openId, alert, onOpen]);
  return null;
}

/**
 * Add / Edit Email Series (spec 002 §2.11, §3, §4, §5): the series' name and its templates, listed in a table whose Edit
 * and Add Template open a template's sub-form under it (the template form's fields, its series fixed). The open
 * sub-form must pass the template rules before another opens, it closes (Done) or the series is saved; its messages
 * then show and its first invalid field takes the focus. A new template gets a temporary `ID_<n>` id. Two templates of
 * one type and event type show the spec's alert and the series is not saved. Save (Update when editing, enabled once
 * something changed); leaving with changes asks first.
 */
export function EmailSeriesForm({ query, internalId, initialValues, onSubmit, onCancel }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment EmailSeriesForm_query on Query @argumentDefinitions(product: { type: "EmailProduct" }) {
        ...useTemplateContext_query @arguments(product: $product)
      }
    `,
    query,
  );
  const [seriesName, setSeriesName] = useState(initialValues.name);
  const { types, context } = useTemplateContext(data, seriesName);
  const guarded = useGuardedForm<EmailSeriesValues>((values, onError) => onSubmit(values, context, onError));
  const formElement = useRef<HTMLFormElement>(null);
  const subform = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // The sub-form that could not be left shows every message; its first invalid field is focused once it has rendered.
  const [refused, setRefused] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    const first = subform.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  }, [focusRequest]);
  const refuse = useCallback((id: string, focus = true) => {
    setOpenId(id);
    setRefused(id);
    if (focus) setFocusRequest((n) => n + 1);
  }, []);
  const editing = internalId !== undefined;
  const validate = validateEmailSeries(context);
  const templateRules = zodValidate<EmailTemplateValues>(emailTemplateSchema(context));

  /** Whether the open sub-form (if any) may be left: its template passes the rules; else it says why. */
  const leaveOpen = (form: FormikProps<EmailSeriesValues>) => {
    const open = form.values.templates.find((t) => t.id === openId);
    if (!open || Object.keys(templateRules(open.values)).length === 0) {
      setRefused(null);
      return true;
    }
    // Its messages with this render, so that its first invalid field can take the focus.
    form.setErrors(validate(form.values));
    refuse(open.id);
    return false;
  };

  return (
    <Formik innerRef={guarded.form} initialValues={initialValues} validate={validate} validateOnBlur={false} onSubmit={guarded.onSubmit}>
      {(f) => {
        const openIndex = f.values.templates.findIndex((t) => t.id === openId);
        const open = openIndex >= 0 ? f.values.templates[openIndex] : undefined;
        const duplicates = (f.errors as EmailSeriesErrors).duplicates;
        const full = f.values.templates.length >= L.seriesTemplates;
        return (
          <Form noValidate className={styles.form} ref={formElement} onBlur={guarded.onBlur}>
            <FocusFirstError form={formElement} />
            <AfterRefusedSave openId={openId} alert={alert} onOpen={refuse} />
            <Title2 as="h2">{editing ? initialValues.name || `Email series ${internalId}` : 'New Email Series'}</Title2>
            <Card className={styles.card}>
              <Field className={styles.name} label="Name" required validationMessage={fieldMessage(f, 'name')}>
                <Input
                  name="name"
                  value={f.values.name}
                  maxLength={L.name}
                  onChange={(e, d) => {
                    f.handleChange(e);
                    setSeriesName(d.value);
                  }}
                  onBlur={f.handleBlur}
                />
              </Field>
            </Card>
            <Card className={styles.card}>
              <div className={styles.heading}>
                <Subtitle2 as="h3">Templates</Subtitle2>
                <Button
                  icon={<AddRegular />}
                  disabled={full}
                  onClick={() => {
                    if (!leaveOpen(f)) return;
                    const id = nextTemporaryId(f.values.templates);
                    void f.setFieldValue('templates', [...f.values.templates, { id, internalId: null, values: NEW_EMAIL_TEMPLATE }]);
                    setOpenId(id);
                  }}
                >
                  Add Template
                </Button>
              </div>
              {duplicates && (
                <MessageBar intent="error" ref={alert} tabIndex={-1}>
                  <MessageBarBody>{duplicates}</MessageBarBody>
                </MessageBar>
              )}
              {f.values.templates.length ? (
                <SeriesTemplatesTable
                  templates={f.values.templates}
                  context={context}
                  openId={openId}
                  onEdit={(id) => {
                    if (id !== openId && leaveOpen(f)) setOpenId(id);
                  }}
                  onRemove={(id) => {
                    void f.setFieldValue(
                      'templates',
                      f.values.templates.filter((t) => t.id !== id),
                    );
                    if (id === openId) {
                      setOpenId(null);
                      setRefused(null);
                    }
                  }}
                />
              ) : (
                <Text className={styles.muted}>This series has no templates yet.</Text>
              )}
              {open && (
                <Card className={styles.subform} ref={subform} role="group" aria-label={`Template ${templateLabel(open)}`}>
                  <CardHeader
                    header={<Subtitle2 as="h4">{templateLabel(open)}</Subtitle2>}
                    description={<Text className={styles.muted}>{`ID: ${open.internalId ?? open.id}`}</Text>}
                  />
                  <Suspense fallback={<Spinner size="small" label="Loading the template…" />}>
                    <EmailTemplateFields
                      prefix={`templates.${openIndex}.values.`}
                      types={types}
                      context={context}
                      showMessages={refused === open.id}
                    />
                  </Suspense>
                  <div className={styles.subformActions}>
                    <Button
                      onClick={() => {
                        if (leaveOpen(f)) setOpenId(null);
                      }}
                    >
                      Done
                    </Button>
                  </div>
                </Card>
              )}
            </Card>
            <FormActions start={editing ? `ID: ${internalId}` : ''}>
              <Button onClick={onCancel}>Cancel</Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={f.isSubmitting || (editing && !f.dirty)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {editing ? 'Update' : 'Save'}
              </Button>
            </FormActions>
            <UnsavedChangesDialog blocker={guarded.blocker} onSave={() => void f.submitForm()} />
          </Form>
        );
      }}
    </Formik>
  );
}
