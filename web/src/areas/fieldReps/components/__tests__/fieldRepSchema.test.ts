import { describe, expect, it } from 'vitest';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { fieldRepSchema, type FieldRepValues } from '../fieldRepSchema.ts';

const validate = zodValidate<FieldRepValues>(fieldRepSchema);

describe('field rep form rules (spec 000 §5, the field rep contract)', () => {
  it("shows the spec's text under the field for the inputs the service refuses with it", () => {
    // The same inputs as the service's test (api/src/areas/fieldReps/__tests__/fieldReps.test.ts), the same texts.
    for (const [values, errors] of [
      [{ name: '', email: 'a@demo.test', phone: '' }, { name: 'Name is required' }],
      [{ name: '   ', email: 'a@demo.test', phone: '' }, { name: 'Name is required' }],
      [{ name: 'A', email: '', phone: '' }, { email: 'Email is required' }],
      [{ name: 'A', email: 'not-an-email', phone: '' }, { email: 'Should be a valid email address' }],
    ] as const) {
      expect(validate(values)).toEqual(errors);
    }
  });

  it('accepts a name and an email with spaces around them, and any phone (phone has no rule)', () => {
    expect(validate({ name: ' Ava Chen ', email: ' ava.chen@demo.test ', phone: '' })).toEqual({});
    expect(validate({ name: 'Ava Chen', email: 'ava.chen@demo.test', phone: 'call the office' })).toEqual({});
  });
});
