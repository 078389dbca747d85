import { describe, expect, it } from 'vitest';
import { createFieldPolicy } from '../fieldHiding.ts';

describe('field policy', () => {
  const event = { id: 7, notes: 'secret', avRequirements: 'projector', title: 'Talk', fieldRepId: 3 };

  it('nulls the hidden fields and keeps the rest and the id', async () => {
    const policy = createFieldPolicy(async (entity) => (entity === 'event' ? ['notes', 'avRequirements', 'id'] : []));
    const [redacted] = await policy.apply('event', [event]);
    expect(redacted).toEqual({ id: 7, notes: null, avRequirements: null, title: 'Talk', fieldRepId: 3 });
    expect(event.notes).toBe('secret');
    expect(await policy.applyOne('speaker', event)).toBe(event);
  });

  it('hides the id a hidden relation is resolved from', async () => {
    const policy = createFieldPolicy(async () => ['fieldRep']);
    expect((await policy.applyOne('event', event)).fieldRepId).toBeNull();
  });
});
