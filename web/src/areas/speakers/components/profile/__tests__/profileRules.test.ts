import { describe, expect, it } from 'vitest';
import { zodValidate } from '../../../../../shared/zodFormik.ts';
import { clickDay, daysBetween, EMPTY_SELECTION, hasChanges, type BlackoutSelection } from '../blackoutSelection.ts';
import { maxZoomFor } from '../cropImage.ts';
import { defaultProfileLayout, placedAreas, usableLayout } from '../ProfileGrid.tsx';
import { addressSchema, changedValues, type AddressValues } from '../profileSchemas.ts';

const validateAddress = zodValidate<AddressValues>(addressSchema);

describe('address card rules (spec 001 §5)', () => {
  it('says what is missing or wrong in the spec words', () => {
    expect(validateAddress({ address: ' ', city: '', state: '', zip: '' })).toEqual({
      address: 'Address cannot be empty',
      city: 'City cannot be empty',
      state: 'State cannot be empty',
      zip: 'Zip cannot be empty',
    });
    expect(validateAddress({ address: '1 Main St', city: 'Chicago', state: 'I', zip: '6060' })).toEqual({
      state: 'State must be at least 2 characters',
      zip: 'Zip code must be 5 digits',
    });
    expect(validateAddress({ address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' })).toEqual({});
  });

  it('saves only the fields that changed', () => {
    const before = { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' };
    expect(changedValues(before, { ...before, zip: '60602' })).toEqual({ zip: '60602' });
    expect(changedValues(before, before)).toEqual({});
  });
});

describe('blackout calendar (spec 001 §4)', () => {
  const existing = new Set(['2026-12-24']);
  const events = new Set(['2026-12-10']);
  const click = (s: BlackoutSelection, day: string) => clickDay(s, day, existing, events);

  it('makes a range of two clicks, leaving out event days and days already set', () => {
    let s = click(EMPTY_SELECTION, '2026-12-12');
    expect(s.rangeStart).toBe('2026-12-12');
    expect(hasChanges(s)).toBe(false);
    s = click(s, '2026-12-08');
    expect(s.rangeStart).toBeNull();
    expect([...s.added].sort()).toEqual(['2026-12-08', '2026-12-09', '2026-12-11', '2026-12-12']);
    expect(hasChanges(s)).toBe(true);
  });

  it('never chooses a day with an event', () => {
    expect(click(EMPTY_SELECTION, '2026-12-10')).toBe(EMPTY_SELECTION);
  });

  it('marks an existing blackout day for deletion and a second click keeps it', () => {
    const marked = click(EMPTY_SELECTION, '2026-12-24');
    expect([...marked.removed]).toEqual(['2026-12-24']);
    expect(click(marked, '2026-12-24').removed.size).toBe(0);
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('profile grid layout', () => {
  it("takes the server's grid-template-areas and falls back to the product's default on one CSS cannot take", () => {
    const layout = { desktop: "'info info headshot' 'address contracts contracts'", mobile: "'info' 'headshot' 'address' 'contracts'" };
    expect(usableLayout(layout, false)).toBe(layout);
    expect([...placedAreas(layout)].sort()).toEqual(['address', 'contracts', 'headshot', 'info']);
    expect(usableLayout({ ...layout, desktop: "'info headshot'" }, true)).toBe(defaultProfileLayout(true));
    expect(usableLayout(null, false)).toBe(defaultProfileLayout(false));
    expect(placedAreas(defaultProfileLayout(true)).has('trainings')).toBe(true);
    expect(placedAreas(defaultProfileLayout(false)).has('trainings')).toBe(false);
  });
});

describe('headshot crop (spec 001 §9)', () => {
  it('zooms no further than a crop box of 100 source pixels', () => {
    expect(maxZoomFor(400, 300)).toBe(3);
    expect(maxZoomFor(80, 600)).toBe(1);
  });
});
