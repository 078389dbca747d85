import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flagOffMessage } from '../../../platform/auth/model.ts';
import { only } from '../../../platform/db/client.ts';
import { rowScopeOf } from '../../../platform/http/scope.ts';
import { ENGINES, useApi, type TestApi, withFlag } from '../../../__tests__/harness.ts';
import { pdfBytes, pdfPages } from '../../../__tests__/pdfText.ts';
import { sheetData, SIGN_IN_TEMPLATES, signInSheetPdf } from '../signInSheet.ts';

const EVENT = { title: 'Heart Health Dinner', shortName: 'EVT-7', when: '12/01/2026 6:30 PM – 8:30 PM CST', place: 'Harbor Hall, Boston' };
const SIGN_IN_OFF = flagOffMessage('signinPdfGenerationEnabled');
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Person ${i + 1}`, email: `p${i + 1}@example.com` }));

describe('signInSheetPdf', () => {
  it('prints the header on every page, the attendees in rows of the template, numbered pages and the blank pages', async () => {
    const pdf = await pdfBytes(
      signInSheetPdf(
        { event: EVENT, attendees: people(13), rowsPerPage: 10, productsDiscussed: 'Cardiozen', blankPages: 2 },
        { compress: false },
      ),
    );
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(4);
    for (const [i, lines] of pages.entries()) {
      for (const text of [
        'Heart Health Dinner',
        'EVT-7  ·  12/01/2026 6:30 PM – 8:30 PM CST',
        'Harbor Hall, Boston',
        'Products Discussed: Cardiozen',
      ])
        expect(lines.join('\n')).toContain(text);
      for (const title of ['#', 'Name', 'Email', 'Signature']) expect(lines).toContain(title);
      expect(lines).toContain(`Page ${i + 1} of 4`);
    }
    expect(pages[0]).toContain('Person 1');
    expect(pages[0]).toContain('p10@example.com');
    expect(pages[0]).not.toContain('Person 11');
    expect(pages[1]).toContain('Person 13');
    // Row numbers run on over the empty rows and blank pages: 11..20 on page 2, 31..40 on the last.
    expect(pages[1]).toContain('20');
    expect(pages[3]).toContain('40');
    expect(pages[3]!.filter((l) => l.startsWith('Person'))).toEqual([]);
  });

  it("prints every attendee's name as written, in any Latin, Greek or Cyrillic letters (an embedded font)", async () => {
    const names = ['Łukasz Żółć', 'Дмитрий Иванов', 'Ἀθηνᾶ Παππᾶ', 'Nguyễn Văn An', 'José Müller'];
    const pages = pdfPages(
      await pdfBytes(
        signInSheetPdf(
          {
            event: { ...EVENT, place: 'Zürich, Città Studi' },
            attendees: names.map((name) => ({ name, email: null })),
            rowsPerPage: 10,
            blankPages: 0,
          },
          { compress: false },
        ),
      ),
    );
    for (const name of names) expect(pages[0]).toContain(name);
    expect(pages[0]).toContain('Zürich, Città Studi');
  });

  it('has one page without attendees; Large holds 5 rows a page', async () => {
    expect(
      pdfPages(await pdfBytes(signInSheetPdf({ event: EVENT, attendees: [], rowsPerPage: 10, blankPages: 0 }, { compress: false }))),
    ).toHaveLength(1);
    const large = pdfPages(
      await pdfBytes(signInSheetPdf({ event: EVENT, attendees: people(6), rowsPerPage: 5, blankPages: 0 }, { compress: false })),
    );
    expect(large).toHaveLength(2);
    expect(large[1]).toContain('Person 6');
    expect(large[1]).toContain('Products Discussed: —');
  });
});

describe.each(ENGINES)('sign-in sheet routes on $name', (engine) => {
  const api = useApi(engine);
  const download = async (query: Record<string, string | number>, as = 'admin@demo.test') =>
    api.app.inject({
      method: 'GET',
      url: '/pdf',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { 'x-tenant-id': as.split('@')[1]!.split('.')[0]!, authorization: `Bearer ${await api.token(as)}` },
    });
  /** An event of demo with attendances of every status. */
  const eventWithAttendees = async (a: TestApi) => {
    const event = only(
      await a.owner<{ id: number; shortName: string }>(sql`select id, short_name as "shortName" from events
      where tenant_id = 'demo' order by id desc limit 1`),
    );
    const statuses = ['registered', 'attended', 'walkin', 'noshow', 'cancelled', 'ineligible'];
    for (const [i, status] of statuses.entries()) {
      const [attendee] = await a.owner<{ id: number }>(sql`insert into attendees (tenant_id, first_name, last_name, email)
        values ('demo', ${`Sheet${i}`}, ${status}, ${`sheet-${status}-${event.id}@example.com`}) on conflict do nothing returning id`);
      if (attendee)
        await a.owner(
          sql`insert into event_attendances (tenant_id, event_id, attendee_id, status) values ('demo', ${event.id}, ${attendee.id}, ${status})`,
        );
    }
    return event;
  };

  it('lists the templates', async () => {
    const res = await api.call('GET', '/pdf/templates', { as: 'user@demo.test' });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { templateName: string }) => t.templateName)).toEqual(SIGN_IN_TEMPLATES.map((t) => t.templateName));
    expect(res.body[0]).toEqual({
      id: 'standard',
      templateName: 'Standard (10 per page)',
      rowsPerPage: 10,
      description: expect.any(String),
    });
  });

  it('answers the PDF of a visible event with its blank pages; the sheet lists registered, attended and walk-in attendees', async () => {
    const event = await eventWithAttendees(api);
    const res = await download({ eventId: event.id, template: 'large', blankPages: 3, productsDiscussed: 'Cardiozen' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`sign-in-${event.shortName}.pdf`);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const data = await api.db.withTenant('demo', (tx) =>
      sheetData(tx, event.id, null, { event: new Set(), attendee: new Set(), venue: new Set() }),
    );
    const listed = data.attendees.filter((a) => a.name.startsWith('Sheet')).map((a) => a.name.split(' ')[1]);
    expect(listed.sort()).toEqual(['attended', 'registered', 'walkin']);
    const expectedPages = Math.max(1, Math.ceil(data.attendees.length / 5)) + 3;
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(expectedPages);
    // The compressed file as served reads back: every page, the header, the attendees.
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(expectedPages);
    expect(pages[0]).toContain('Products Discussed: Cardiozen');
    expect(pages.flat().filter((line) => /^Sheet\d+ /.test(line))).toHaveLength(listed.length);
    // Hidden fields of the caller's role are left off.
    const hidden = await api.db.withTenant('demo', (tx) =>
      sheetData(tx, event.id, null, { event: new Set(['title']), attendee: new Set(['email']), venue: new Set() }),
    );
    expect(hidden.event.title).toBeNull();
    expect(hidden.attendees.every((a) => a.email === null)).toBe(true);
  });

  it('refuses bad parameters with a message', async () => {
    const event = await eventWithAttendees(api);
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ eventId: event.id, blankPages: 21 }, /blankPages must be a number from 0 to 20/],
      [{ eventId: event.id, blankPages: -1 }, /blankPages must be a number from 0 to 20/],
      [{ eventId: event.id, blankPages: 'two' }, /blankPages must be a number from 0 to 20/],
      [{ eventId: event.id, template: 'poster' }, /template must be one of standard, compact, large/],
      [{ eventId: event.id, template: 'standard', rowsPerPage: 12 }, /has 10 rows per page/],
      [{ eventId: 'x' }, /eventId must be an event id/],
      [{ eventId: event.id, productsDiscussed: 'x'.repeat(501) }, /at most 500 characters/],
      [{ eventId: event.id, other: 1 }, /other/],
    ];
    for (const [query, message] of cases) {
      const res = await download(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('needs read on attendee, the flag and an event the caller reaches', async () => {
    const event = await eventWithAttendees(api);
    expect((await download({ eventId: event.id }, 'user@demo.test')).statusCode).toBe(200);
    for (const as of ['sfc-compliance@demo.test', 'speaker@demo.test']) {
      expect((await download({ eventId: event.id }, as)).statusCode, as).toBe(403);
      expect((await api.call('GET', '/pdf/templates', { as })).status, as).toBe(403);
    }
    expect((await download({ eventId: 99_999_999 })).statusCode).toBe(404);
    // An event of another tenant answers like a missing one.
    const acme = only(await api.owner<{ id: number }>(sql`select id from events where tenant_id = 'acme' limit 1`));
    expect((await download({ eventId: acme.id })).json().message).toBe(`Event ${acme.id} not found`);
    // A field rep reaches only the events they own.
    const scoped = await api.db.withTenant('demo', (tx) =>
      sheetData(tx, event.id, rowScopeOf({ role: 'field-rep', speakerId: null, fieldRepId: -1 }).events, {
        event: new Set(),
        attendee: new Set(),
        venue: new Set(),
      }).then(
        () => 'found',
        (e: Error) => e.message,
      ),
    );
    expect(scoped).toBe(`Event ${event.id} not found`);
    await withFlag(api, 'demo', 'signinPdfGenerationEnabled', false, async () => {
      const off = await download({ eventId: event.id });
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe(SIGN_IN_OFF);
      expect((await api.call('GET', '/pdf/templates', { as: 'admin@demo.test' })).body.message).toBe(SIGN_IN_OFF);
    });
  });
});
