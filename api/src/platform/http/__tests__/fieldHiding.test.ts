import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../db/client.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';

// The api is the second wall behind the BFF: an integrator calling it directly with a role's token
// gets the same hiding (seed: event notes and avRequirements hidden from marketing, speaker email
// and phone from field reps), and cannot rebuild a hidden value by searching, sorting or filtering.
describe.each(ENGINES)('field hiding in the api on $name', (engine) => {
  const api = useApi(engine);
  const eventWithNotes = async () =>
    (
      await api.owner<{ id: number; notes: string }>(sql`select id, notes from events
      where tenant_id = 'demo' and notes is not null and av_requirements is not null order by id limit 1`)
    )[0]!;

  it('answers hidden event fields as null in lists, single reads and writes', async () => {
    const event = await eventWithNotes();
    const one = await api.call('GET', `/events/${event.id}`, { as: 'marketing@demo.test' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: event.id, notes: null, avRequirements: null });
    expect(one.body.title).not.toBeNull();
    const list = await api.call('GET', '/events', { as: 'marketing@demo.test', query: { limit: -1 } });
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(list.body.results.every((e: { notes: unknown; avRequirements: unknown }) => e.notes === null && e.avRequirements === null)).toBe(
      true,
    );
    // An administrator sees the same row's values.
    expect((await api.call('GET', `/events/${event.id}`, { as: 'admin@demo.test' })).body.notes).toBe(event.notes);
  });

  it('answers hidden speaker fields as null, also inside another answer', async () => {
    const list = await api.call('GET', '/speakers', { as: 'field-rep@demo.test', query: { limit: 5 } });
    expect(list.body.results).toHaveLength(5);
    for (const speaker of list.body.results) expect(speaker).toMatchObject({ email: null, phone: null });
    // Nested: the speaker inside `events/event-speakers` (program analysts read it; hide speaker e-mails from them).
    const [link] = await api.owner<{ event_id: number; speaker_id: number }>(sql`select event_id, speaker_id
      from event_speakers where tenant_id = 'demo' limit 1`);
    const configure = (fields: string[]) =>
      api.call('PUT', '/permissions/entity/speaker/role/program-analyst/hidden-fields', {
        as: 'system-admin@demo.test',
        body: { fields },
      });
    await configure(['email', 'phone']);
    try {
      const nested = await api.call('GET', `/events/event-speakers/${link!.event_id}/${link!.speaker_id}`, {
        as: 'program-analyst@demo.test',
      });
      expect(nested.status).toBe(200);
      expect(nested.body.speaker).toMatchObject({ id: link!.speaker_id, email: null, phone: null });
    } finally {
      await configure([]);
    }
  });

  it('never searches a field hidden from the caller', async () => {
    const event = await eventWithNotes();
    const probe = { searchQuery: event.notes, limit: -1 };
    // Admins find the event by its notes; marketing, from whom notes are hidden, cannot.
    expect((await api.call('GET', '/events', { as: 'admin@demo.test', query: probe })).body.count).toBeGreaterThan(0);
    const marketing = await api.call('GET', '/events', { as: 'marketing@demo.test', query: probe });
    expect(marketing.status).toBe(200);
    expect(marketing.body.count).toBe(0);
    // Name and program name stay searchable.
    const { short_name: name } = only(await api.owner<{ short_name: string }>(sql`select short_name from events where id = ${event.id}`));
    expect((await api.call('GET', '/events', { as: 'marketing@demo.test', query: { searchQuery: name } })).body.count).toBe(1);

    const { email } = only(
      await api.owner<{ email: string }>(sql`select email from speakers where tenant_id = 'demo' order by id limit 1`),
    );
    expect((await api.call('GET', '/speakers', { as: 'admin@demo.test', query: { searchQuery: email } })).body.count).toBe(1);
    expect((await api.call('GET', '/speakers', { as: 'field-rep@demo.test', query: { searchQuery: email } })).body.count).toBe(0);
  });

  it('refuses to sort or filter by a field hidden from the caller', async () => {
    const sorted = await api.call('GET', '/speakers', { as: 'field-rep@demo.test', query: { sortBy: 'email' } });
    expect(sorted.status).toBe(400);
    expect(sorted.body.message).toBe('sortBy: sorting by email is not available to your role');
    expect((await api.call('GET', '/speakers', { as: 'admin@demo.test', query: { sortBy: 'email' } })).status).toBe(200);

    await api.call('PUT', '/permissions/entity/event/role/marketing/hidden-fields', {
      as: 'system-admin@demo.test',
      body: { fields: ['notes', 'avRequirements', 'fieldRepId', 'status'] },
    });
    try {
      const filtered = await api.call('GET', '/events', { as: 'marketing@demo.test', query: { filters: { selectedFieldReps: [1] } } });
      expect(filtered.status).toBe(400);
      expect(filtered.body.message).toBe('filters.selectedFieldReps: filtering by fieldRepId is not available to your role');
      const byStatus = await api.call('GET', '/events/export', { as: 'marketing@demo.test', query: { sortBy: 'status' } });
      expect(byStatus.status).toBe(400);
      // Which statuses are in use is status information too.
      expect((await api.call('GET', '/events/used-event-statuses', { as: 'marketing@demo.test' })).body).toEqual([]);
    } finally {
      await api.call('PUT', '/permissions/entity/event/role/marketing/hidden-fields', {
        as: 'system-admin@demo.test',
        body: { fields: ['notes', 'avRequirements'] },
      });
    }
  });
});
