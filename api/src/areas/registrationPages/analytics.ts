import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { intArray } from '../../platform/db/client.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { listQuery } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import { idList, idParam } from '../../platform/http/params.ts';
import { periodFilter } from '../surveys/index.ts';
import type { instant } from '../../platform/http/answer.ts';
import { analyticsPage, attendeeResponse, type analyticsRow } from './answers.ts';

/** A row of the analytics dialog (answers.ts `analyticsRow`). */
type AnalyticsRow = z.output<typeof analyticsRow>;

/** How far back a pulse looks from the period's end. */
export const PULSE_HOURS = 24;

const analyticsQuery = listQuery(z.object({ period: periodFilter.optional() }).strict(), ['startTime']).omit({
  sortBy: true,
  sortDesc: true,
  searchQuery: true,
});

/** Registration page analytics (spec 002 §2.15, §7 `GET analytics/reg-page/{id}`) and attendee responses
 *  (spec 001 §7 Registration questions, spec 002 §7 `GET registration-templates/attendee-responses`). */
export function registrationAnalyticsRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/analytics/reg-page/:id',
    permission: ['reg_page_analytics', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { params: idParam, query: analyticsQuery },
    answer: analyticsPage,
    handler: async ({ tx, params, query, scope, hidden }) => {
      const [template] = await tx.query<{ name: string }>(sql`select name from registration_templates where id = ${params.id}`);
      if (!template) throw notFound('Registration template', params.id);
      // Without a period: everything until now; the pulse is the last 24 hours before the period's end.
      const from = query.filters.period?.from ?? null;
      const until = query.filters.period?.until ?? new Date().toISOString();
      const pulseFrom = new Date(new Date(until).getTime() - PULSE_HOURS * 3_600_000).toISOString();
      const since = from === null ? sql`true` : sql`at >= ${from}`;
      const ofTemplate = sql`e.registration_template_id = ${params.id} and ${scope.events ?? sql`true`}`;
      const rows = await tx.query<
        Omit<AnalyticsRow, 'event' | 'pageName'> & { id: number; shortName: string; startTime: z.output<typeof instant>; zone: string }
      >(sql`
        select e.id, e.short_name as "shortName", e.start_time as "startTime", e.zone,
          v.unique_views as "uniqueViews", v.total_views as "totalViews", v.pulse as "totalViewsPulse",
          r.registrations as "registrationCount", r.pulse as "registrationPulse"
        from events e
        cross join lateral (
          select count(distinct coalesce(visitor, 'view ' || id))::int as unique_views, count(*)::int as total_views,
            count(*) filter (where at >= ${pulseFrom})::int as pulse
          from (select id, visitor, viewed_at as at from registration_page_views
            where registration_template_id = ${params.id} and event_id = e.id and viewed_at < ${until}) views where ${since}) v
        cross join lateral (
          select count(*)::int as registrations, count(*) filter (where at >= ${pulseFrom})::int as pulse
          from (select created_date as at from event_attendances
            where registration_template_id = ${params.id} and event_id = e.id and created_date < ${until}) made where ${since}) r
        where ${ofTemplate}
        order by e.start_time desc, e.id desc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
      const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
        sql`select count(*)::int as count from events e where ${ofTemplate}`,
      );
      const eventHidden = await hidden('event');
      const shown = <T>(field: string, value: T) => (eventHidden.has(field) ? null : value);
      const results: AnalyticsRow[] = rows.map((r) => ({
        pageName: template.name,
        event: {
          id: r.id,
          shortName: shown('shortName', r.shortName),
          startTime: shown('startTime', new Date(r.startTime).toISOString()),
          zone: shown('zone', r.zone),
        },
        uniqueViews: r.uniqueViews,
        totalViews: r.totalViews,
        totalViewsPulse: r.totalViewsPulse,
        registrationCount: r.registrationCount,
        registrationPulse: r.registrationPulse,
      }));
      return { results, count };
    },
  });

  route({
    method: 'GET',
    url: '/registration-templates/attendee-responses',
    permission: ['registration_template', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    schema: {
      query: z.object({
        attendeeId: idParam.shape.id,
        questions: idList('question'),
      }),
    },
    answer: z.array(attendeeResponse),
    handler: async ({ tx, query, scope, user }) => {
      // The answers are the attendee's: reading them takes attendee read too (marketing reads templates, not attendees).
      if (!(await permissionsOf(tx, user.role)).attendee?.includes('read')) throw forbidden('read', 'attendee');
      return tx.query<z.output<typeof attendeeResponse>>(sql`
        select aa.id, aa.answer, aa.question_id as "questionId"
        from attendance_answers aa
        join event_attendances ea on ea.id = aa.event_attendance_id
        join events e on e.id = ea.event_id
        where ea.attendee_id = ${query.attendeeId} and aa.question_id = any(${intArray(query.questions)}) and ${scope.events ?? sql`true`}
        order by aa.question_id, ea.created_date desc, aa.id`);
    },
  });
}
