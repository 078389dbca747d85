import { sql, type SQL } from 'drizzle-orm';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type {
  EmailSeries,
  EmailSeriesWithTemplates,
  EmailTemplate,
  EmailTemplateListRow,
  EmailTemplateTypeAnswer,
  SeriesTemplates,
} from './answers.ts';
import { EMAIL_MESSAGES as M, emailTemplateTypeById, type EmailProduct, type EmailTemplateType } from './contract.ts';

// The email templates and series as the routes read and write them: the rows, their answers and the writes that keep
// the series' duplicates rule (the unique index of migration 0031).

/** A type as the routes answer it (the contract's, without its products). */
export function typeAnswer({ products: _products, needs, ...type }: EmailTemplateType): EmailTemplateTypeAnswer {
  return { ...type, needs: [...needs] };
}

function storedType(id: number): EmailTemplateType {
  const type = emailTemplateTypeById(id);
  if (!type) throw new Error(`Email template type ${id} is stored but not in the contract`);
  return type;
}

/** A series' templates count: the list's `emailsCount` (also its sort key). */
export const EMAILS_COUNT = '(select count(*)::int from email_templates c where c.email_series_id = email_series.id)';

/** The columns of a template row (`t`) with its series (`s`, left joined). */
const LIST_COLUMNS = sql`t.id, t.name, t.active, t.subject, t.event_type as "eventType", t.email_template_type_id as "emailTemplateTypeId",
  t.email_series_id as "emailSeriesId", s.name as "seriesName", s.platform as "seriesPlatform", t.updated_at as "updatedAt", t.builder`;
const TEMPLATE_COLUMNS = sql`${LIST_COLUMNS}, t.cc, t.recipients, t.body, t.preheader, t.width, t.ical_event as "icalEvent",
  t.ical_title as "icalTitle", t.ical_description as "icalDescription", t.design`;
export const TEMPLATES_FROM = sql`from email_templates t left join email_series s on s.id = t.email_series_id`;

interface ListRow extends Omit<EmailTemplateListRow, 'emailTemplateType' | 'emailSeries'> {
  seriesName: string | null;
  seriesPlatform: boolean | null;
}
type TemplateRow = ListRow & Omit<EmailTemplate, keyof EmailTemplateListRow>;

function listRowAnswer({ seriesName, seriesPlatform, ...row }: ListRow): EmailTemplateListRow {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    subject: row.subject,
    eventType: row.eventType,
    emailTemplateTypeId: row.emailTemplateTypeId,
    emailTemplateType: typeAnswer(storedType(row.emailTemplateTypeId)),
    emailSeriesId: row.emailSeriesId,
    emailSeries: row.emailSeriesId === null ? null : { id: row.emailSeriesId, name: seriesName!, platform: seriesPlatform! },
    // ISO 8601 whichever engine and query read it (a row of `json_agg` carries PostgreSQL's own text).
    updatedAt: new Date(row.updatedAt).toISOString(),
    builder: row.builder,
  };
}

const templateAnswer = (row: TemplateRow): EmailTemplate => ({
  ...listRowAnswer(row),
  cc: row.cc,
  recipients: row.recipients,
  body: row.body,
  preheader: row.preheader,
  width: row.width,
  icalEvent: row.icalEvent,
  icalTitle: row.icalTitle,
  icalDescription: row.icalDescription,
  design: row.design,
});

/** The list's page of rows (`where` and `order` on `t` and `s`). */
export async function templateListRows(tx: Tx, where: SQL, order: SQL, page: { limit: number; offset: number }) {
  const rows = await tx.query<ListRow>(sql`select ${LIST_COLUMNS} ${TEMPLATES_FROM} where ${where}
    order by ${order} limit ${page.limit} offset ${page.offset}`);
  return rows.map(listRowAnswer);
}

export async function templateById(tx: Tx, id: number): Promise<EmailTemplate> {
  const [row] = await tx.query<TemplateRow>(sql`select ${TEMPLATE_COLUMNS} ${TEMPLATES_FROM} where t.id = ${id}`);
  if (!row) throw notFound('Email template', id);
  return templateAnswer(row);
}

/** A series' row (404 when missing, or another tenant's). */
export async function seriesRow(tx: Tx, id: number): Promise<EmailSeries> {
  const [row] = await tx.query<EmailSeries>(sql`select id, name, platform, product, ${sql.raw(EMAILS_COUNT)} as "emailsCount"
    from email_series where id = ${id}`);
  if (!row) throw notFound('Email series', id);
  return row;
}

/** The templates of the series `ids`, each series' by name, in one query. */
async function templatesBySeries(tx: Tx, ids: readonly number[]): Promise<Map<number, EmailTemplate[]>> {
  const rows = await tx.query<TemplateRow>(sql`select ${TEMPLATE_COLUMNS} ${TEMPLATES_FROM}
    where t.email_series_id = any(${intArray(ids)}) order by t.name, t.id`);
  const bySeries = new Map(ids.map((id) => [id, [] as EmailTemplate[]]));
  for (const row of rows) bySeries.get(row.emailSeriesId!)!.push(templateAnswer(row));
  return bySeries;
}

/** A series with its templates, by name; `templates: false` (a caller who may not read templates) answers them as null. */
export async function seriesWithTemplates(tx: Tx, id: number, templates = true): Promise<EmailSeriesWithTemplates> {
  const series = await seriesRow(tx, id);
  if (!templates) return { ...series, emailTemplates: null };
  return { ...series, emailTemplates: (await templatesBySeries(tx, [id])).get(id)! };
}

/** The templates of several series (`GET /email-series/templates`): the tenant's series of `ids` by id (another
 *  tenant's or a missing one is left out), their templates by name, or null as `seriesWithTemplates` answers them. */
export async function templatesOfSeries(tx: Tx, ids: readonly number[], templates: boolean): Promise<SeriesTemplates[]> {
  const found = (await tx.query<{ id: number }>(sql`select id from email_series where id = any(${intArray(ids)}) order by id`)).map(
    (row) => row.id,
  );
  const bySeries = templates && found.length ? await templatesBySeries(tx, found) : null;
  return found.map((id) => ({ emailSeriesId: id, emailTemplates: bySeries?.get(id) ?? null }));
}

export async function insertSeries(tx: Tx, tenantId: string, name: string, product: EmailProduct): Promise<number> {
  return only(
    await tx.query<{ id: number }>(sql`insert into email_series (tenant_id, name, product)
    values (${tenantId}, ${name}, ${product}) returning id`),
  ).id;
}

/** What a template's row holds (rules.ts makes it from a request). */
export interface TemplateValues {
  name: string;
  active: boolean;
  subject: string;
  cc: string[];
  recipients: string[];
  body: string;
  preheader: string | null;
  width: number;
  icalEvent: boolean;
  icalTitle: string | null;
  icalDescription: string | null;
  eventType: string | null;
  emailTemplateTypeId: number;
}

/** The record type `jsonb_to_recordset` reads the values as. */
const RECORD = sql`v(id int, name text, active boolean, subject text, cc text[], recipients text[], body text, preheader text,
  width int, "icalEvent" boolean, "icalTitle" text, "icalDescription" text, "eventType" text, "emailTemplateTypeId" smallint,
  "designOf" int)`;
const records = (rows: readonly (TemplateValues & { id?: number; designOf?: number })[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${RECORD}`;

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505';

/** A write that may meet another template of the series with the same type and event type (a concurrent save):
 *  the unique index refuses it, answered as the rule's 409. */
async function keepingDuplicatesRule<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.duplicates);
    throw error;
  }
}

/** Inserts templates into a series (or none: null); answers their ids. A row's `designOf` names a stored template (the
 *  caller checked it is one) whose builder and Designer V2 blocks the new one takes. */
export async function insertTemplates(
  tx: Tx,
  tenantId: string,
  seriesId: number | null,
  rows: readonly (TemplateValues & { designOf?: number })[],
) {
  if (!rows.length) return [];
  const inserted = await keepingDuplicatesRule(
    tx.query<{ id: number }>(sql`insert into email_templates (tenant_id, email_series_id, name, active, subject, cc, recipients, body,
        preheader, width, ical_event, ical_title, ical_description, event_type, email_template_type_id, builder, design)
      select ${tenantId}, ${seriesId}, v.name, v.active, v.subject, v.cc, v.recipients, v.body, v.preheader, v.width, v."icalEvent",
        v."icalTitle", v."icalDescription", v."eventType", v."emailTemplateTypeId", source.builder, source.design
      from ${records(rows)} left join email_templates source on source.id = v."designOf" returning id`),
  );
  return inserted.map((row) => row.id);
}

/** Updates stored templates (by id) and puts them in `seriesId`. Their types are first set aside (negated: still
 *  unique among themselves) so that templates trading types within one write never meet on the way. */
export async function updateTemplates(tx: Tx, seriesId: number | null, rows: readonly (TemplateValues & { id: number })[]) {
  if (!rows.length) return;
  const ids = intArray(rows.map((row) => row.id));
  await tx.query(sql`update email_templates set email_template_type_id = -email_template_type_id where id = any(${ids})`);
  await keepingDuplicatesRule(
    tx.query(sql`update email_templates t set email_series_id = ${seriesId}, name = v.name, active = v.active, subject = v.subject,
        cc = v.cc, recipients = v.recipients, body = v.body, preheader = v.preheader, width = v.width, ical_event = v."icalEvent",
        ical_title = v."icalTitle", ical_description = v."icalDescription", event_type = v."eventType",
        email_template_type_id = v."emailTemplateTypeId", updated_at = now()
      from ${records(rows)} where t.id = v.id`),
  );
}

/** Spec 002 §5 against the stored templates: another template of the series with the same type and event type → 409. */
export async function refuseStoredDuplicate(tx: Tx, seriesId: number, values: TemplateValues, self: number | null) {
  const [taken] = await tx.query(sql`select 1 from email_templates where email_series_id = ${seriesId}
    and email_template_type_id = ${values.emailTemplateTypeId} and coalesce(event_type, '') = ${values.eventType ?? ''}
    and id <> ${self ?? 0}`);
  if (taken) throw new HttpError(409, M.duplicates);
}

/** Templates with their content (`where` and `order` on `t` and `s`): `GET /email-templates/contents`, the bodies of a
 *  page of the list in one query. */
export async function templateRows(tx: Tx, where: SQL, order: SQL, page: { limit: number; offset: number }): Promise<EmailTemplate[]> {
  const rows = await tx.query<TemplateRow>(sql`select ${TEMPLATE_COLUMNS} ${TEMPLATES_FROM} where ${where}
    order by ${order} limit ${page.limit} offset ${page.offset}`);
  return rows.map(templateAnswer);
}
