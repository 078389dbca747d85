import { describe, expect, it } from 'vitest';
import { createLibraryApi } from '../../../areas/resources/upstream/library.ts';
import { createTrainingsApi } from '../../../areas/trainings/upstream/trainings.ts';
import { createUserAdminApi } from '../../../areas/users/upstream/users.ts';
import type { UpstreamHttp } from '../../upstream/http.ts';
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

describe('field policy: related rows the answers carry (the BFF wall behind the api)', () => {
  // An upstream that answers every row unredacted, as a REST service without field hiding would: what is null below
  // was nulled by the BFF's own modules.
  const topic = { id: 4, name: 'Topic secret', description: 'Described secret' };
  const speaker = { id: 9, firstName: 'First secret', lastName: 'Last secret', email: 'mail@secret.test', degree: 'MD', credentials: 'MD' };
  const answers: Record<string, unknown> = {
    resource: { results: [{ id: 1, fileName: 'Deck', topic }], count: 1 },
    'resource/speakers': { results: [{ ...speaker, specialty: 'Cardiology', assigned: true, attachments: [] }], count: 1 },
    'speaker-training/topics': [topic],
    'speaker-training': {
      results: [{ id: 2, speaker, program: { id: 3, programName: 'Program', topic: { id: 4, description: 'Described secret' } } }],
      count: 1,
    },
    users: {
      results: [
        {
          id: 5,
          email: 'user@x.test',
          speaker: { id: 9, firstName: 'First secret', lastName: 'Last secret' },
          fieldRep: { id: 1, name: 'Rep secret' },
        },
      ],
      count: 1,
    },
  };
  const http = {
    get: async (path: string) => structuredClone(answers[path]),
    list: async (path: string) => structuredClone(answers[path]),
  } as never as UpstreamHttp;
  const hidden: Record<string, string[]> = {
    topic: ['name', 'description'],
    speaker: ['firstName', 'lastName', 'email', 'degree'],
    field_rep: ['name'],
  };
  const policy = createFieldPolicy(async (entity) => hidden[entity] ?? []);

  it('nulls a resource topic, the assign list speakers, GraphQL trainingTopics, trainings and users their related fields', async () => {
    const library = createLibraryApi(http, policy);
    expect((await library.list({})).results[0]!.topic).toEqual({ id: 4, name: null, description: null });
    const [assignee] = (await library.assignees({ page: 1, limit: 10, attachmentId: 1 })).results;
    expect(assignee).toMatchObject({ firstName: null, lastName: null, email: null, credentials: null, specialty: 'Cardiology' });
    const trainings = createTrainingsApi(http, policy);
    expect(await trainings.topics()).toEqual([{ id: 4, name: null, description: null }]);
    const [training] = (await trainings.list({})).results;
    expect(training!.speaker).toMatchObject({ firstName: null, lastName: null });
    expect(training!.program.topic).toEqual({ id: 4, description: null });
    const [user] = (await createUserAdminApi(http, policy).list({})).results;
    expect(user).toMatchObject({ speaker: { id: 9, firstName: null, lastName: null }, fieldRep: { id: 1, name: null } });
    expect(JSON.stringify([training, user])).not.toMatch(/secret/);
  });

  it('leaves the rows as they are when nothing is hidden', async () => {
    const open = createFieldPolicy(async () => []);
    expect((await createLibraryApi(http, open).list({})).results[0]!.topic).toEqual(topic);
  });
});
