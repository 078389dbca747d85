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

  it("applies the hidden fields of the related rows a route answers: the assign list's speakers, a resource's topic", async () => {
    const as = 'client-speaker-portal-admin@demo.test';
    const configure = (entity: string, fields: string[]) =>
      api.call('PUT', `/permissions/entity/${entity}/role/client-speaker-portal-admin/hidden-fields`, {
        as: 'system-admin@demo.test',
        body: { fields },
      });
    const resource = only(
      await api.owner<{ id: number; topic_id: number }>(sql`select id, topic_id from attachments
        where tenant_id = 'demo' and kind = 'resource' and topic_id is not null order by id limit 1`),
    );
    const { email } = only(
      await api.owner<{ email: string }>(
        sql`select email from speakers where tenant_id = 'demo' and email is not null order by id limit 1`,
      ),
    );
    const assignees = (query: Record<string, string | number>) =>
      api.call('GET', '/resource/speakers', { as, query: { attachmentId: resource.id, limit: -1, ...query } });
    // Before the hiding, the same role finds the speaker by e-mail and reads the topic's name.
    expect((await assignees({ searchQuery: email })).body.count).toBe(1);
    expect((await api.call('GET', `/resource/${resource.id}`, { as })).body.topic.name).toEqual(expect.any(String));
    await configure('speaker', ['email']);
    await configure('topic', ['name', 'description']);
    try {
      const list = await assignees({});
      expect(list.status).toBe(200);
      expect(list.body.results.length).toBeGreaterThan(0);
      expect(list.body.results.every((s: { email: unknown }) => s.email === null)).toBe(true);
      expect((await assignees({ searchQuery: email })).body.count).toBe(0);
      const sorted = await assignees({ sortBy: 'email' });
      expect(sorted.status).toBe(400);
      expect(sorted.body.message).toBe('sortBy: sorting by email is not available to your role');
      const one = await api.call('GET', `/resource/${resource.id}`, { as });
      expect(one.body.topic).toEqual({ id: resource.topic_id, name: null, description: null });
      const byTopic = await api.call('GET', '/resource', { as, query: { sortBy: 'topic' } });
      expect(byTopic.status).toBe(400);
      expect(byTopic.body.message).toBe('sortBy: sorting by topic is not available to your role');
    } finally {
      await configure('speaker', []);
      await configure('topic', []);
    }
  });

  it("applies a training's related speaker and topic: nulled, never searched, never sorted by", async () => {
    const as = 'program-analyst@demo.test';
    const configure = (entity: string, fields: string[]) =>
      api.call('PUT', `/permissions/entity/${entity}/role/program-analyst/hidden-fields`, {
        as: 'system-admin@demo.test',
        body: { fields },
      });
    const { last_name: lastName } = only(
      await api.owner<{ last_name: string }>(sql`select s.last_name from speaker_trainings t join speakers s on s.id = t.speaker_id
        where t.tenant_id = 'demo' order by t.id limit 1`),
    );
    const trainings = (query: Record<string, string | number>) =>
      api.call('GET', '/speaker-training', { as, query: { limit: -1, ...query } });
    expect((await trainings({ searchQuery: lastName })).body.count).toBeGreaterThan(0);
    await configure('speaker', ['lastName']);
    await configure('topic', ['description']);
    try {
      const list = await trainings({});
      expect(list.status).toBe(200);
      expect(list.body.results.every((t: { speaker: { lastName: unknown } }) => t.speaker.lastName === null)).toBe(true);
      expect(list.body.results.every((t: { program: { topic: { description: unknown } | null } }) => !t.program.topic?.description)).toBe(
        true,
      );
      expect((await trainings({ searchQuery: lastName })).body.count).toBe(0);
      for (const sortBy of ['speakerName', 'topic']) {
        const sorted = await trainings({ sortBy });
        expect(sorted.status, sortBy).toBe(400);
        expect(sorted.body.message).toBe(`sortBy: sorting by ${sortBy} is not available to your role`);
      }
      expect((await api.call('GET', '/speaker-training/programs', { as, query: { sortBy: 'topic' } })).status).toBe(400);
      const topics = await api.call('GET', '/speaker-training/topics', { as });
      expect(topics.body.every((t: { description: unknown }) => t.description === null)).toBe(true);
    } finally {
      await configure('speaker', []);
      await configure('topic', []);
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
