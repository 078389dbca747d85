import { describe, expect, it } from 'vitest';
import type { DashboardRow } from '../../../../../api/src/areas/dashboards/answers.ts';
import { createFieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createDashboardsApi } from '../upstream/dashboards.ts';

// The BFF's own wall behind the service (as platform/policy/__tests__/fieldHiding.test.ts for other areas): an upstream
// that answers every row unredacted, so what is null below was nulled by the dashboards module.

const row: DashboardRow = {
  key: '1',
  eventId: 1,
  eventShortName: 'EV-1',
  speaker: 'Ann Alpha',
  date: '2026-03-01T15:00:00.000Z',
  zone: 'US/Eastern',
  status: 'complete',
  locationType: 'in-office',
  type: 'live',
  topic: 'Cardiology',
  therapeuticArea: 'Cardio',
  cost: 12.5,
  honoraria: 10,
  credentials: 'MD',
  attendee: 'Ben Bee',
  region: 'East',
  territory: 'East North',
  attendees: 3,
};
const http = { get: async () => ({ results: [row], count: 1 }) } as unknown as UpstreamHttp;
const rowsWith = async (category: 'program' | 'expense' | 'attendee' | 'region', hidden: Record<string, string[]>) => {
  const api = createDashboardsApi(
    http,
    createFieldPolicy(async (entity) => hidden[entity] ?? []),
  );
  return (await api.rows(category, { filters: {}, page: 1, itemsPerPage: 10 })).results[0]!;
};

describe('dashboard rows: the field policy over an upstream that hides nothing', () => {
  it('nulls the row fields whose event, topic, speaker or attendee fields are hidden', async () => {
    expect(await rowsWith('program', {})).toEqual({ ...row, category: 'program' });
    expect(await rowsWith('program', { event: ['shortName', 'startTime', 'topic', 'fieldRep'] })).toMatchObject({
      eventShortName: null,
      date: null,
      zone: null,
      topic: null,
      therapeuticArea: null,
      status: 'complete',
      speaker: 'Ann Alpha',
    });
    expect(await rowsWith('program', { speaker: ['lastName'], topic: ['name'] })).toMatchObject({
      speaker: null,
      topic: null,
      therapeuticArea: 'Cardio',
    });
    expect(await rowsWith('program', { event: ['speakers', 'type', 'locationType', 'status'] })).toMatchObject({
      speaker: null,
      type: null,
      locationType: null,
      status: null,
    });
    expect(await rowsWith('attendee', { attendee: ['firstName'], event: ['status'] })).toMatchObject({ attendee: null, status: null });
    expect(await rowsWith('region', { event: ['fieldRepId'] })).toMatchObject({ region: null, territory: null, attendees: 3 });
  });

  it("keeps the expense list's payment date and expense type, which are the line's", async () => {
    expect(await rowsWith('expense', { event: ['startTime', 'type'] })).toMatchObject({ date: row.date, type: 'live' });
  });
});
