import { Button, makeStyles, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Form, Formik, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../../shared/ConfirmDialog.tsx';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { UnsavedChangesDialog } from '../../../../shared/UnsavedChangesDialog.tsx';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { ProfileGroupCard } from './ProfileGroupCard.tsx';
import { configSchema, newGroup, type ConfigValues } from './profileConfigSchema.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  // The buttons stay in reach above a long list of groups.
  actions: { display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'end' },
});

interface Props {
  initialValues: ConfigValues;
  /** Saves the changes; answers whether all of them went through. */
  onSave(values: ConfigValues): Promise<boolean>;
}

/** The custom profile fields configuration (spec 001 §2): groups with their fields, Add Group, Reset and Save
 *  Changes (enabled only when something changed); leaving with changes asks first. */
export function ProfileConfigEditor({ initialValues, onSave }: Props) {
  const styles = useStyles();
  const form = useRef<FormikProps<ConfigValues>>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !!form.current?.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <Formik
      innerRef={form}
      initialValues={initialValues}
      validate={zodValidate<ConfigValues>(configSchema)}
      onSubmit={async (values) => {
        await onSave(values);
      }}
    >
      {(f) => {
        const groups = f.values.groups;
        const toDelete = deleting === null ? undefined : groups[deleting];
        return (
          <Form noValidate className={styles.form} ref={formElement}>
            <FocusFirstError form={formElement} />
            <div className={styles.actions}>
              <Button icon={<AddRegular />} onClick={() => f.setFieldValue('groups', [...groups, newGroup()])}>
                Add Group
              </Button>
              <Button disabled={!f.dirty || f.isSubmitting} onClick={() => f.resetForm()}>
                Reset
              </Button>
              <Button appearance="primary" type="submit" disabled={!f.dirty || f.isSubmitting}>
                Save Changes
              </Button>
            </div>
            {groups.length === 0 && <Text>No custom profile groups yet. Add Group creates one.</Text>}
            {groups.map((group, i) => (
              <ProfileGroupCard key={group.key} index={i} count={groups.length} onDelete={() => setDeleting(i)} />
            ))}
            <ConfirmDialog
              open={toDelete !== undefined}
              title="Delete group"
              confirmLabel="Delete"
              onCancel={() => setDeleting(null)}
              onConfirm={() => {
                void f.setFieldValue(
                  'groups',
                  groups.filter((_, i) => i !== deleting),
                );
                setDeleting(null);
              }}
            >
              {`The group ${toDelete?.name.trim() || 'New group'} and its fields will be deleted, with every speaker's values of them, when you save the changes.`}
            </ConfirmDialog>
            <UnsavedChangesDialog blocker={blocker} onSave={() => void f.submitForm()} />
          </Form>
        );
      }}
    </Formik>
  );
}
