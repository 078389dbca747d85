import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserFormTestQuery } from '../../../../__generated__/UserFormTestQuery.graphql';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { UserForm } from '../UserForm.tsx';
import { NEW_USER, toUserInput, type UserFormValues } from '../userFormSchema.ts';

afterEach(cleanup);

const query = graphql`
  query UserFormTestQuery @relay_test_operation {
    ...UserForm_query
  }
`;

type Submit = (values: UserFormValues, onError: (error: Error) => void) => Promise<boolean>;
const ROLE_NAMES = [
  ['SYSTEM_ADMIN', 'System Admin'],
  ['ADMIN', 'Admin'],
  ['USER', 'User'],
  ['SPEAKER', 'Speaker'],
  ['CLIENT_SPEAKER_PORTAL_ADMIN', 'Client Speaker Portal Admin'],
  ['FIELD_REP', 'Field Rep'],
  ['MARKETING', 'Marketing'],
].map(([role, name]) => ({ role, name }));
const SAVED: UserFormValues = { ...NEW_USER, firstName: 'Pat', lastName: 'Doe', email: 'pat@demo.test', role: 'MARKETING' };

interface Options {
  initialValues?: UserFormValues;
  internalId?: number;
  hasPassword?: boolean;
  viewerRole?: string;
}

async function renderForm(options: Options = {}) {
  const onSubmit = vi.fn<Submit>(async () => true);
  const onSendPasswordLink = vi.fn(async () => true);
  const rendered = renderWithQuery<UserFormTestQuery>(query, {}, (data) => (
    <UserForm
      query={data}
      internalId={options.internalId}
      hasPassword={options.hasPassword}
      initialValues={options.initialValues ?? NEW_USER}
      onSubmit={onSubmit}
      onCancel={() => {}}
      onSendPasswordLink={onSendPasswordLink}
    />
  ));
  await resolveWith(rendered.environment, {
    Query: () => ({ roleNames: ROLE_NAMES }),
    Viewer: () => ({ role: options.viewerRole ?? 'ADMIN' }),
  });
  return { ...rendered, onSubmit, onSendPasswordLink };
}

const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const roleOptions = () => [...(control('User Role') as unknown as HTMLSelectElement).options].map((o) => o.text).slice(1);

describe('UserForm', () => {
  it("refuses an empty form with the spec's texts and focuses the first invalid field", async () => {
    const { user, onSubmit } = await renderForm();
    expect(screen.getByRole('heading', { name: 'New User' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByText('Email cannot be empty')).toBeTruthy();
    expect(screen.getByText('User role is required')).toBeTruthy();
    expect(document.activeElement).toBe(control('First Name'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(control('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
  });

  it('never offers System Admin, nor a role above the viewer’s own', async () => {
    await renderForm();
    expect(roleOptions()).toEqual(['Admin', 'User', 'Speaker', 'Client Speaker Portal Admin', 'Field Rep', 'Marketing']);
    cleanup();
    await renderForm({ viewerRole: 'CLIENT_SPEAKER_PORTAL_ADMIN' });
    expect(roleOptions()).toEqual(['User', 'Speaker', 'Client Speaker Portal Admin', 'Field Rep', 'Marketing']);
  });

  it('offers the attendee-email checkbox to admin roles only, the record search of Speaker and Field Rep, and trims', async () => {
    const { user, onSubmit } = await renderForm();
    expect(screen.getByRole('checkbox', { name: 'Setup Password Login' })).toBeTruthy();
    const select = control('User Role') as unknown as HTMLSelectElement;
    await user.selectOptions(select, 'USER');
    expect(screen.queryByRole('checkbox', { name: 'Recieve New Attendee Email Notifications' })).toBeNull();
    await user.selectOptions(select, 'FIELD_REP');
    expect(screen.getByText('Field Rep Record')).toBeTruthy();
    await user.selectOptions(select, 'SPEAKER');
    expect(screen.getByText('Speaker Record')).toBeTruthy();
    await user.selectOptions(select, 'ADMIN');
    await user.click(screen.getByRole('checkbox', { name: 'Recieve New Attendee Email Notifications' }));
    await user.click(screen.getByRole('checkbox', { name: 'Setup Password Login' }));
    await user.type(control('First Name'), '  Pat ');
    await user.type(control('Last Name'), ' Doe');
    await user.type(control('Email'), ' pat@demo.test ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const values = onSubmit.mock.calls[0]![0];
    expect(values.usePwLogin).toBe(true);
    expect(toUserInput(values)).toEqual({
      email: 'pat@demo.test',
      firstName: 'Pat',
      lastName: 'Doe',
      role: 'ADMIN',
      speakerId: null,
      fieldRepId: null,
      sendAttendeeEmails: true,
    });
  });

  it('edits: Update waits for a change; Reset Password once sent is disabled with a check', async () => {
    const { user, onSubmit, onSendPasswordLink } = await renderForm({ initialValues: SAVED, internalId: 7, hasPassword: true });
    expect(screen.getByText('ID: 7')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Setup Password Login' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    const reset = screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
    await user.click(reset);
    expect(onSendPasswordLink).toHaveBeenCalledOnce();
    expect(reset.disabled).toBe(true);
    await user.type(control('Last Name'), 'x');
    expect(update.disabled).toBe(false);
    await user.click(update);
    expect(onSubmit).toHaveBeenCalledOnce();
    cleanup();
    await renderForm({ initialValues: SAVED, internalId: 7, hasPassword: false });
    expect(screen.getByRole('button', { name: 'Setup Password' })).toBeTruthy();
  });

  it('shows a system admin’s role read-only (never a System Admin option) and keeps it on Update', async () => {
    const admin: UserFormValues = { ...SAVED, email: 'sys@demo.test', role: 'SYSTEM_ADMIN' };
    const { user, onSubmit } = await renderForm({ initialValues: admin, internalId: 1, viewerRole: 'SYSTEM_ADMIN' });
    expect(screen.queryByRole('combobox', { name: /User Role/ })).toBeNull();
    expect(screen.queryByRole('option', { name: 'System Admin' })).toBeNull();
    const role = control('User Role');
    expect(role.value).toBe('System Admin');
    expect(role.readOnly).toBe(true);
    expect(screen.getByText('This role cannot be changed here')).toBeTruthy();
    await user.type(control('First Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(toUserInput(onSubmit.mock.calls[0]![0])).toMatchObject({ firstName: 'Patx', role: 'SYSTEM_ADMIN' });
  });

  it("asks 'You have made some changes' before leaving with changes: Save saves, Discard leaves", async () => {
    for (const choice of ['Save', 'Discard'] as const) {
      const { user, router, onSubmit } = await renderForm({ initialValues: SAVED, internalId: 7 });
      await user.type(control('Last Name'), 'x');
      await act(() => router.navigate('/users/list'));
      const dialog = await screen.findByRole('dialog', { name: 'You have made some changes' });
      expect(within(dialog).getByText('Are you sure you want to proceed without saving?')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: choice }));
      if (choice === 'Save') {
        // Saved with the change; the form leaves as its own Update does (the route's onSubmit navigates).
        expect(onSubmit).toHaveBeenCalledOnce();
        expect(onSubmit.mock.calls[0]![0].lastName).toBe('Doex');
        expect(router.state.location.pathname).toBe('/');
      } else {
        await waitFor(() => expect(router.state.location.pathname).toBe('/users/list'));
        expect(onSubmit).not.toHaveBeenCalled();
      }
      cleanup();
    }
  });

  it('puts the service’s reason for a refused speaker link under Speaker Record', async () => {
    const speakerUser: UserFormValues = { ...SAVED, role: 'SPEAKER', speakerId: 12, speakerLabel: 'Ada Lovelace' };
    const { user, onSubmit } = await renderForm({ initialValues: speakerUser, internalId: 7 });
    const refusal = Object.assign(new Error('Failed to connect the user to the speaker: Speaker 12 already has a user account'), {
      source: [{ extensions: { code: 'CONFLICT', fields: { speakerId: 'Speaker 12 already has a user account' } } }],
    });
    onSubmit.mockImplementationOnce(async (_values, onError) => (onError(refusal), false));
    await user.type(control('First Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Speaker 12 already has a user account')).toBeTruthy();
  });
});
