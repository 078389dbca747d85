import { act, cleanup, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueFormTestQuery } from '../../../../__generated__/VenueFormTestQuery.graphql';
import { renderWithQuery, resolveWith } from '../../../../__tests__/renderWithRelay.tsx';
import { VenueForm } from '../VenueForm.tsx';
import { NEW_VENUE, toVenueInput, type VenueFormValues } from '../venueFormSchema.ts';

afterEach(cleanup);

const query = graphql`
  query VenueFormTestQuery @relay_test_operation {
    ...VenueForm_query
  }
`;

type Submit = (values: VenueFormValues, onError: (error: Error) => void) => Promise<boolean>;
const SAVED: VenueFormValues = { name: 'Harbor Hall', address: '1 Pier Road', city: 'Boston', state: 'MA', zipCode: '02110', capacity: '' };

async function renderForm(initialValues = NEW_VENUE, internalId?: number) {
  const onSubmit = vi.fn<Submit>(async () => true);
  const rendered = renderWithQuery<VenueFormTestQuery>(query, {}, (data) => (
    <VenueForm query={data} internalId={internalId} initialValues={initialValues} onSubmit={onSubmit} onCancel={() => {}} />
  ));
  await resolveWith(rendered.environment, { MapSettings: () => ({ tileUrl: null, attribution: null, zoom: 15 }) });
  return { ...rendered, onSubmit };
}

const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('VenueForm', () => {
  it('keeps Save disabled while the form is invalid (spec 001 §2), saying nothing of a field the person has not changed; no map', async () => {
    const { user, onSubmit } = await renderForm();
    expect(screen.getByRole('heading', { name: 'New Venue' })).toBeTruthy();
    expect(screen.getByText('Invalid address, map not available')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    // Passing through a field says nothing of it (issue 28 #17: no 'required' before the field is touched).
    await user.click(control('Name'));
    await user.tab();
    await user.tab();
    expect(screen.queryByText(/is required$/)).toBeNull();
    for (const [label, value] of [
      ['Name', 'Harbor Hall'],
      ['Address', '1 Pier Road'],
      ['City', 'Boston'],
      ['State', 'MA'],
    ] as const) {
      await user.type(control(label), value);
    }
    expect(saveButton().disabled).toBe(true);
    await user.type(control('ZIP Code'), '02110');
    expect(saveButton().disabled).toBe(false);
    await user.clear(control('City'));
    expect(saveButton().disabled).toBe(true);
    await user.click(saveButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a ZIP code that is not 5 digits and a capacity that is not a number once they are left', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(control('ZIP Code'), '123');
    await user.type(control('Capacity'), 'lots');
    await user.tab();
    expect(await screen.findByText('ZIP Code must be 5 digits')).toBeTruthy();
    expect(await screen.findByText('Capacity must be a number')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says a negative capacity must be from 0 ('Capacity must be a whole number from 0 to 1,000,000'), not 'must be a number'", async () => {
    const { user } = await renderForm();
    await user.type(control('Capacity'), '-5');
    await user.tab();
    expect(await screen.findByText('Capacity must be a whole number from 0 to 1,000,000')).toBeTruthy();
    expect(screen.queryByText('Capacity must be a number')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('saves a complete venue; an empty capacity goes as no limit', async () => {
    const { user, onSubmit } = await renderForm();
    for (const [label, value] of [
      ['Name', 'Harbor Hall'],
      ['Address', '1 Pier Road'],
      ['City', 'Boston'],
      ['State', 'MA'],
      ['ZIP Code', '02110'],
    ] as const) {
      await user.type(control(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(toVenueInput(onSubmit.mock.calls[0]![0])).toEqual({
      name: 'Harbor Hall',
      address: '1 Pier Road',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      capacity: null,
    });
  });

  it("shows the venue's name and ID; Save waits for a change; the map appears once the address is found, else the fallback", async () => {
    const { user, environment } = await renderForm(SAVED, 7);
    expect(screen.getByRole('heading', { name: 'Harbor Hall' })).toBeTruthy();
    expect(screen.getByText('ID: 7')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // The geocode of the saved address (after the typing pause) answers a point.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => {
        expect(operation.request.variables).toEqual({ address: '1 Pier Road', city: 'Boston', state: 'MA', zip: '02110' });
        return MockPayloadGenerator.generate(operation, {
          GeoPoint: () => ({ latitude: 42.36, longitude: -71.05, label: 'Boston, MA 02110' }),
        });
      }),
    );
    expect(await screen.findByRole('region', { name: 'Venue map' })).toBeTruthy();

    await user.clear(control('ZIP Code'));
    await user.type(control('ZIP Code'), '99999');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Query: () => ({ geocode: null }) }),
      ),
    );
    expect(await screen.findByText('Invalid address, map not available')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Venue map' })).toBeNull();
  });
});
