import { sql } from 'drizzle-orm';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RegisteredRoute } from '../../api/src/platform/http/route.ts';
import { tenantConfigurationMutations } from '../../bff/src/areas/tenant/schema/TenantConfiguration/TenantConfiguration.resolvers.ts';
import { startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { describe as show, fieldVariants, HUGE_STRING, INJECTIONS, jsonSchemaOf, ODD_PARAMS, sampleOf } from './support/badInputs.ts';
import { checksum } from './support/checksum.ts';
import { operations, type SlotValues } from './support/operations.ts';
import { tenantValues } from './support/tenantValues.ts';

const TENANT = 'demo';
/** Filters are JSON inside the query string: malformed JSON and malformed filter values. */
const ODD_FILTERS = [
  '{',
  '[]',
  '{"ids":["x"]}',
  '{"ids":[99999999999]}',
  '{"period":{"from":"2026-02-30"}}',
  '{"period":{"timezone":"Mars/Base"}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

let stack: Stack;
let admin: SlotValues & { token: string };
/** The Tenant Configuration's routes and mutations are the system admin's alone (RoutePolicy `roles`): probed as them,
 *  so their input checks are reached rather than their 403. */
let systemAdmin: string;
let before: Record<string, string>;
beforeAll(async () => {
  stack = await startStack();
  admin = await tenantValues(stack, TENANT);
  systemAdmin = await stack.signIn(`system-admin@${TENANT}.test`);
  before = await checksum(stack.api.db);
});
afterAll(() => stack?.close());

interface Probe {
  label: string;
  token: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  malformed: boolean;
}

const accepts = (schema: ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** Every malformed request of one route: odd path parameters, query values and body fields, and odd whole bodies. */
function probesOf(route: RegisteredRoute): Probe[] {
  const params = route.schema.params ? (sampleOf(jsonSchemaOf(route.schema.params)) as Record<string, unknown>) : {};
  const body = route.schema.body ? sampleOf(jsonSchemaOf(route.schema.body)) : undefined;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const path = (values: Record<string, unknown>) =>
    route.url.replace(/:([A-Za-z]+)/g, (_m, name) => encodeURIComponent(String(values[name] ?? 1)));
  const token = route.roles && !route.roles.includes('admin') ? systemAdmin : admin.token;
  const probe = (label: string, values: Record<string, unknown>, payload: unknown, query = ''): Probe => ({
    label: `${route.method} ${route.url} ${label}`,
    token,
    method: route.method,
    url: `${path(values)}${query}`,
    body: withBody ? JSON.stringify(payload ?? {}) : undefined,
    malformed: !accepts(route.schema.params, values) || (withBody && !accepts(route.schema.body, payload ?? {})),
  });
  const probes: Probe[] = [];
  for (const name of Object.keys(params)) {
    for (const value of ODD_PARAMS) probes.push(probe(`:${name} = ${show(value)}`, { ...params, [name]: value }, body));
  }
  if (route.method === 'GET' && route.schema.query) {
    for (const name of Object.keys(jsonSchemaOf(route.schema.query).properties ?? {})) {
      const values = [INJECTIONS[0], INJECTIONS[2], HUGE_STRING, '𝕳🐝 ‮', '', '-1', '1e308', ...(name === 'filters' ? ODD_FILTERS : [])];
      for (const value of values) {
        const query = `?${new URLSearchParams({ [name]: value })}`;
        probes.push({
          ...probe(`?${name}=${show(value)}`, params, body, query),
          malformed: !accepts(route.schema.query, { [name]: value }),
        });
      }
    }
  }
  if (withBody && route.schema.body) {
    for (const variant of fieldVariants(jsonSchemaOf(route.schema.body), body))
      probes.push(probe(`body ${variant.label}`, params, variant.value));
  }
  if (withBody && route.schema.body) {
    const raw = (label: string, text: string, contentType = 'application/json'): Probe => ({
      label: `${route.method} ${route.url} ${label}`,
      token,
      method: route.method,
      url: path(params),
      body: text,
      contentType,
      malformed: true,
    });
    probes.push(
      raw('invalid JSON', '{"a":'),
      raw('deeply nested JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`),
      raw('oversized body', JSON.stringify({ blob: 'x'.repeat(1_200_000) })),
      raw('text/plain body', 'hello', 'text/plain'),
    );
    for (const value of [null, [], 'text', 123]) {
      const text = JSON.stringify(value);
      if (!accepts(route.schema.body, value)) probes.push(raw(`body ${text}`, text));
    }
  }
  return probes;
}

async function send(probe: Probe) {
  const headers: Record<string, string> = { 'x-tenant-id': TENANT, authorization: `Bearer ${probe.token}` };
  if (probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
  const response = await fetch(`${stack.apiUrl}${probe.url}`, { method: probe.method, headers, body: probe.body }).catch(
    (error: Error) => error,
  );
  if (response instanceof Error)
    return { status: 0, message: `no answer: ${(response.cause as Error | undefined)?.message ?? response.message}` };
  const text = await response.text();
  let message: unknown;
  try {
    message = JSON.parse(text).message;
  } catch {
    message = undefined;
  }
  return { status: response.status, message };
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

describe('bad input: every REST route, inputs generated from its zod schemas', () => {
  it('answers every malformed request 4xx with a message, never 5xx, and changes nothing', async () => {
    const probes = stack.api.routes.flatMap(probesOf).filter((p) => p.malformed || p.method === 'GET');
    expect(probes.length).toBeGreaterThan(800);
    const failures: string[] = [];
    await pool(probes, 6, async (probe) => {
      const { status, message } = await send(probe);
      if (status >= 500 || status === 0) failures.push(`${probe.label}: ${status} ${message}`);
      else if (probe.malformed && (status < 400 || status >= 500)) failures.push(`${probe.label}: ${status}, but the input is malformed`);
      else if (status >= 400 && (typeof message !== 'string' || !message.trim()))
        failures.push(`${probe.label}: ${status} without a message`);
    });
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(await checksum(stack.api.db)).toEqual(before);
  }, 150_000);
});

/** Malformed values of a GraphQL input type. */
function oddGraphQLValues(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  const values: unknown[] = [];
  if (isNonNullType(type)) values.push(null);
  if (isListType(isNonNullType(type) ? type.ofType : type)) return [...values, [null], 'text', Array.from({ length: 10_001 }, () => 1)];
  if (isInputObjectType(named)) return [...values, 'text', 42];
  if (isEnumType(named)) return [...values, 'NOT_A_VALUE', named.getValues()[0]!.value.toLowerCase(), 1];
  switch (named.name) {
    case 'String':
      return [...values, HUGE_STRING, 'nul\u0000byte', 123, true];
    case 'Int':
      return [...values, -1, 2_147_483_648, 1.5, 'abc', '𝕳🐝'];
    case 'Float':
      return [...values, 'abc', Infinity];
    case 'Boolean':
      return [...values, 'yes', 0];
    case 'ID':
      return [
        ...values,
        ...INJECTIONS,
        '',
        '𝕳🐝',
        Buffer.from('Event:-1').toString('base64'),
        Buffer.from('Event:99999999999999999999').toString('base64'),
      ];
    case 'DateTime':
      return [...values, '2026-02-30T25:61:00Z', 'not a date', 0, HUGE_STRING];
    case 'LocalDate':
      return [...values, '2026-13-45', 'yesterday'];
    case 'EmailAddress':
      return [...values, 'not-an-email', '<script>@x'];
    case 'URL':
      return [...values, 'javascript:alert(1)', 'not a url'];
    default:
      return [...values, HUGE_STRING];
  }
}

/** The public pages' submits answer a person's mistakes in their payload (`ok: false` with the fields' messages), as
 *  their form shows them, rather than as GraphQL errors; so does the manual trigger (`success: false` with the service's
 *  message, the screen's 'Error: {error}'). */
function refusedInPayload(payload: unknown): boolean {
  const { ok, fieldErrors, success, error } = (payload ?? {}) as {
    ok?: boolean;
    fieldErrors?: unknown[];
    success?: boolean;
    error?: unknown;
  };
  return (ok === false && !!fieldErrors?.length) || (success === false && typeof error === 'string' && !!error.trim());
}

/** One field at a time of the arguments made malformed, down the input objects. */
function graphQLVariants(type: GraphQLInputType, base: unknown, path: string, depth = 0): { label: string; value: unknown }[] {
  const out = oddGraphQLValues(type).map((value) => ({ label: `${path} = ${show(value)}`, value }));
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth > 2) return out;
  const isList = isListType(isNonNullType(type) ? type.ofType : type);
  const object = (isList ? (base as unknown[] | undefined)?.[0] : base) as Record<string, unknown> | undefined;
  for (const field of Object.values(named.getFields())) {
    const inner = object?.[field.name];
    const innerBase = inner ?? (isInputObjectType(getNamedType(field.type)) ? {} : undefined);
    for (const variant of graphQLVariants(field.type, innerBase, `${path}.${field.name}`, depth + 1)) {
      const changed = { ...(object ?? {}), [field.name]: variant.value };
      if (variant.value === null && !isNonNullType(field.type)) continue;
      out.push({ label: variant.label, value: isList ? [changed] : changed });
    }
  }
  return out;
}

describe('bad input: every GraphQL mutation, through the BFF', () => {
  it('answers every malformed mutation with errors, never an internal error or 5xx, and changes nothing', async () => {
    const start = await checksum(stack.api.db);
    const failures: string[] = [];
    const mutations = operations(admin).filter((op) => op.kind === 'mutation');
    const probes = mutations.flatMap((op) =>
      op.args.flatMap((arg) =>
        graphQLVariants(arg.type, op.baseArgs[arg.name], arg.name).map((variant) => ({
          op,
          label: `${op.field}(${variant.label})`,
          variables: { ...op.baseArgs, [arg.name]: variant.value },
        })),
      ),
    );
    expect(probes.length).toBeGreaterThan(200);
    await pool(probes, 4, async ({ op, label, variables }) => {
      const token = op.field in tenantConfigurationMutations ? systemAdmin : admin.token;
      const response = await stack.gql(op.variablesDocument, { token, tenant: TENANT, variables });
      const codes = response.errors?.map((e) => e.extensions.code) ?? [];
      if (response.status >= 500) failures.push(`${label}: HTTP ${response.status}`);
      else if (!response.errors?.length && !refusedInPayload(response.data?.[op.field]))
        failures.push(`${label}: accepted (${JSON.stringify(response.data).slice(0, 120)})`);
      else if (codes.includes('INTERNAL_SERVER_ERROR')) failures.push(`${label}: ${response.errors?.[0]?.message}`);
      else if (response.errors?.some((e) => !e.message.trim())) failures.push(`${label}: an error without a message`);
    });
    const oversized = await stack.bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      payload: JSON.stringify({ query: `mutation { logout { ok } } # ${'x'.repeat(2_000_000)}` }),
    });
    expect(oversized.statusCode).toBe(413);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    // A well-formed sign-in with a wrong (odd) password is a failed attempt, recorded by design.
    expect(await checksum(stack.api.db, { except: ['login_failures'] })).toEqual({ ...start, login_failures: undefined });
  }, 150_000);
});

describe('bad input: the public pages’ submits (no sign-in), beyond the shapes of their schemas', () => {
  /** A REST call as the public page's BFF makes it: tenant header, a browser address of its own, no token. */
  let browser = 0;
  const rest = async (method: string, url: string, body?: unknown, tenant = TENANT, token?: string) => {
    const response = await fetch(`${stack.apiUrl}${url}`, {
      method,
      headers: {
        'x-tenant-id': tenant,
        'x-forwarded-for': `203.0.113.${++browser % 250}`,
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  /** A required rating, a select, a text shown only after "Yes", a text of at most 20 characters. */
  const questions = (registration: boolean) =>
    [
      { ref: 'rate', text: 'Rate it', type: 'rating-5', order: 10, required: true, visible: true },
      {
        ref: 'pick',
        text: 'Pick one',
        type: 'single-select',
        order: 20,
        required: false,
        visible: true,
        choices: [
          { ref: 'y', text: 'Yes', openField: false, order: 10 },
          { ref: 'n', text: 'No', openField: false, order: 20 },
        ],
      },
      {
        ref: 'hidden',
        text: 'Shown after yes',
        type: 'free-text',
        order: 30,
        required: false,
        visible: false,
        rules: [
          { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
          { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'pick', comparatorId: 'equal', value: 'Yes' },
        ],
      },
      { ref: 'short', text: 'In a word', type: 'free-text', order: 40, required: false, visible: true, maxLength: 20 },
    ].map((q) => (registration ? { ...q, registrationFormType: 'event-register' } : q));

  it('refuses malformed answers, unknown questions, oversized text and other tenants’ events; ignores hidden questions’ answers', async () => {
    const survey = await rest(
      'POST',
      '/survey-templates',
      { name: 'Bad input survey', language: 'en', isAnonymous: false, isEvaluation: false, questions: questions(false), skipLogic: [] },
      TENANT,
      admin.token,
    );
    const page = await rest(
      'POST',
      '/registration-templates',
      { name: 'Bad input page', branded: false, marketingOptIn: false, questions: questions(true) },
      TENANT,
      admin.token,
    );
    const event = (shortName: string, more: object) =>
      rest(
        'POST',
        '/events',
        {
          shortName,
          title: shortName,
          startTime: '2030-01-01T10:00:00Z',
          endTime: '2030-01-01T12:00:00Z',
          zone: 'US/Central',
          type: 'virtual',
          status: 'confirmed',
          ...more,
        },
        TENANT,
        admin.token,
      );
    expect((await event('BAD-PUBLIC-S', { survey: true, surveyTemplates: [{ id: survey.body.id }] })).status).toBe(201);
    expect((await event('BAD-PUBLIC-R', { registrationPage: true, registrationTemplateId: page.body.id })).status).toBe(201);
    const ref = (template: { questions: { ref: string; choices: { ref: string; text: string }[] }[] }, i: number) =>
      template.questions[i]!.ref;
    const yes = (template: typeof survey.body) => template.questions[1].choices.find((c: { text: string }) => c.text === 'Yes').ref;
    const surveySubmit = (answers: unknown, tenant = TENANT) =>
      rest('POST', '/public/surveys/responses', { eventId: 'BAD-PUBLIC-S', surveyTemplateId: survey.body.id, answers }, tenant);
    const register = (answers: unknown, tenant = TENANT) =>
      rest(
        'POST',
        '/public/registration/BAD-PUBLIC-R',
        { firstName: 'A', lastName: 'B', email: 'bad-input@example.com', marketingOptIn: false, answers },
        tenant,
      );

    const start = await checksum(stack.api.db);
    for (const [submit, template] of [
      [surveySubmit, survey.body],
      [register, page.body],
    ] as const) {
      const [rate, pick, hidden, short] = [0, 1, 2, 3].map((i) => ref(template, i));
      const refusals: [unknown, number, Record<string, string> | null][] = [
        ['not answers', 400, null],
        [[1, 2], 400, null],
        [{ [pick!]: { choiceRefs: 'y' } }, 400, null],
        [{ [pick!]: [yes(template)] }, 400, null],
        [
          { [rate!]: 5, [pick!]: { choiceRefs: ['no-such-choice'] } },
          400,
          { [pick!]: 'The answer names an answer this question does not have' },
        ],
        [{ [rate!]: 5, '2147483000': 'x' }, 400, { '2147483000': 'Question not found' }],
        [{ [rate!]: 5, 'new-1': 'x' }, 400, { 'new-1': 'Question not found' }],
        // An answer to a hidden question does not stand in for a required one.
        [{ [hidden!]: 'only the hidden one' }, 400, { [rate!]: 'This field is required' }],
        [{ [rate!]: 5, [short!]: 'x'.repeat(21) }, 400, { [short!]: 'Maximum length is 20' }],
        [{ [rate!]: 5, [short!]: 'x'.repeat(100_000) }, 400, null],
        [{ [rate!]: 'five' }, 400, { [rate!]: 'The answer must be a whole number from 1 to 5' }],
        [{ [rate!]: 5, [short!]: 'nul\u0000byte' }, 400, null],
      ];
      for (const [answers, status, fields] of refusals) {
        const res = await submit(answers);
        expect(res.status, `${JSON.stringify(answers).slice(0, 80)}: ${JSON.stringify(res.body)}`).toBe(status);
        expect(res.body.message).toEqual(expect.stringMatching(/\S/));
        if (fields) expect(res.body.fields).toEqual(fields);
      }
      // Another tenant's event: 404 that says nothing more.
      const other = await submit({ [rate!]: 5 }, 'acme');
      expect(other.status).toBe(404);
      expect(other.body.message).toMatch(/^(Survey|Registration page) not found$/);
    }
    expect(await checksum(stack.api.db)).toEqual(start);

    // A well-formed submit with an answer to the hidden question: stored without it.
    const [rate, pick, hidden] = [0, 1, 2].map((i) => ref(survey.body, i));
    const stored = await surveySubmit({
      [rate!]: 4,
      [pick!]: { choiceRefs: [survey.body.questions[1].choices[1].ref] },
      [hidden!]: 'not shown',
    });
    expect(stored.status).toBe(201);
    const answered = await stack.api.db.asOwner((tx) =>
      tx.query<{ question_id: number }>(
        sql`select question_id from survey_answers where response_id = ${stored.body.id} order by question_id`,
      ),
    );
    expect(answered.map((a) => String(a.question_id))).toEqual([rate, pick]);
  }, 60_000);
});

describe('bad input: uploads and byte ranges', () => {
  const multipart = (parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) => {
    const boundary = `----hive-bad-input-${Math.random().toString(36).slice(2)}`;
    const chunks = parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      typeof part.value === 'string' ? Buffer.from(part.value) : part.value,
      Buffer.from('\r\n'),
    ]);
    return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
  };
  const fields = [
    { name: 'name', value: 'Bad input' },
    { name: 'description', value: 'Bad input' },
    { name: 'durationInSeconds', value: '4' },
  ];
  const call = async (route: RegisteredRoute, body: Buffer | string, type: string) => {
    const url = route.url.replace(/:[A-Za-z]+/g, '1');
    const token = route.roles && !route.roles.includes('admin') ? systemAdmin : admin.token;
    const response = await fetch(`${stack.apiUrl}${url}`, {
      method: route.method,
      headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${token}`, 'content-type': type },
      body,
    }).catch((error: Error) => error);
    if (response instanceof Error) return { status: 0, message: response.message };
    const text = await response.text();
    return { status: response.status, message: (JSON.parse(text || '{}') as { message?: unknown }).message };
  };

  it('answers a file of the wrong type, an oversized one and a broken multipart body 4xx with a message on every write route, and changes nothing', async () => {
    // Read on each upload: the video limit lowered so that one oversized body exceeds every route's limit.
    const videoLimit = process.env.TRAINING_VIDEO_MAX_BYTES;
    process.env.TRAINING_VIDEO_MAX_BYTES = String(30 * 1024 * 1024);
    const start = await checksum(stack.api.db);
    const failures: string[] = [];
    const judge = (label: string, { status, message }: { status: number; message: unknown }, expected?: number) => {
      if (status === 0 || status >= 500) failures.push(`${label}: ${status} ${String(message)}`);
      else if (status < 400) failures.push(`${label}: ${status}, accepted`);
      else if (typeof message !== 'string' || !message.trim()) failures.push(`${label}: ${status} without a message`);
      else if (expected && status !== expected) failures.push(`${label}: ${status} (${message}), not ${expected}`);
    };
    // Every upload route, and every route that takes a JSON body (a multipart body is not one).
    const uploads = stack.api.routes.filter((r) => r.upload);
    expect(uploads.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/public-s3-upload',
        '/protected-s3-upload',
        '/resource/upload',
        '/resource/contract',
        '/speaker-training/upload-video',
        '/speaker-training/training/:id/certificate',
      ]),
    );
    try {
      await pool([...uploads, ...stack.api.routes.filter((r) => r.schema.body)], 4, async (route) => {
        const label = `${route.method} ${route.url}`;
        // An executable named as a PDF: refused by its content, whatever the name and declared type say.
        const wrong = multipart([
          ...fields,
          { name: 'file', value: Buffer.from('MZ\x90\x00\x03 not a document'), filename: 'report.pdf', type: 'application/pdf' },
        ]);
        judge(`${label} wrong file type`, await call(route, wrong.body, wrong.type), route.upload ? 415 : undefined);
        const broken = `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut short`;
        judge(
          `${label} broken multipart body`,
          await call(route, broken, 'multipart/form-data; boundary=x'),
          route.upload === 'multipart' ? 400 : route.upload ? 415 : undefined,
        );
        // Raw bytes (application/octet-stream): read only by a raw upload route (the speed test), refused elsewhere.
        if (route.upload !== 'raw') {
          judge(
            `${label} raw body`,
            await call(route, Buffer.from('%PDF-1.4\n'), 'application/octet-stream'),
            route.upload ? 415 : undefined,
          );
        }
      });
      // Over every route's limit; a video's first bytes are a WebM signature, so that its size is what is refused.
      const oversized = (head: Buffer) => Buffer.concat([head, Buffer.alloc(31 * 1024 * 1024 - head.length, 0x20)]);
      for (const route of uploads.filter((r) => r.upload === 'raw')) {
        judge(
          `${route.method} ${route.url} oversized body`,
          await call(route, oversized(Buffer.alloc(0)), 'application/octet-stream'),
          413,
        );
      }
      for (const route of uploads.filter((r) => r.upload === 'multipart')) {
        const head = route.url.endsWith('upload-video')
          ? Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81])
          : Buffer.from('%PDF-1.4\n');
        const big = multipart([...fields, { name: 'file', value: oversized(head), filename: 'big.bin', type: 'application/octet-stream' }]);
        judge(`${route.method} ${route.url} oversized file`, await call(route, big.body, big.type), 413);
      }
    } finally {
      if (videoLimit === undefined) delete process.env.TRAINING_VIDEO_MAX_BYTES;
      else process.env.TRAINING_VIDEO_MAX_BYTES = videoLimit;
    }
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(await checksum(stack.api.db)).toEqual(start);
  }, 150_000);

  it('answers a byte range outside a training video 416 with its size, directly and through the BFF, and a range inside it 206', async () => {
    const [video] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number; size: string }>(sql`select id, size from training_videos where tenant_id = ${TENANT} order by id limit 1`),
    );
    expect(video, 'a demo training video').toBeTruthy();
    const size = Number(video!.size);
    const direct = (range: string) =>
      fetch(`${stack.apiUrl}/speaker-training/videos/${video!.id}/content`, {
        headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${admin.token}`, range },
      });
    for (const range of [
      `bytes=${size}-`,
      `bytes=${size + 10}-${size + 20}`,
      'bytes=20-10',
      'bytes=abc',
      'bytes=0-1,5-6',
      'items=0-1',
      `bytes=-0`,
    ]) {
      const response = await direct(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${size}`);
      expect(((await response.json()) as { message: string }).message, range).toMatch(/outside the video/);
    }
    const inside = await direct('bytes=0-9');
    expect(inside.status).toBe(206);
    expect(inside.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect((await inside.arrayBuffer()).byteLength).toBe(10);
    const throughBff = await stack.bff.inject({
      method: 'GET',
      url: `/training-videos/${video!.id}`,
      headers: { authorization: `Bearer ${admin.token}`, 'x-tenant-id': TENANT, range: `bytes=${size}-` },
    });
    expect(throughBff.statusCode).toBe(416);
  });
});
