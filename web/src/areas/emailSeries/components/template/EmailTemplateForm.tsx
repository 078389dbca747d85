import { Button, Card, makeStyles, Title2 } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useRef, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EmailTemplateForm_query$key } from '../../../../__generated__/EmailTemplateForm_query.graphql';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { FormActions } from '../../../../shared/FormActions.tsx';
import { UnsavedChangesDialog } from '../../../../shared/UnsavedChangesDialog.tsx';
import { useGuardedForm } from '../../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { EmailTemplateFields } from './EmailTemplateFields.tsx';
import { emailTemplateSchema, type EmailTemplateValues, type TemplateContext } from './emailTemplateValues.ts';
import { useTemplateContext } from './useTemplateContext.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px' },
});

interface Props {
  query: EmailTemplateForm_query$key;
  /** The template's internal id when editing. */
  internalId?: number;
  initialValues: EmailTemplateValues;
  /** Saves; a refusal of the service goes to `onError`, which places its texts under their fields. */
  onSubmit(values: EmailTemplateValues, context: TemplateContext, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
  /** Shown under the title: the ways into the designers, when editing. */
  designers?: ReactNode;
}

/**
 * Add / Edit Email Template (spec 002 §2.12, §3, §4, §5): the template's fields, Cancel and Save (Update when editing,
 * enabled once something changed); leaving with changes asks first; an invalid Save focuses the first message.
 */
export function EmailTemplateForm({ query, internalId, initialValues, onSubmit, onCancel, designers }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment EmailTemplateForm_query on Query @argumentDefinitions(product: { type: "EmailProduct" }) {
        ...useTemplateContext_query @arguments(product: $product)
      }
    `,
    query,
  );
  const { types, context } = useTemplateContext(data);
  const guarded = useGuardedForm<EmailTemplateValues>((values, onError) => onSubmit(values, context, onError));
  const formElement = useRef<HTMLFormElement>(null);
  const editing = internalId !== undefined;
  return (
    <Formik
      innerRef={guarded.form}
      initialValues={initialValues}
      validate={zodValidate<EmailTemplateValues>(emailTemplateSchema(context))}
      validateOnBlur={false}
      onSubmit={guarded.onSubmit}
    >
      {(f) => (
        <Form noValidate className={styles.form} ref={formElement} onBlur={guarded.onBlur}>
          <FocusFirstError form={formElement} />
          <Title2 as="h2">{editing ? initialValues.name || `Email template ${internalId}` : 'New Email Template'}</Title2>
          {designers}
          <Card className={styles.card}>
            <EmailTemplateFields types={types} context={context} />
          </Card>
          <FormActions start={editing ? `ID: ${internalId}` : ''}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" type="submit" disabled={f.isSubmitting || (editing && !f.dirty)}>
              {editing ? 'Update' : 'Save'}
            </Button>
          </FormActions>
          <UnsavedChangesDialog blocker={guarded.blocker} onSave={() => void f.submitForm()} />
        </Form>
      )}
    </Formik>
  );
}
