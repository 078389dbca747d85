import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flagOffMessage, type FeatureFlag } from '../../auth/model.ts';
import { only } from '../../db/client.ts';
import { ENGINES, tenantOfEmail, useApi } from '../../../__tests__/harness.ts';

// A feature flag turned off makes the routes of the screens it hides answer 403 (issue 15; the route's `featureFlags`,
// checked by the router after the permission); the calls other screens use as lookups keep answering.
describe.each(ENGINES)('feature flags on routes on $name', (engine) => {
  const api = useApi(engine);
  const SYS = 'system-admin@demo.test';
  const ADMIN = 'admin@demo.test';
  const setFlag = async (id: FeatureFlag, value: boolean) =>
    expect((await api.call('PUT', '/setting/feature-flags', { as: SYS, body: { flags: [{ id, value }] } })).status).toBe(200);
  /** A GET's status and refusal text (exports answer XLSX, not JSON). */
  const get = async (url: string, as = ADMIN) => {
    const res = await api.app.inject({
      method: 'GET',
      url,
      headers: { 'x-tenant-id': tenantOfEmail(as), authorization: `Bearer ${await api.token(as)}` },
    });
    return { status: res.statusCode, message: String(res.headers['content-type']).includes('json') ? res.json().message : undefined };
  };
  const firstId = async (table: string) =>
    only(await api.owner<{ id: number }>(sql`select min(id)::int as id from ${sql.identifier(table)} where tenant_id = 'demo'`)).id;

  it("refuses every flagged route with the flag's text while its flag is off, before reading the input", async () => {
    const flagged = api.routes.filter((r) => r.featureFlags.length > 0);
    expect([...new Set(flagged.flatMap((r) => r.featureFlags))].sort()).toEqual([
      'feeCalculatorEnabled',
      'registrationPagesEnabled',
      'signinPdfGenerationEnabled',
      'speakersEnabled',
      'surveysEnabled',
      'venuesEnabled',
    ]);
    const failures: string[] = [];
    for (const flag of new Set(flagged.flatMap((r) => r.featureFlags))) {
      await setFlag(flag, false);
      try {
        for (const route of flagged.filter((r) => r.featureFlags.includes(flag))) {
          const res = await api.call(route.method, route.url.replace(/:[A-Za-z]+/g, '2000000000'), {
            as: SYS,
            ...(['GET', 'DELETE'].includes(route.method) ? {} : { body: {} }),
          });
          if (res.status !== 403 || res.body.message !== flagOffMessage(flag)) {
            failures.push(`${route.method} ${route.url} with ${flag} off: ${res.status} ${res.body.message}`);
          }
        }
      } finally {
        await setFlag(flag, true);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('answers the permission refusal first: a flag tells nothing to a role without the permission', async () => {
    await setFlag('venuesEnabled', false);
    try {
      const res = await api.call('POST', '/venues', { as: 'marketing@demo.test', body: {} });
      expect([res.status, res.body.message]).toEqual([403, 'You do not have permission to create venue']);
    } finally {
      await setFlag('venuesEnabled', true);
    }
  });

  // Per flag: a route of its screens (403 off, 200 on) and the lookups other screens still make with it off.
  const cases: { flag: FeatureFlag; text: string; screens: () => Promise<string[]>; lookups: () => Promise<string[]> }[] = [
    {
      flag: 'venuesEnabled',
      text: "'Venues' is turned off for your organization",
      screens: async () => [`/venues/${await firstId('venues')}`, '/venues/export'],
      // The event form's venue and the portal's Venue column read the list by ids.
      lookups: async () => ['/venues', `/venues?filters=${JSON.stringify({ ids: [await firstId('venues')] })}`],
    },
    {
      flag: 'surveysEnabled',
      text: "'Surveys' is turned off for your organization",
      screens: async () => [`/survey-templates/${await firstId('survey_templates')}`, '/survey-templates/responses'],
      lookups: async () => ['/survey-templates'],
    },
    {
      flag: 'registrationPagesEnabled',
      text: "'Registration pages' is turned off for your organization",
      screens: async () => [`/registration-templates/${await firstId('registration_templates')}`, '/attendees', '/pdf/templates'],
      lookups: async () => ['/registration-templates'],
    },
    {
      flag: 'speakersEnabled',
      text: "'Speakers' is turned off for your organization",
      screens: async () => ['/speakers/export'],
      // The event list's speakers, the event filter's speaker lookup and the speaker's own profile.
      lookups: async () => ['/speakers', `/speakers/${await firstId('speakers')}`],
    },
    {
      flag: 'signinPdfGenerationEnabled',
      text: "'Signin PDF generation' is turned off for your organization",
      screens: async () => ['/pdf/templates'],
      lookups: async () => ['/attendees'],
    },
  ];

  it.each(cases)('$flag: its screens answer 403 while off and 200 while on; the lookups answer 200 either way', async (c) => {
    const screens = await c.screens();
    const lookups = await c.lookups();
    const statuses = async (urls: string[]) => Promise.all(urls.map(async (url) => [url, (await get(url)).status] as const));
    expect(await statuses(screens)).toEqual(screens.map((url) => [url, 200]));
    await setFlag(c.flag, false);
    try {
      for (const url of screens) expect({ url, ...(await get(url)) }).toEqual({ url, status: 403, message: c.text });
      expect(await statuses(lookups)).toEqual(lookups.map((url) => [url, 200]));
    } finally {
      await setFlag(c.flag, true);
    }
    expect(await statuses(screens)).toEqual(screens.map((url) => [url, 200]));
  });

  it("follows each tenant's own flags: acme has venues off, demo on", async () => {
    expect(await get('/venues/export', 'admin@acme.test')).toEqual({
      status: 403,
      message: "'Venues' is turned off for your organization",
    });
    expect((await get('/venues/export')).status).toBe(200);
  });
});
