import { Button, Card, Field, Input, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { fieldMessage } from '../../../shared/fieldMessage.ts';
import { lazy, Suspense, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { VENUE_MESSAGES as M } from '../../../../../api/src/areas/venues/contract.ts';
import type { VenueForm_query$key } from '../../../__generated__/VenueForm_query.graphql';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { UnsavedChangesDialog } from '../../../shared/UnsavedChangesDialog.tsx';
import { useGuardedForm } from '../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { VENUE_TEXT_FIELDS, venueFormSchema, type VenueFormValues } from './venueFormSchema.ts';
import { FormActions } from '../../../shared/FormActions.tsx';

// The event form's map, loaded when the form first shows it, an empty line of text in its place until then (as the
// event form does).
const EventMap = lazy(() => import('../../../shared/EventMap.tsx').then((m) => ({ default: m.EventMap })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  // Items keep their own height: a message under one field moves no other field of its row.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
  fallback: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  query: VenueForm_query$key;
  /** The venue's internal id when editing. */
  internalId?: number;
  initialValues: VenueFormValues;
  /** Saves; a refusal of the service is handed to `onError`, which shows its texts under their fields. */
  onSubmit(values: VenueFormValues, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
}

/**
 * Add/Edit venue (spec 001 §2): the title is the venue's name or 'New Venue'; the form; the map (400 px, zoom 15)
 * once name, address, city, state and zip code place it, else 'Invalid address, map not available'; the save bar
 * with the ID. Save is gated by form-valid and saved flags (spec 001 §2): disabled while the form is invalid (a field
 * says why once it was changed and left), while saving and, when editing, until a change.
 */
export function VenueForm({ query, internalId, initialValues, onSubmit, onCancel }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment VenueForm_query on Query {
        mapSettings {
          ...EventMap_settings
        }
      }
    `,
    query,
  );
  const guarded = useGuardedForm<VenueFormValues>(onSubmit);
  const formElement = useRef<HTMLFormElement>(null);

  return (
    <Formik
      innerRef={guarded.form}
      initialValues={initialValues}
      validate={zodValidate<VenueFormValues>(venueFormSchema)}
      validateOnBlur={false}
      onSubmit={guarded.onSubmit}
    >
      {(f) => {
        const error = (name: keyof VenueFormValues) => fieldMessage(f, name);
        const v = f.values;
        const valid = venueFormSchema.safeParse(v).success;
        return (
          <Form noValidate className={styles.form} ref={formElement} onBlur={guarded.onBlur}>
            <FocusFirstError form={formElement} />
            <Title2 as="h2">{initialValues.name || 'New Venue'}</Title2>
            <Card className={styles.card}>
              <div className={styles.grid}>
                {VENUE_TEXT_FIELDS.map(([name, label, max]) => (
                  <Field key={name} label={label} required={name !== 'capacity'} validationMessage={error(name)}>
                    <Input
                      name={name}
                      maxLength={max}
                      inputMode={name === 'zipCode' || name === 'capacity' ? 'numeric' : undefined}
                      value={v[name]}
                      onChange={f.handleChange}
                      onBlur={f.handleBlur}
                    />
                  </Field>
                ))}
              </div>
              {v.name.trim() ? (
                <Suspense fallback={<Text aria-hidden="true">{'\u00a0'}</Text>}>
                  <EventMap
                    label="Venue map"
                    settings={data.mapSettings}
                    address={{ address: v.address, city: v.city, state: v.state, zip: v.zipCode }}
                  />
                </Suspense>
              ) : (
                <Text className={styles.fallback}>{M.noMap}</Text>
              )}
            </Card>
            <FormActions start={internalId ? `ID: ${internalId}` : ''}>
              <Button onClick={onCancel}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={f.isSubmitting || !valid || (internalId !== undefined && !f.dirty)}>
                Save
              </Button>
            </FormActions>
            {/* Saving leaves for the list, as the Save button does. */}
            <UnsavedChangesDialog blocker={guarded.blocker} onSave={() => void f.submitForm()} />
          </Form>
        );
      }}
    </Formik>
  );
}
