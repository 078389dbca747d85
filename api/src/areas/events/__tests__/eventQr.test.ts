import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { surveyLink } from '../eventQr.ts';

describe('surveyLink', () => {
  it('adds eventId (the short name) and surveyTemplateId to the scout URL', () => {
    expect(surveyLink('https://scout.example.com/demo/survey?x=1', 'DP 1000', 7)).toBe(
      'https://scout.example.com/demo/survey?x=1&eventId=DP+1000&surveyTemplateId=7',
    );
  });
});

describe.each(ENGINES)('GET /events/qr.pdf on $name', (engine) => {
  const api = useApi(engine);
  const get = async (ids: string, as = 'admin@demo.test', tenant = 'demo') =>
    api.app.inject({
      method: 'GET',
      url: '/events/qr.pdf',
      query: { ids },
      headers: { 'x-tenant-id': tenant, authorization: `Bearer ${await api.token(as)}` },
    });
  const eventsWithSurvey = (tenant: string, survey: boolean) =>
    api.owner<{ id: number; short_name: string }>(
      sql`select e.id, e.short_name from events e where e.tenant_id = ${tenant} and e.survey = ${survey}
      and ${survey ? sql`exists` : sql`not exists`} (select 1 from event_survey_templates t where t.event_id = e.id) order by e.id limit 2`,
    );

  it('answers a PDF naming the event, one page per survey template', async () => {
    const event = (await eventsWithSurvey('demo', true))[0]!;
    const response = await get(String(event.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="qr-${event.short_name}.pdf"`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The link annotation (not compressed) carries the survey URL naming the event.
    expect(pdf).toContain(`/URI (http://demo.localhost:4000/s?eventId=${event.short_name}&surveyTemplateId=`);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('refuses events without a survey (422), unknown ids and other tenants (404), bad ids (400)', async () => {
    const plain = (await eventsWithSurvey('demo', false))[0]!;
    const none = await get(String(plain.id));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('The selected events have no survey: there is no QR code to generate');
    const acme = (await eventsWithSurvey('acme', true))[0]!;
    const other = await get(String(acme.id));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(`Event ${acme.id} not found`);
    const bad = await get('1;2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ids must be 1 to 100 event ids separated by commas');
  });

  it('needs event read (403)', async () => {
    const noToken = await api.app.inject({ method: 'GET', url: '/events/qr.pdf?ids=1', headers: { 'x-tenant-id': 'demo' } });
    expect(noToken.statusCode).toBe(401);
    const { body: options } = await api.call('GET', '/permissions/options', { as: 'admin@demo.test' });
    const idOf = (list: { id: number; role?: string; name?: string }[], name: string) => list.find((x) => (x.role ?? x.name) === name)!.id;
    await api.call(
      'DELETE',
      `/permissions/role/${idOf(options.roles, 'user')}/entity/${idOf(options.entities, 'event')}/permission/${idOf(options.permissions, 'read')}`,
      { as: 'system-admin@demo.test' },
    );
    const event = (await eventsWithSurvey('demo', true))[0]!;
    expect((await get(String(event.id), 'user@demo.test')).statusCode).toBe(403);
  });
});
