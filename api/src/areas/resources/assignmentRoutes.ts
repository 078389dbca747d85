import { sql } from 'drizzle-orm';
import { intArray } from '../../platform/db/client.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { redactAnswer, refuseHiddenListFields } from '../../platform/http/fields.ts';
import type { Router } from '../../platform/http/route.ts';
import { withAliases } from '../speakers/answers.ts';
import { assigned, assignSpeakerPage, specialties, toggled } from './answers.ts';
import { assignedMessage } from './contract.ts';
import { ASSIGN_SORT_FIELDS, checkSpeakers, listAssignSpeakers, resourceById } from './library.ts';
import { assignBody, assignListQuery, toggleBody } from './libraryRequests.ts';

/** Registers the assignment of resources to speakers (spec 002 §2.6): the speakers to choose, their specialties, the
 *  assignment and the one-speaker toggle. */
export function assignmentRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/resource/speakers',
    permission: ['speaker_attachment', 'read'],
    redact: 'speaker',
    schema: { query: assignListQuery },
    answer: assignSpeakerPage,
    handler: async ({ tx, query, scope, hidden }) => {
      if (!(await resourceById(tx, query.attachmentId, null))) throw notFound('Resource', query.attachmentId);
      // The rows are speakers: no search, sort or filter by a speaker field hidden from the caller's role.
      const fields = withAliases(await hidden('speaker'));
      refuseHiddenListFields(fields, query, { sorts: ASSIGN_SORT_FIELDS });
      if (query.specialtyFilter && fields.has('specialty')) {
        throw new HttpError(400, 'specialtyFilter: filtering by specialty is not available to your role');
      }
      return redactAnswer(await listAssignSpeakers(tx, { ...query, hidden: fields }, scope.speakers), fields);
    },
  });

  route({
    method: 'GET',
    url: '/resource/speaker/specialties',
    permission: ['speaker_attachment', 'read'],
    // The speakers' specialties: none to a role the speaker's specialty is hidden from.
    answer: specialties,
    handler: async ({ tx, hidden }) => ({
      results: (await hidden('speaker')).has('specialty')
        ? []
        : (
            await tx.query<{
              specialty: string;
            }>(sql`select distinct specialty from speakers where specialty is not null and specialty <> ''
          order by specialty`)
          ).map((r) => r.specialty),
    }),
  });

  route({
    method: 'POST',
    url: '/resource/assign',
    permission: ['speaker_attachment', 'create'],
    schema: { body: assignBody },
    answer: assigned,
    handler: async ({ tx, tenantId, body, audit }) => {
      if (!(await resourceById(tx, body.attachmentId, null))) throw notFound('Resource', body.attachmentId);
      await checkSpeakers(tx, body.speakerIds);
      const changed = body.assigned
        ? await tx.query<{ speakerId: number }>(sql`insert into speaker_attachments (tenant_id, attachment_id, speaker_id)
            select ${tenantId}, ${body.attachmentId}, unnest(${intArray(body.speakerIds)}) on conflict do nothing returning speaker_id as "speakerId"`)
        : await tx.query<{ speakerId: number }>(sql`delete from speaker_attachments where attachment_id = ${body.attachmentId}
            and speaker_id = any(${intArray(body.speakerIds)}) returning speaker_id as "speakerId"`);
      for (const { speakerId } of changed)
        await audit('speaker_attachment', `${body.attachmentId}:${speakerId}`, body.assigned ? 'create' : 'delete');
      return { count: changed.length, message: assignedMessage(body.assigned, changed.length) };
    },
  });

  route({
    method: 'POST',
    url: '/resource/toggle',
    permission: ['speaker_attachment', 'create'],
    schema: { body: toggleBody },
    answer: toggled,
    handler: async ({ tx, tenantId, body, audit }) => {
      if (!(await resourceById(tx, body.attachmentId, null))) throw notFound('Resource', body.attachmentId);
      await checkSpeakers(tx, [body.speakerId]);
      const removed = await tx.query(sql`delete from speaker_attachments where attachment_id = ${body.attachmentId}
        and speaker_id = ${body.speakerId} returning speaker_id`);
      if (!removed.length) {
        await tx.query(sql`insert into speaker_attachments (tenant_id, attachment_id, speaker_id)
          values (${tenantId}, ${body.attachmentId}, ${body.speakerId})`);
      }
      const assigned = !removed.length;
      await audit('speaker_attachment', `${body.attachmentId}:${body.speakerId}`, assigned ? 'create' : 'delete');
      return { assigned, message: assignedMessage(assigned, 1) };
    },
  });
}
