import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { UnsavedSections } from '../../../../../shared/UnsavedSections.tsx';
import { AddressCard } from '../AddressCard.tsx';

afterEach(cleanup);

const SAVED = { address: '100 Oak Avenue', city: 'Chicago', state: 'IL', zip: '60601' };

describe('AddressCard (spec 001 §5)', () => {
  it('checks a field when it loses the focus and enables Save only when all four are valid', async () => {
    const onSave = vi.fn(async () => true);
    const { user } = renderWithRelay(
      <UnsavedSections>
        <AddressCard title="Address Information" values={SAVED} onSave={onSave} />
      </UnsavedSections>,
    );
    expect(screen.getByText('60601')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Address Information' }));

    const zip = screen.getByRole('textbox', { name: /^Zip/ });
    await user.clear(zip);
    expect(screen.queryByText('Zip cannot be empty')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Zip cannot be empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await user.type(zip, '6060');
    await user.tab();
    expect(await screen.findByText('Zip code must be 5 digits')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /^State/ }));
    await user.tab();
    expect(await screen.findByText('State cannot be empty')).toBeTruthy();

    await user.type(zip, '2');
    await user.type(screen.getByRole('textbox', { name: /^State/ }), 'IL');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, zip: '60602' });
    // Saved: back to the rows.
    expect(await screen.findByRole('button', { name: 'Edit Address Information' })).toBeTruthy();
  });

  it('leaves out hidden rows and disables the fields disabled for the role', async () => {
    const { user } = renderWithRelay(
      <UnsavedSections>
        <AddressCard
          title="Address Information"
          values={SAVED}
          hidden={new Set(['zip'])}
          disabled={new Set(['state'])}
          onSave={async () => true}
        />
      </UnsavedSections>,
    );
    expect(screen.queryByText('60601')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Address Information' }));
    expect(screen.getByRole('textbox', { name: /^State/ }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no Edit without permission', () => {
    renderWithRelay(<AddressCard title="Contract Address" values={SAVED} />);
    expect(screen.queryByRole('button', { name: 'Edit Contract Address' })).toBeNull();
    expect(screen.getByText('100 Oak Avenue')).toBeTruthy();
  });

  it('asks before the screen is left with an edit unsaved, and saves the card on Save', async () => {
    const onSave = vi.fn(async () => true);
    const { user, router } = renderWithRelay(
      <UnsavedSections>
        <AddressCard title="Address Information" values={SAVED} onSave={onSave} />
      </UnsavedSections>,
      { url: '/speaker/7' },
    );
    await user.click(screen.getByRole('button', { name: 'Edit Address Information' }));
    // Nothing changed yet: leaving is not asked about.
    await act(() => router.navigate('/speaker/8'));
    expect(router.state.location.pathname).toBe('/speaker/8');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'x');
    await act(() => router.navigate('/events/list'));
    const dialog = await screen.findByRole('dialog', { name: 'You have made some changes' });
    expect(within(dialog).getByText('Are you sure you want to proceed without saving?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/speaker/8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, city: 'Chicagox' });
    expect(router.state.location.pathname).toBe('/speaker/8');
  });
});
