import { Button, Card, Checkbox, Field, Input, makeStyles, Select, Title2 } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { fieldMessage } from '../../../shared/fieldMessage.ts';
import { useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { UserFormLinkOptionsQuery } from '../../../__generated__/UserFormLinkOptionsQuery.graphql';
import type { UserForm_query$key } from '../../../__generated__/UserForm_query.graphql';
import { FocusFirstError } from '../../../shared/FocusFirstError.tsx';
import { SearchCombobox } from '../../../shared/SearchCombobox.tsx';
import { UnsavedChangesDialog } from '../../../shared/UnsavedChangesDialog.tsx';
import { speakerDetail } from '../../../shared/speakerLabel.ts';
import { useDebouncedSearch } from '../../../shared/useDebouncedSearch.ts';
import { useGuardedForm } from '../../../shared/useGuardedForm.ts';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { offeredRoles, receivesAttendeeEmails, userFormSchema, type UserFormValues } from './userFormSchema.ts';
import { FormActions } from '../../../shared/FormActions.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px', alignItems: 'start' },
});

// The records' e-mail, credentials and specialty are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const linkOptions = graphql`
  query UserFormLinkOptionsQuery($kind: UserLinkKind!, $searchQuery: String, $userId: Int) {
    userLinkOptions(kind: $kind, searchQuery: $searchQuery, userId: $userId) {
      internalId
      name
      active
      email
      credentials
      specialty
    }
  }
`;
/* eslint-enable relay/unused-fields */

async function searchRecords(environment: Environment, kind: 'SPEAKER' | 'FIELD_REP', text: string, userId?: number) {
  const data = await fetchQuery<UserFormLinkOptionsQuery>(environment, linkOptions, {
    kind,
    searchQuery: text || null,
    userId: userId ?? null,
  }).toPromise();
  // Same-name records told apart by their e-mail, credentials and specialty (issue 28 #15).
  return (data?.userLinkOptions ?? []).map((o) => {
    const detail = speakerDetail(o);
    const name = detail ? `${o.name} (${detail})` : o.name;
    return { id: o.internalId, label: o.active ? name : `${name} (Inactive)` };
  });
}

interface Props {
  query: UserForm_query$key;
  /** The user's internal id when editing. */
  internalId?: number;
  /** Editing: whether the user has a password (the button reads Reset, else Setup). */
  hasPassword?: boolean;
  initialValues: UserFormValues;
  onSubmit(values: UserFormValues, onError: (error: Error) => void): Promise<boolean>;
  onCancel(): void;
  /** Editing: e-mails the user a password link; answers whether it was sent. */
  onSendPasswordLink?(): Promise<boolean>;
}

/**
 * Add/Edit User (spec 002 §2.17, §5): names, e-mail, role (server names; never SystemAdmin, none above the viewer's),
 * the speaker or field-rep record of those roles (a search of at most 10 records no other user links), the attendee
 * e-mail checkbox for admin roles, 'Setup Password Login' on create and the Setup / Reset Password button on edit.
 */
export function UserForm({ query, internalId, hasPassword, initialValues, onSubmit, onCancel, onSendPasswordLink }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment UserForm_query on Query {
        viewer {
          role
        }
        roleNames {
          role
          name
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const guarded = useGuardedForm<UserFormValues>(onSubmit);
  const formElement = useRef<HTMLFormElement>(null);
  const [speakerText, setSpeakerText] = useState('');
  const [repText, setRepText] = useState('');
  const [linkSent, setLinkSent] = useState(false);
  const [role, setRole] = useState(initialValues.role);
  const speakers = useDebouncedSearch(speakerText, (t) => searchRecords(environment, 'SPEAKER', t, internalId), role === 'SPEAKER');
  const reps = useDebouncedSearch(repText, (t) => searchRecords(environment, 'FIELD_REP', t, internalId), role === 'FIELD_REP');
  const roles = offeredRoles(data.roleNames, data.viewer?.role ?? 'USER');
  // Editing a user whose role the select does not offer (a system admin; a user above the viewer): shown, not changed.
  const fixedRole =
    initialValues.role && !roles.some((r) => r.role === initialValues.role)
      ? (data.roleNames.find((r) => r.role === initialValues.role)?.name ?? initialValues.role)
      : null;
  const repLabel = `${data.roleNames.find((r) => r.role === 'FIELD_REP')?.name ?? 'Field Rep'} Record`;
  const editing = internalId !== undefined;

  return (
    <Formik
      innerRef={guarded.form}
      initialValues={initialValues}
      validate={zodValidate<UserFormValues>(userFormSchema)}
      validateOnBlur={false}
      onSubmit={guarded.onSubmit}
    >
      {(f) => {
        const error = (name: keyof UserFormValues) => fieldMessage(f, name);
        const v = f.values;
        const text = (name: 'firstName' | 'lastName' | 'email', label: string) => (
          <Field label={label} required validationMessage={error(name)}>
            <Input name={name} type={name === 'email' ? 'email' : 'text'} value={v[name]} onChange={f.handleChange} onBlur={f.handleBlur} />
          </Field>
        );
        return (
          <Form noValidate className={styles.form} ref={formElement} onBlur={guarded.onBlur}>
            <FocusFirstError form={formElement} />
            <Title2 as="h2">
              {editing ? [initialValues.firstName, initialValues.lastName].join(' ') || initialValues.email : 'New User'}
            </Title2>
            <Card className={styles.card}>
              <div className={styles.grid}>
                {text('firstName', 'First Name')}
                {text('lastName', 'Last Name')}
                {text('email', 'Email')}
                {fixedRole !== null ? (
                  <Field label="User Role" hint="This role cannot be changed here">
                    <Input name="role" value={fixedRole} readOnly />
                  </Field>
                ) : (
                  <Field label="User Role" required validationMessage={error('role')}>
                    <Select
                      name="role"
                      value={v.role}
                      onChange={(_e, d) => {
                        setRole(d.value);
                        void f.setValues({
                          ...v,
                          role: d.value,
                          sendAttendeeEmails: receivesAttendeeEmails(d.value) && v.sendAttendeeEmails,
                        });
                      }}
                      onBlur={f.handleBlur}
                    >
                      <option value="" disabled>
                        Select a role
                      </option>
                      {roles.map((r) => (
                        <option key={r.role} value={r.role}>
                          {r.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
                {v.role === 'SPEAKER' && (
                  <Field label="Speaker Record" validationMessage={error('speakerId')}>
                    <SearchCombobox
                      placeholder="Search speakers"
                      text={speakerText || v.speakerLabel}
                      onTextChange={(t) => {
                        setSpeakerText(t);
                        if (v.speakerId && t !== v.speakerLabel) void f.setValues({ ...v, speakerId: 0, speakerLabel: '' });
                      }}
                      options={speakers.map((s) => ({ value: String(s.id), text: s.label }))}
                      onPick={(value) => {
                        const picked = speakers.find((s) => String(s.id) === value);
                        if (!picked || picked.id === v.speakerId) return;
                        setSpeakerText('');
                        void f.setValues({ ...v, speakerId: picked.id, speakerLabel: picked.label });
                      }}
                    />
                  </Field>
                )}
                {v.role === 'FIELD_REP' && (
                  <Field label={repLabel} validationMessage={error('fieldRepId')}>
                    <SearchCombobox
                      placeholder="Search field reps"
                      text={repText || v.fieldRepLabel}
                      onTextChange={(t) => {
                        setRepText(t);
                        if (v.fieldRepId && t !== v.fieldRepLabel) void f.setValues({ ...v, fieldRepId: 0, fieldRepLabel: '' });
                      }}
                      options={reps.map((r) => ({ value: String(r.id), text: r.label }))}
                      onPick={(value) => {
                        const picked = reps.find((r) => String(r.id) === value);
                        if (!picked || picked.id === v.fieldRepId) return;
                        setRepText('');
                        void f.setValues({ ...v, fieldRepId: picked.id, fieldRepLabel: picked.label });
                      }}
                    />
                  </Field>
                )}
              </div>
              {receivesAttendeeEmails(v.role) && (
                <Checkbox
                  label="Recieve New Attendee Email Notifications"
                  checked={v.sendAttendeeEmails}
                  onChange={(_e, d) => void f.setFieldValue('sendAttendeeEmails', d.checked === true)}
                />
              )}
              {!editing && (
                <Checkbox
                  label="Setup Password Login"
                  checked={v.usePwLogin}
                  onChange={(_e, d) => void f.setFieldValue('usePwLogin', d.checked === true)}
                />
              )}
              {editing && onSendPasswordLink && (
                <div>
                  <Button
                    icon={linkSent ? <CheckmarkRegular /> : undefined}
                    disabled={linkSent}
                    onClick={() => void onSendPasswordLink().then((sent) => setLinkSent(sent))}
                  >
                    {hasPassword ? 'Reset Password' : 'Setup Password'}
                  </Button>
                </div>
              )}
            </Card>
            <FormActions start={editing ? `ID: ${internalId}` : ''}>
              <Button onClick={onCancel}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={f.isSubmitting || (editing && !f.dirty)}>
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
