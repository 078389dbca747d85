import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';

const ROW_FIELDS = `id internalId to cc subject kind status attempts transport createdAt sendAfter sentAt lastError eventId
  emailTemplateId hasCalendar`;
const LIST = `query($first: Int, $page: Int, $searchQuery: String, $statuses: [MailStatus!]) {
  sentMail(first: $first, page: $page, searchQuery: $searchQuery, statuses: $statuses) {
    totalCount pageInfo { hasNextPage } edges { node { ${ROW_FIELDS} } } } }`;
const LIST_WITH_BODIES = `query($first: Int) { sentMail(first: $first) { edges { node { internalId html text bodyWithheld } } } }`;
const LIST_WITH_HTML = `query($first: Int) { sentMail(first: $first) { edges { node { internalId html } } } }`;
const ONE = `query($id: Int!) { sentMailMessage(internalId: $id) { ${ROW_FIELDS} html text bodyWithheld } }`;
const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on SentMail { internalId subject } } }`;

type Row = { id: string; internalId: number; to: string; subject: string; status: string; transport: string | null };
const rowsOf = (answer: { data: any }): Row[] => answer.data!.sentMail.edges.map((edge: { node: Row }) => edge.node);

let stack: Stack;
let systemAdmin: string;
let admin: string;
/** Demo's ledger rows written here, oldest first: 24 plain ones, then a secret one sent by SMTP. */
let ids: number[];
let acmeId: number;

beforeAll(async () => {
  stack = await startStack();
  [systemAdmin, admin] = await Promise.all([stack.signIn('system-admin@demo.test'), stack.signIn('admin@demo.test')]);
  await stack.api.db.asOwner(async (tx) => {
    await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body, html, dedupe_key, kind, status, transport, sent_at)
      select 'demo', 'reader' || n || '@example.com', 'Ledger message ' || lpad(n::text, 2, '0'), 'Text ' || n, '<p>Html ' || n || '</p>',
        'test:' || n, 'registration-thank-you', case when n % 3 = 0 then 'failed' else 'sent' end, 'mailbox', now()
      from generate_series(1, 24) n`);
    await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body, html, dedupe_key, kind, status, transport, secret, sent_at)
      values ('demo', 'speaker@example.com', 'Ledger secret', 'Sign in: https://x.test/t', '<p>secret</p>', 'test:secret',
        'password-reset', 'sent', 'smtp', true, now())`);
    await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body, dedupe_key, kind, status)
      values ('acme', 'other@acme.test', 'Ledger of acme', 'Acme', 'test:acme', 'manual:event-reminder', 'queued')`);
    ids = (
      await tx.query<{ id: number }>(sql`select id from email_outbox where tenant_id = 'demo' and dedupe_key like 'test:%' order by id`)
    ).map((r) => r.id);
    acmeId = (await tx.query<{ id: number }>(sql`select id from email_outbox where dedupe_key = 'test:acme'`))[0]!.id;
  });
});
afterAll(() => stack?.close());

describe('sentMail', () => {
  it('answers the ledger newest first, a page at a time, with the statuses and transports as enums', async () => {
    const answer = await stack.gql(LIST, { token: systemAdmin, variables: { first: 10 } });
    expect(answer.errors).toBeUndefined();
    const rows = rowsOf(answer);
    expect(rows.map((r) => r.internalId)).toEqual([...ids].reverse().slice(0, 10));
    expect(rows[0]).toMatchObject({ subject: 'Ledger secret', status: 'SENT', transport: 'SMTP' });
    expect(rows[1]).toMatchObject({ subject: 'Ledger message 24', status: 'FAILED', transport: 'MAILBOX', to: 'reader24@example.com' });
    expect(answer.data!.sentMail.pageInfo.hasNextPage).toBe(true);
    const page3 = await stack.gql(LIST, { token: systemAdmin, variables: { first: 10, page: 3, searchQuery: 'Ledger' } });
    expect(page3.data!.sentMail.totalCount).toBe(25);
    expect(rowsOf(page3).map((r) => r.internalId)).toEqual(ids.slice(0, 5).reverse());
  });

  it('filters by status and searches the recipient and the subject', async () => {
    const failed = await stack.gql(LIST, { token: systemAdmin, variables: { first: 100, statuses: ['FAILED'] } });
    expect(rowsOf(failed).map((r) => r.subject)).toEqual(
      ['24', '21', '18', '15', '12', '09', '06', '03'].map((n) => `Ledger message ${n}`),
    );
    const byAddress = await stack.gql(LIST, { token: systemAdmin, variables: { searchQuery: 'reader7@' } });
    expect(rowsOf(byAddress).map((r) => r.subject)).toEqual(['Ledger message 07']);
  });

  it('answers the bodies of a page of rows in one call, however many rows and body fields are asked (no N+1)', async () => {
    const plain = await stack.gql(LIST, { token: systemAdmin, variables: { first: 5 } });
    const html = await stack.gql(LIST_WITH_HTML, { token: systemAdmin, variables: { first: 5 } });
    const bodies = await stack.gql(LIST_WITH_BODIES, { token: systemAdmin, variables: { first: 5 } });
    expect(bodies.errors).toBeUndefined();
    // The list answers no bodies: the rows asked for theirs read them together (`GET mail/sent/bodies`), once.
    expect(html.upstreamCalls).toBe(plain.upstreamCalls + 1);
    expect(bodies.upstreamCalls).toBe(html.upstreamCalls);
    const [secret, latest] = bodies.data!.sentMail.edges.map((edge: { node: unknown }) => edge.node);
    expect(secret).toEqual({ internalId: ids.at(-1), html: null, text: null, bodyWithheld: true });
    expect(latest).toEqual({ internalId: ids.at(-2), html: '<p>Html 24</p>', text: 'Text 24', bodyWithheld: false });
  });

  it('refuses a role other than the system admin', async () => {
    const answer = await stack.gql(LIST, { token: admin, variables: { first: 10 } });
    expect(answer.data?.sentMail ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/system.admin/i), extensions: { code: 'FORBIDDEN' } });
  });
});

describe('sentMailMessage and node(id:)', () => {
  it('answers one message with its body; a missing or another tenant id is null', async () => {
    const answer = await stack.gql(ONE, { token: systemAdmin, variables: { id: ids[0] } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.sentMailMessage).toMatchObject({
      internalId: ids[0],
      to: 'reader1@example.com',
      subject: 'Ledger message 01',
      kind: 'registration-thank-you',
      html: '<p>Html 1</p>',
      text: 'Text 1',
      bodyWithheld: false,
      hasCalendar: false,
    });
    for (const id of [acmeId, 2_000_000_000]) {
      const missing = await stack.gql(ONE, { token: systemAdmin, variables: { id } });
      expect(missing.errors).toBeUndefined();
      expect(missing.data!.sentMailMessage).toBeNull();
    }
  });

  it('reads many nodes in one ledger call', async () => {
    const nodeIds = ids.slice(0, 3).map((id) => Buffer.from(`SentMail:${id}`).toString('base64'));
    const one = await stack.gql(NODES, { token: systemAdmin, variables: { ids: nodeIds.slice(0, 1) } });
    const three = await stack.gql(NODES, { token: systemAdmin, variables: { ids: nodeIds } });
    expect(three.errors).toBeUndefined();
    expect(three.data!.nodes.map((n: { subject: string }) => n.subject)).toEqual([
      'Ledger message 01',
      'Ledger message 02',
      'Ledger message 03',
    ]);
    expect(three.upstreamCalls).toBe(one.upstreamCalls);
  });

  it('refuses a role other than the system admin', async () => {
    const answer = await stack.gql(ONE, { token: admin, variables: { id: ids[0] } });
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/system.admin/i), extensions: { code: 'FORBIDDEN' } });
  });
});

describe('sentMail bodies at 10 and 100 rows', () => {
  /** 110 more of demo's messages, oldest first; every tenth a sign-in link sent by SMTP (its body withheld). */
  let bulk: number[];
  beforeAll(async () => {
    bulk = await stack.api.db.asOwner(async (tx) => {
      await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body, html, dedupe_key, kind, status, transport, secret, sent_at)
        select 'demo', 'bulk' || n || '@example.com', 'Bulk message ' || n, 'Bulk text ' || n, '<p>Bulk html ' || n || '</p>',
          'bulk:' || n, 'registration-thank-you', 'sent', case when n % 10 = 0 then 'smtp' else 'mailbox' end, n % 10 = 0, now()
        from generate_series(1, 110) n`);
      return (await tx.query<{ id: number }>(sql`select id from email_outbox where dedupe_key like 'bulk:%' order by id`)).map((r) => r.id);
    });
  });

  it('costs the same REST calls for 100 rows with their bodies as for 10: one call more than the rows alone', async () => {
    const calls: Record<string, number> = {};
    for (const first of [10, 100]) {
      const plain = await stack.gql(LIST, { token: systemAdmin, variables: { first } });
      const bodies = await stack.gql(LIST_WITH_BODIES, { token: systemAdmin, variables: { first } });
      expect(bodies.errors).toBeUndefined();
      const rows = bodies.data!.sentMail.edges.map((edge: { node: unknown }) => edge.node);
      expect(rows).toHaveLength(first);
      // Each row its own body, newest first; the sign-in links sent by SMTP withheld.
      expect(rows).toEqual(
        [...bulk]
          .reverse()
          .slice(0, first)
          .map((id) => {
            const n = bulk.indexOf(id) + 1;
            return n % 10 === 0
              ? { internalId: id, html: null, text: null, bodyWithheld: true }
              : { internalId: id, html: `<p>Bulk html ${n}</p>`, text: `Bulk text ${n}`, bodyWithheld: false };
          }),
      );
      expect(bodies.upstreamCalls).toBe(plain.upstreamCalls + 1);
      calls[first] = bodies.upstreamCalls;
    }
    expect(calls[100]).toBe(calls[10]);
    console.info(`REST calls: sentMail(first: 10) with bodies = ${calls[10]}, sentMail(first: 100) with bodies = ${calls[100]}`);
  });

  it('reads a message and its body by node in the same two calls for one id and for many', async () => {
    const NODES_WITH_BODIES = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on SentMail { internalId text bodyWithheld } } }`;
    const nodeIds = bulk.slice(0, 30).map((id) => Buffer.from(`SentMail:${id}`).toString('base64'));
    const one = await stack.gql(NODES_WITH_BODIES, { token: systemAdmin, variables: { ids: nodeIds.slice(0, 1) } });
    const thirty = await stack.gql(NODES_WITH_BODIES, { token: systemAdmin, variables: { ids: nodeIds } });
    expect(thirty.errors).toBeUndefined();
    expect(thirty.data!.nodes.map((n: { text: string | null }) => n.text)).toEqual(
      bulk.slice(0, 30).map((_, i) => ((i + 1) % 10 === 0 ? null : `Bulk text ${i + 1}`)),
    );
    expect(thirty.upstreamCalls).toBe(one.upstreamCalls);
  });
});
