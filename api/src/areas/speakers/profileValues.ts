import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { keyOfFileUrl, uploadKeyOfUrl } from '../files/index.ts';
import { idParam } from '../../platform/http/params.ts';
import { reachableSpeaker } from './access.ts';
import { storedValues, tellValueChanges } from './profileChanges.ts';
import {
  profileAttachment,
  speakerProfileGroup,
  valueRecords,
  type ProfileAttachment,
  type SpeakerProfileGroup,
  type ValueRecord,
} from './answers.ts';
import { mayRemoveAttachments, reachableSpeakers, writableFields, type WritableField } from './profileAccess.ts';
import { PROFILE_LIMITS as L, PROFILE_MESSAGES as M } from './contract.ts';

// A speaker's custom profile: the groups and fields their caller's role may see, with the speaker's values,
// and the value records' writes (spec 001 §3 "Custom profile", §7).

const value = z.union([z.string().max(L.textarea, `value must be at most ${L.textarea} characters`), z.number(), z.boolean(), z.null()], {
  error: 'value must be text, a number, true, false or null',
});
type Value = z.infer<typeof value>;
const createRecord = z.object({ speakerId: idParam.shape.id, fieldId: idParam.shape.id, value }).strict();
/** The spec's value record (id, speakerId, fieldId, value): `speakerId` and `fieldId` may be sent back as read, and
 *  must then be the record's own (a value never moves to another speaker or field). */
const updateRecord = z
  .object({ id: idParam.shape.id, speakerId: idParam.shape.id.optional(), fieldId: idParam.shape.id.optional(), value })
  .strict();
/** One value record, or up to 100 (a card saves its changed fields at once); the answer has the same shape. A
 *  refusal names the first problem of the shape sent (zod's union alone would say only 'Invalid input'). */
const oneOrMany = <T extends z.ZodType>(record: T) =>
  z.union([record, z.array(record).min(1, 'Send at least one value record').max(L.records, `at most ${L.records} value records at once`)], {
    error: (issue) => {
      const branches = (issue as { errors?: z.core.$ZodIssue[][] }).errors;
      const first = branches?.[Array.isArray(issue.input) ? 1 : 0]?.[0];
      if (!first) return 'Send a value record or an array of value records';
      const at = first.path.join('.');
      return at && !first.message.startsWith(at) ? `${at}: ${first.message}` : first.message;
    },
  });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The value as stored for the field's type, or a 400 naming the field: text (1,000 characters) and
 * textarea (10,000) as sent; a number as its decimal text; a date `YYYY-MM-DD`; a boolean as '1' or '0'
 * (true, false, 1, 0 accepted); a file as the URL an upload answered (one of the tenant's files) or an
 * http(s) URL. Null or an empty string clears the value.
 */
function stored(tenantId: string, field: WritableField, input: Value): string | null {
  if (input === null || input === '') return null;
  const refuse = (message: string) => fieldRefused(String(field.id), message);
  const text = typeof input === 'string' ? input.trim() : String(input);
  switch (field.type) {
    case 'boolean':
      if (input === true || text === '1') return '1';
      if (input === false || text === '0') return '0';
      throw refuse(M.boolean(field.name));
    case 'number':
      if (typeof input === 'boolean' || !NUMBER.test(text) || !Number.isFinite(Number(text))) throw refuse(M.number(field.name));
      return text;
    case 'date':
      if (
        typeof input !== 'string' ||
        !ISO_DATE.test(text) ||
        Number.isNaN(Date.parse(text)) ||
        new Date(text).toISOString().slice(0, 10) !== text
      )
        throw refuse(M.date(field.name));
      return text;
    case 'file':
      if (
        typeof input !== 'string' ||
        text.length > L.url ||
        !(keyOfFileUrl(text)?.startsWith(`${tenantId}/`) || /^https?:\/\/\S+$/i.test(text))
      )
        throw refuse(M.file(field.name));
      return text;
    default: {
      const max = field.type === 'textarea' ? L.textarea : L.text;
      if (text.length > max) throw refuse(M.tooLong(field.name, max));
      return text;
    }
  }
}

const RECORD = sql`id, speaker_id as "speakerId", field_id as "fieldId", value`;

/** A record's speaker and field, for a write by its id. */
async function recordsOf(tx: Tx, ids: readonly number[]) {
  const rows = await tx.query<{ id: number; speakerId: number; fieldId: number }>(
    sql`select id, speaker_id as "speakerId", field_id as "fieldId" from speaker_profile_field_data where id = any(${intArray([...ids])})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) if (!byId.has(id)) throw notFound('Custom profile value', id);
  return byId;
}

/** The last record sent for each key wins (a card sending one field twice). */
const lastPerKey = <T>(records: readonly T[], key: (r: T) => string) => [...new Map(records.map((r) => [key(r), r])).values()];

/** The written rows in the order the request named them (`returning` promises no order). */
function inRequestOrder<T>(rows: T[], keys: string[], key: (r: T) => string) {
  const byKey = new Map(rows.map((r) => [key(r), r]));
  return keys.map((k) => byKey.get(k)!);
}

export function profileValueRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/custom-profile/speaker/:id',
    permission: ['speaker_profile_field_data', 'read'],
    schema: { params: idParam },
    answer: z.array(speakerProfileGroup),
    handler: async ({ tx, user, params }) => {
      await reachableSpeaker(tx, user, params.id);
      const role = sql`${user.role}::text`;
      return tx.query<SpeakerProfileGroup>(sql`select g.id as "groupId", g.group_name as "groupName", g.weight as "groupWeight", g.grid_area as "gridArea",
        g.disabled_user_roles as "disabledUserRoles", g.hidden_user_roles as "hiddenUserRoles", g.locked,
        ${role} = any(g.disabled_user_roles) as disabled,
        coalesce((select json_agg(json_build_object('fieldId', f.id, 'fieldName', f.field_name, 'fieldType', f.field_type,
            'fieldWeight', f.weight, 'valueId', d.id, 'value', d.value, 'fieldHiddenUserRoles', f.hidden_user_roles) order by f.weight, f.id)
          from speaker_profile_fields f left join speaker_profile_field_data d on d.field_id = f.id and d.speaker_id = ${params.id}
          where f.group_id = g.id and not ${role} = any(f.hidden_user_roles)), '[]'::json) as fields
        from speaker_profile_groups g where not ${role} = any(g.hidden_user_roles) order by g.weight, g.id`);
    },
  });

  route({
    method: 'GET',
    url: '/custom-profile/speaker/:id/attachments',
    permission: ['speaker_profile_field_data', 'read'],
    schema: { params: idParam },
    answer: z.array(profileAttachment),
    handler: async ({ tx, user, params }) => {
      await reachableSpeaker(tx, user, params.id);
      const role = sql`${user.role}::text`;
      return tx.query<ProfileAttachment>(sql`select d.id, f.id as "fieldId", f.field_name as "fieldName", g.id as "groupId", g.group_name as "groupName",
        d.value as "fileUrl",
        coalesce(u.file_name, f.field_name || coalesce(substring(d.value from '(\\.[A-Za-z0-9]{1,5})$'), '')) as "fileName"
        from speaker_profile_field_data d join speaker_profile_fields f on f.id = d.field_id join speaker_profile_groups g on g.id = f.group_id
          left join upload_names u on u.storage_key = ${uploadKeyOfUrl(sql`d.value`)}
        where d.speaker_id = ${params.id} and f.field_type = 'file' and d.value is not null
          and not ${role} = any(f.hidden_user_roles) and not ${role} = any(g.hidden_user_roles)
        order by g.weight, g.id, f.weight, f.id`);
    },
  });

  route({
    method: 'POST',
    url: '/custom-profile',
    permission: ['speaker_profile_field_data', 'create'],
    status: 201,
    schema: { body: oneOrMany(createRecord) },
    answer: valueRecords,
    handler: async ({ tx, tenantId, user, body, audit }) => {
      const records = lastPerKey(Array.isArray(body) ? body : [body], (r) => `${r.speakerId}:${r.fieldId}`);
      await reachableSpeakers(
        tx,
        user,
        records.map((r) => r.speakerId),
      );
      const fields = await writableFields(
        tx,
        user.role,
        records.map((r) => r.fieldId),
      );
      const values = records.map((r) => stored(tenantId, fields.get(r.fieldId)!, r.value));
      mayRemoveAttachments(
        user.role,
        records.filter((_r, i) => values[i] === null).map((r) => fields.get(r.fieldId)!),
      );
      const before = await storedValues(tx, records);
      // A speaker's field has one value record: sending it again replaces the value.
      const rows = await tx.query<
        ValueRecord & { inserted: boolean }
      >(sql`insert into speaker_profile_field_data (tenant_id, speaker_id, field_id, value)
        select ${tenantId}, s, f, v from unnest(${intArray(records.map((r) => r.speakerId))}, ${intArray(records.map((r) => r.fieldId))},
          ${textArray(values as string[])}) as t(s, f, v)
        on conflict (speaker_id, field_id) do update set value = excluded.value
        returning ${RECORD}, xmax = 0 as inserted`);
      for (const row of rows) await audit('speaker_profile_field_data', row.id, row.inserted ? 'create' : 'update', ['value']);
      await tellValueChanges(tx, tenantId, user, fields, before, rows);
      const answer = inRequestOrder(
        rows.map(({ inserted: _, ...record }) => record),
        records.map((r) => `${r.speakerId}:${r.fieldId}`),
        (r) => `${r.speakerId}:${r.fieldId}`,
      );
      return Array.isArray(body) ? answer : only(answer);
    },
  });

  route({
    method: 'PUT',
    url: '/custom-profile',
    permission: ['speaker_profile_field_data', 'update'],
    schema: { body: oneOrMany(updateRecord) },
    answer: valueRecords,
    handler: async ({ tx, tenantId, user, body, audit }) => {
      const records = lastPerKey(Array.isArray(body) ? body : [body], (r) => String(r.id));
      const existing = await recordsOf(
        tx,
        records.map((r) => r.id),
      );
      const owners = records.map((r) => existing.get(r.id)!);
      await reachableSpeakers(
        tx,
        user,
        owners.map((o) => o.speakerId),
      );
      records.forEach((r, i) => {
        const owner = owners[i]!;
        if ((r.speakerId ?? owner.speakerId) !== owner.speakerId || (r.fieldId ?? owner.fieldId) !== owner.fieldId)
          throw new HttpError(422, `Custom profile value ${r.id} is another speaker's or field's: its speakerId and fieldId cannot change`);
      });
      const fields = await writableFields(
        tx,
        user.role,
        owners.map((o) => o.fieldId),
      );
      const values = records.map((r, i) => stored(tenantId, fields.get(owners[i]!.fieldId)!, r.value));
      mayRemoveAttachments(
        user.role,
        owners.filter((_o, i) => values[i] === null).map((o) => fields.get(o.fieldId)!),
      );
      const before = await storedValues(tx, owners);
      const updated = await tx.query<ValueRecord>(sql`update speaker_profile_field_data d set value = t.v
        from unnest(${intArray(records.map((r) => r.id))}, ${textArray(values as string[])}) as t(i, v)
        where d.id = t.i returning d.id, d.speaker_id as "speakerId", d.field_id as "fieldId", d.value`);
      for (const row of updated) await audit('speaker_profile_field_data', row.id, 'update', ['value']);
      await tellValueChanges(tx, tenantId, user, fields, before, updated);
      const answer = inRequestOrder(
        updated,
        records.map((r) => String(r.id)),
        (r) => String(r.id),
      );
      return Array.isArray(body) ? answer : only(answer);
    },
  });

  route({
    method: 'DELETE',
    url: '/custom-profile/:id',
    permission: ['speaker_profile_field_data', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, tenantId, user, params, audit }) => {
      const record = (await recordsOf(tx, [params.id])).get(params.id)!;
      await reachableSpeaker(tx, user, record.speakerId);
      const field = (await writableFields(tx, user.role, [record.fieldId])).get(record.fieldId)!;
      mayRemoveAttachments(user.role, [field]);
      const before = await storedValues(tx, [record]);
      await tx.query(sql`delete from speaker_profile_field_data where id = ${params.id}`);
      await tellValueChanges(tx, tenantId, user, new Map([[field.id, field]]), before, [{ ...record, value: null }]);
      await audit('speaker_profile_field_data', params.id, 'delete');
      return undefined;
    },
  });
}
