import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { keyOfFileUrl } from '../files/index.ts';
import { idList, idParam, idParamSaying } from '../../platform/http/params.ts';
import { reachableSpeaker } from './access.ts';
import {
  addressWritten,
  blackoutDate,
  contract,
  contractAddress,
  type BlackoutDate,
  type Contract,
  type ContractAddress,
} from './answers.ts';
import { CONTRACT_TYPES, SPEAKER_LIMITS as L, SPEAKER_MESSAGES as M, ZIP_CODE } from './contract.ts';

// A speaker's own records: the contract address, the blackout dates and the contracts (spec 001 §7).

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message, abort: true }).max(max, `must be at most ${max} characters`);
export const addressBody = z
  .object({
    address: required(M.address, L.text),
    city: required(M.city, 100),
    state: required(M.state, 50).min(2, 'State must be at least 2 characters'),
    zip: z.string({ message: M.zip }).trim().min(1, { message: M.zip, abort: true }).regex(ZIP_CODE, M.zipDigits),
  })
  .strict();

const isoDate = (label: string) => z.iso.date(`${label} must be a date YYYY-MM-DD`);
const attachmentId = z.number().int().positive().max(2_147_483_647).nullish();
const contractFields = {
  name: required(M.contractNameRequired, L.text),
  type: z.enum(CONTRACT_TYPES, { message: M.contractTypeRequired }),
  signedDate: isoDate('Signed Date').nullish(),
  startDate: isoDate('Start Date').nullish(),
  endDate: isoDate('End Date').nullish(),
  contractResourceId: attachmentId,
  w9ResourceId: attachmentId,
};
/** A file uploaded through `POST /protected-s3-upload` (its answered url) and the name to show: attached in the same write. */
const uploadedFile = z
  .object({
    url: z.string({ message: 'url is required' }).max(L.url),
    fileName: z.string({ message: 'fileName is required' }).trim().min(1, 'fileName is required').max(L.text),
  })
  .strict()
  .nullish();
const contractFiles = { contractFile: uploadedFile, w9File: uploadedFile };
const contractCreate = z.object({ ...contractFields, ...contractFiles, speakerId: idParam.shape.id }).strict();
const contractPatch = z
  .object({ ...contractFields, ...contractFiles })
  .partial()
  .strict();
type ContractInput = Omit<z.infer<typeof contractPatch>, keyof typeof contractFiles>;
type UploadedFile = NonNullable<z.infer<typeof uploadedFile>>;

const CONTRACT_COLUMNS = {
  name: 'name',
  type: 'type',
  signedDate: 'signed_date',
  startDate: 'start_date',
  endDate: 'end_date',
  contractResourceId: 'contract_resource_id',
  w9ResourceId: 'w9_resource_id',
} as const;

const ADDRESS_SELECT = sql`id, speaker_id as "speakerId", address, city, state, zip`;

/** A contract with its two files (id, fileName, fileUrl, extension) as the Contracts card shows them. */
const CONTRACT_SELECT = sql`c.id, c.speaker_id as "speakerId", c.name, c.type, c.signed_date::text as "signedDate",
  c.start_date::text as "startDate", c.end_date::text as "endDate",
  c.contract_resource_id as "contractResourceId", c.w9_resource_id as "w9ResourceId",
  case when ca.id is null then null else json_build_object('id', ca.id, 'fileName', ca.file_name,
    'fileUrl', '/resource/download/' || ca.id || '/' || ca.file_name, 'extension', substring(ca.file_name from '\\.([^.]+)$')) end as "contractResource",
  case when wa.id is null then null else json_build_object('id', wa.id, 'fileName', wa.file_name,
    'fileUrl', '/resource/download/' || wa.id || '/' || wa.file_name, 'extension', substring(wa.file_name from '\\.([^.]+)$')) end as "w9Resource"`;
const CONTRACT_FROM = sql`contracts c left join attachments ca on ca.id = c.contract_resource_id
  left join attachments wa on wa.id = c.w9_resource_id`;

/** The contract's row: none when it is missing, one after a write. */
const contractRows = (tx: Tx, id: number) => tx.query<Contract>(sql`select ${CONTRACT_SELECT} from ${CONTRACT_FROM} where c.id = ${id}`);

/** The contract as the caller may reach it (a Speaker-role user only their own). */
async function reachableContract(tx: Tx, user: Parameters<typeof reachableSpeaker>[1], id: number) {
  const [contract] = await contractRows(tx, id);
  if (!contract) throw notFound('Contract', id);
  await reachableSpeaker(tx, user, contract.speakerId);
  return contract;
}

/** A contract's files that no contract names any more (replaced, or their contract deleted) go with the same write. */
async function dropReleasedFiles(tx: Tx, was: { contractResourceId: number | null; w9ResourceId: number | null }) {
  const ids = [was.contractResourceId, was.w9ResourceId].filter((id): id is number => id !== null);
  if (!ids.length) return;
  await tx.query(sql`delete from attachments a where a.id = any(${intArray(ids)}) and a.kind = 'contract'
    and not exists (select 1 from contracts c where c.contract_resource_id = a.id or c.w9_resource_id = a.id)`);
}

/** The attachments a contract names must exist in the tenant. */
async function checkAttachments(tx: Tx, input: ContractInput) {
  const wanted = [input.contractResourceId, input.w9ResourceId].filter((id): id is number => typeof id === 'number');
  if (!wanted.length) return;
  const rows = await tx.query<{ id: number }>(sql`select id from attachments where id = any(${intArray(wanted)})`);
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw new HttpError(422, `Attachment ${missing.join(', ')} not found`);
}

/** Records an uploaded protected file of the tenant as an attachment (kind `contract`); its type and size from the store. */
async function attachUpload(tx: Tx, storage: FileStorage, tenantId: string, file: UploadedFile, label: string): Promise<number> {
  const key = keyOfFileUrl(file.url);
  const refused = () => new HttpError(422, `${label} must be a file uploaded to protected-s3-upload`);
  if (!key?.startsWith(`${tenantId}/protected/`)) throw refused();
  const stored = await storage.get(key);
  if (!stored) throw refused();
  stored.body.destroy();
  const { id } = only(
    await tx.query<{ id: number }>(sql`insert into attachments (tenant_id, kind, file_name, content_type, size, storage_key)
      values (${tenantId}, 'contract', ${file.fileName}, ${stored.contentType}, ${stored.size}, ${key}) returning id`),
  );
  return id;
}

/** The contract's fields with the files sent turned into attachment ids (`contractResourceId`, `w9ResourceId`). */
async function withAttachments(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  { contractFile, w9File, ...fields }: ContractInput & Partial<Record<keyof typeof contractFiles, UploadedFile | null>>,
): Promise<ContractInput> {
  const out: ContractInput = { ...fields };
  if (contractFile) out.contractResourceId = await attachUpload(tx, storage, tenantId, contractFile, 'The contract file');
  if (w9File) out.w9ResourceId = await attachUpload(tx, storage, tenantId, w9File, 'The W9 file');
  return out;
}

const contractAssignments = (input: ContractInput) =>
  sql.join(
    Object.entries(input).map(
      ([field, value]) => sql`${sql.identifier(CONTRACT_COLUMNS[field as keyof ContractInput])} = ${value ?? null}`,
    ),
    sql`, `,
  );

const speakerParam = z.object({ id: idParam.shape.id });
const blackoutSpeakerParam = idParamSaying(M.blackoutWithoutSpeaker);

export function speakerRecordRoutes(route: Router, storage: FileStorage) {
  // Contract address: one per speaker.
  route({
    method: 'GET',
    url: '/speakers/:id/contract-address',
    permission: ['contract_address', 'read'],
    schema: { params: speakerParam },
    answer: contractAddress.nullable(),
    handler: async ({ tx, user, params }) => {
      await reachableSpeaker(tx, user, params.id);
      const [row] = await tx.query<ContractAddress>(sql`select ${ADDRESS_SELECT} from contract_addresses where speaker_id = ${params.id}`);
      return row ?? null;
    },
  });

  route({
    method: 'POST',
    url: '/speakers/:id/contract-address',
    permission: ['contract_address', 'create'],
    status: 201,
    schema: { params: speakerParam, body: addressBody },
    answer: addressWritten,
    handler: async ({ tx, tenantId, user, params, body, audit }) => {
      await reachableSpeaker(tx, user, params.id);
      const [existing] = await tx.query(sql`select id from contract_addresses where speaker_id = ${params.id}`);
      if (existing) throw new HttpError(409, `Speaker ${params.id} already has a contract address: update it instead`);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into contract_addresses (tenant_id, speaker_id, address, city, state, zip)
          values (${tenantId}, ${params.id}, ${body.address}, ${body.city}, ${body.state}, ${body.zip}) returning id`),
      );
      await audit('contract_address', id, 'create', Object.keys(body));
      return { success: true as const, id };
    },
  });

  route({
    method: 'PUT',
    url: '/speakers/contract-address/:id',
    permission: ['contract_address', 'update'],
    schema: { params: idParam, body: addressBody },
    answer: addressWritten,
    handler: async ({ tx, user, params, body, audit }) => {
      const [row] = await tx.query<{ speakerId: number }>(
        sql`select speaker_id as "speakerId" from contract_addresses where id = ${params.id}`,
      );
      if (!row) throw notFound('Contract address', params.id);
      await reachableSpeaker(tx, user, row.speakerId);
      await tx.query(sql`update contract_addresses set address = ${body.address}, city = ${body.city}, state = ${body.state},
        zip = ${body.zip} where id = ${params.id}`);
      await audit('contract_address', params.id, 'update', Object.keys(body));
      return { success: true as const, id: params.id };
    },
  });

  // Blackout dates.
  route({
    method: 'GET',
    url: '/blackout-dates/speaker/:id',
    permission: ['speaker_blackout_date', 'read'],
    schema: { params: blackoutSpeakerParam },
    answer: z.array(blackoutDate),
    handler: async ({ tx, user, params }) => {
      await reachableSpeaker(tx, user, params.id);
      return tx.query<BlackoutDate>(sql`select id, blackout_date::text as "blackoutDate" from speaker_blackout_dates
        where speaker_id = ${params.id} order by blackout_date`);
    },
  });

  route({
    method: 'POST',
    url: '/blackout-dates/speaker/:id',
    permission: ['speaker_blackout_date', 'create'],
    status: 201,
    schema: {
      params: blackoutSpeakerParam,
      body: z
        .object({
          blackoutDates: z
            .array(isoDate('blackoutDates'))
            .min(1, 'blackoutDates must name at least one date')
            .max(L.blackoutDates, `at most ${L.blackoutDates} dates at once`),
        })
        .strict(),
    },
    answer: z.array(blackoutDate),
    handler: async ({ tx, tenantId, user, params, body, audit }) => {
      await reachableSpeaker(tx, user, params.id);
      const dates = [...new Set(body.blackoutDates)];
      // A day with an event of this speaker (in the event's own time zone) cannot be blacked out.
      const conflicts = await tx.query<{ day: string }>(sql`select distinct (e.start_time at time zone e.zone)::date::text as day
        from events e join event_speakers es on es.event_id = e.id
        where es.speaker_id = ${params.id} and (e.start_time at time zone e.zone)::date = any(${sql.param(dates)}::date[])`);
      if (conflicts.length) {
        throw new HttpError(409, M.blackoutConflict, { dates: conflicts.map((c) => c.day).sort() });
      }
      const rows = await tx.query<BlackoutDate>(sql`insert into speaker_blackout_dates (tenant_id, speaker_id, blackout_date)
        select ${tenantId}, ${params.id}, d from unnest(${sql.param(dates)}::date[]) d
        on conflict (speaker_id, blackout_date) do nothing returning id, blackout_date::text as "blackoutDate"`);
      for (const row of rows) await audit('speaker_blackout_date', row.id, 'create', ['blackoutDate']);
      return rows;
    },
  });

  route({
    method: 'DELETE',
    url: '/blackout-dates/:id',
    permission: ['speaker_blackout_date', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, user, params, audit }) => {
      const [row] = await tx.query<{ speakerId: number }>(
        sql`select speaker_id as "speakerId" from speaker_blackout_dates where id = ${params.id}`,
      );
      if (!row) throw new HttpError(404, M.blackoutNotFound);
      await reachableSpeaker(tx, user, row.speakerId);
      await tx.query(sql`delete from speaker_blackout_dates where id = ${params.id}`);
      await audit('speaker_blackout_date', params.id, 'delete');
      return undefined;
    },
  });

  // Contracts.
  route({
    method: 'POST',
    url: '/contract',
    permission: ['contract', 'create'],
    redact: 'contract',
    status: 201,
    schema: { body: contractCreate },
    answer: contract,
    handler: async ({ tx, tenantId, user, body, audit }) => {
      const { speakerId, ...sent } = body;
      await reachableSpeaker(tx, user, speakerId);
      await checkAttachments(tx, sent);
      const fields = await withAttachments(tx, storage, tenantId, sent);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into contracts (tenant_id, speaker_id, name, type)
          values (${tenantId}, ${speakerId}, ${fields.name}, ${fields.type}) returning id`),
      );
      await tx.query(sql`update contracts set ${contractAssignments(fields)} where id = ${id}`);
      await audit('contract', id, 'create', Object.keys(body));
      return only(await contractRows(tx, id));
    },
  });

  // Beyond the spec: the contracts of many speakers (a list page) or by contract id (`node`) in one call.
  route({
    method: 'GET',
    url: '/contract',
    permission: ['contract', 'read'],
    redact: 'contract',
    schema: {
      query: z
        .object({ speakerIds: idList('speaker').optional(), ids: idList('contract').optional() })
        .strict()
        .refine((q) => q.speakerIds || q.ids, { message: 'Send speakerIds or ids', path: ['speakerIds'] }),
    },
    answer: z.object({ results: z.array(contract) }),
    handler: async ({ tx, user, query }) => {
      const where = query.speakerIds
        ? sql`c.speaker_id = any(${intArray(query.speakerIds)})`
        : sql`c.id = any(${intArray(query.ids ?? [])})`;
      const results = await tx.query<Contract>(sql`select ${CONTRACT_SELECT} from ${CONTRACT_FROM} where ${where} order by c.id`);
      // A Speaker-role user reaches only their own contracts: any other speaker's is a refusal, as by id.
      for (const speakerId of new Set([...(query.speakerIds ?? []), ...results.map((r) => r.speakerId)])) {
        if (user.role === 'speaker' && user.speakerId !== speakerId) throw new HttpError(403, M.otherSpeaker);
      }
      return { results };
    },
  });

  route({
    method: 'GET',
    url: '/contract/speaker/:id',
    permission: ['contract', 'read'],
    redact: 'contract',
    schema: { params: speakerParam },
    answer: z.array(contract),
    handler: async ({ tx, user, params }) => {
      await reachableSpeaker(tx, user, params.id);
      return tx.query<Contract>(sql`select ${CONTRACT_SELECT} from ${CONTRACT_FROM} where c.speaker_id = ${params.id} order by c.id`);
    },
  });

  route({
    method: 'PATCH',
    url: '/contract/:id',
    permission: ['contract', 'update'],
    redact: 'contract',
    schema: { params: idParam, body: contractPatch },
    answer: contract,
    handler: async ({ tx, tenantId, user, params, body, audit }) => {
      const before = await reachableContract(tx, user, params.id);
      await checkAttachments(tx, body);
      const fields = await withAttachments(tx, storage, tenantId, body);
      if (Object.keys(fields).length) await tx.query(sql`update contracts set ${contractAssignments(fields)} where id = ${params.id}`);
      await dropReleasedFiles(tx, before);
      await audit('contract', params.id, 'update', Object.keys(body));
      return only(await contractRows(tx, params.id));
    },
  });

  route({
    method: 'DELETE',
    url: '/contract/attachment/:id',
    permission: ['contract', 'update'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, user, params, audit }) => {
      // The attachment leaves the contract that names it (as its contract or W9 file) and is deleted.
      const [owner] = await tx.query<{ id: number; speakerId: number }>(sql`select id, speaker_id as "speakerId" from contracts
        where contract_resource_id = ${params.id} or w9_resource_id = ${params.id} limit 1`);
      if (!owner) throw new HttpError(404, `Contract attachment ${params.id} not found`);
      await reachableSpeaker(tx, user, owner.speakerId);
      await tx.query(sql`delete from attachments where id = ${params.id}`);
      await audit('contract', owner.id, 'update', ['contractResourceId', 'w9ResourceId']);
      return undefined;
    },
  });

  route({
    method: 'DELETE',
    url: '/contract/:id',
    permission: ['contract', 'delete'],
    schema: { params: idParamSaying(M.contractIdRequired) },
    answer: EMPTY,
    handler: async ({ tx, user, params, audit }) => {
      const contract = await reachableContract(tx, user, params.id);
      await tx.query(sql`delete from contracts where id = ${params.id}`);
      await dropReleasedFiles(tx, contract); // 'Contract attachments will be deleted'
      await audit('contract', params.id, 'delete');
      return undefined;
    },
  });
}
