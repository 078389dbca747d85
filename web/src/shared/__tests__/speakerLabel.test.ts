import { describe, expect, it } from 'vitest';
import { speakerDetail, speakerLabel } from '../speakerLabel.ts';

describe('speakerLabel: same-name speakers told apart in pickers (issue 28 #15)', () => {
  it('adds the e-mail, credentials and specialty after the name', () => {
    expect(
      speakerLabel({ firstName: 'Ava', lastName: 'Abbott', email: 'ava@example.com', credentials: 'MD', specialty: 'Cardiology' }),
    ).toBe('Ava Abbott (ava@example.com · MD · Cardiology)');
  });

  it('leaves out what is hidden from the role (null) or empty, and adds nothing when nothing is left', () => {
    expect(speakerLabel({ firstName: 'Ava', lastName: 'Abbott', email: null, credentials: 'PharmD', specialty: '' })).toBe(
      'Ava Abbott (PharmD)',
    );
    expect(speakerDetail({ firstName: 'Ava', lastName: 'Abbott', email: null, credentials: null, specialty: null })).toBe('');
    expect(speakerLabel({ firstName: 'Ava', lastName: 'Abbott' })).toBe('Ava Abbott');
  });
});
