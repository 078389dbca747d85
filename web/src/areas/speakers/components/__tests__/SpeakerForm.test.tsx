import { cleanup, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerFormTestQuery } from '../../../../__generated__/SpeakerFormTestQuery.graphql';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { SpeakerForm } from '../SpeakerForm.tsx';
import { NEW_SPEAKER, toCreateSpeakerInput, type NewSpeakerValues } from '../speakerFormSchema.ts';

afterEach(cleanup);

const query = graphql`
  query SpeakerFormTestQuery @relay_test_operation {
    ...SpeakerForm_query
  }
`;

type Submit = (values: NewSpeakerValues, onError: (error: Error) => void) => Promise<boolean>;

async function renderForm(hiddenFields: string[] = [], onSubmit = vi.fn<Submit>(async () => true), canCreateUser = false) {
  const rendered = renderWithQuery<SpeakerFormTestQuery>(query, {}, (data) => (
    <SpeakerForm query={data} initialValues={NEW_SPEAKER} submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />
  ));
  await resolveWith(rendered.environment, {
    Viewer: () => ({ hiddenFields }),
    Boolean: (context) => context.name === 'can' && canCreateUser,
  });
  return { ...rendered, onSubmit };
}

const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

describe('SpeakerForm', () => {
  it("refuses an empty form with the spec's texts and focuses the first invalid field", async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of ['First Name is required', 'Last Name is required', 'Speaker Type is required']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(control('First Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an e-mail that is not one', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(control('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Should be a valid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a complete speaker; empty optional fields go as null', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(control('First Name'), ' Ada ');
    await user.type(control('Last Name'), 'Lovelace');
    await user.selectOptions(control('Speaker Type'), 'Patient');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(toCreateSpeakerInput(onSubmit.mock.calls[0]![0])).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      speakerType: 'PATIENT',
      email: null,
      phone: null,
      credentials: null,
      specialty: null,
      institution: null,
    });
  });

  it('offers a login to a viewer who may create users, and then wants the e-mail', async () => {
    const { user, onSubmit } = await renderForm([], undefined, true);
    await user.type(control('First Name'), 'Ada');
    await user.type(control('Last Name'), 'Lovelace');
    await user.selectOptions(control('Speaker Type'), 'HCP');
    await user.click(screen.getByRole('switch', { name: 'Create a login for the speaker' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required to create a login')).toBeTruthy();
    expect(document.activeElement).toBe(control('Email'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(control('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: 'ada@example.com', createLogin: true });
  });

  it("shows the service's refusal of the login e-mail under Email on the first Save", async () => {
    const refusal = Object.assign(new Error('refused'), {
      source: [{ extensions: { fields: { email: 'A user with this email already exists' } } }],
    });
    const onSubmit = vi.fn<Submit>(async (_values, onError) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      onError(refusal);
      return false;
    });
    const { user } = await renderForm([], onSubmit, true);
    await user.type(control('First Name'), 'Ada');
    await user.type(control('Last Name'), 'Lovelace');
    await user.selectOptions(control('Speaker Type'), 'HCP');
    await user.click(screen.getByRole('switch', { name: 'Create a login for the speaker' }));
    await user.type(control('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('A user with this email already exists')).toBeTruthy();
  });

  it('offers no login without create on user', async () => {
    await renderForm();
    expect(screen.queryByRole('switch', { name: 'Create a login for the speaker' })).toBeNull();
  });

  it('does not show the fields hidden from the viewer', async () => {
    await renderForm(['email', 'phone']);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByLabelText(/^Phone/)).toBeNull();
    expect(control('Credentials')).toBeTruthy();
  });
});
