import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AreaDeps } from '../../platform/area.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { readFilePart, type FilePart } from '../../platform/http/multipart.ts';
import type { Router } from '../../platform/http/route.ts';
import { sniffContentType } from '../../platform/storage/contentType.ts';
import { fileNotFound } from '../files/index.ts';
import { idParam } from '../../platform/http/params.ts';
import { trainingCertificate } from './answers.ts';
import { TRAINING_MESSAGES as M } from './contract.ts';
import { certificatePath, isSpeaker, trainingFor, TRAININGS_URL as base } from './queries.ts';

// A training's completion certificate (spec 002 §4, §6): staff's upload, the download and the delete.

/** Largest certificate PDF a person uploads (the service's upload limit, 5 MiB). */
const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

/** The certificate of a multipart upload (at most 5 MiB): a PDF, by its content. */
async function readPdf(request: FastifyRequest): Promise<FilePart> {
  const { file } = await readFilePart(request, {
    maxBytes: CERTIFICATE_MAX_BYTES,
    tooLarge: `The file is larger than ${CERTIFICATE_MAX_BYTES / 1024 / 1024} MB`,
  });
  if (!file?.bytes.length) throw new HttpError(400, M.noFile);
  if (sniffContentType(file.bytes)?.type !== 'application/pdf') throw new HttpError(415, M.certificatePdf);
  return file;
}

/** Registers the training certificate routes. */
export function certificateRoutes(route: Router, { storage }: AreaDeps) {
  route({
    upload: 'multipart',
    method: 'POST',
    url: `${base}/training/:id/certificate`,
    permission: ['speaker_training', 'update'],
    status: 201,
    schema: { params: idParam },
    answer: trainingCertificate,
    handler: async ({ tx, tenantId, params, user, request, audit }) => {
      const training = await trainingFor(tx, user, params.id);
      if (isSpeaker(user)) throw new HttpError(403, 'A speaker cannot upload a training certificate');
      const file = await readPdf(request);
      const key = `${tenantId}/protected/${randomUUID()}.pdf`;
      await storage.put(key, file.bytes, 'application/pdf').catch(() => {
        throw new HttpError(502, 'Failed to upload file to S3');
      });
      const fileName = file.name?.toLowerCase().endsWith('.pdf') ? file.name.slice(0, 200) : 'certificate.pdf';
      await tx.query(sql`update speaker_trainings set completion_attachment_key = ${key}, completion_attachment_name = ${fileName}
        where id = ${training.id}`);
      await audit('speaker_training', training.id, 'update', ['completionAttachment']);
      return { fileName, fileUrl: certificatePath(training.id) };
    },
  });

  route({
    method: 'GET',
    url: `${base}/training/:id/certificate`,
    permission: ['speaker_training', 'read'],
    schema: { params: idParam },
    answer: FILE,
    handler: async ({ tx, params, user, reply }) => {
      // A speaker reaches their own trainings' certificates; another's answers like a missing file (every file route's 404).
      const training = await trainingFor(tx, user, params.id).catch((error: unknown) =>
        Promise.reject(error instanceof HttpError && error.statusCode === 404 ? fileNotFound() : error),
      );
      const [row] = await tx.query<{ key: string | null }>(
        sql`select completion_attachment_key as key from speaker_trainings where id = ${training.id}`,
      );
      const file = row?.key ? await storage.get(row.key) : null;
      if (!training.completionAttachment || !file) throw fileNotFound();
      reply.header('cache-control', 'private, no-store');
      return sendFile(reply, file.body, {
        fileName: training.completionAttachment.fileName,
        contentType: file.contentType,
        size: file.size,
      });
    },
  });

  route({
    method: 'DELETE',
    url: `${base}/training/:id/certificate`,
    permission: ['speaker_training', 'update'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, user, audit }) => {
      const training = await trainingFor(tx, user, params.id);
      if (isSpeaker(user)) throw new HttpError(403, 'A speaker cannot delete a training certificate');
      if (!training.completionAttachment) throw new HttpError(404, `Speaker training ${params.id} has no certificate`);
      await tx.query(
        sql`update speaker_trainings set completion_attachment_key = null, completion_attachment_name = null where id = ${training.id}`,
      );
      await audit('speaker_training', training.id, 'update', ['completionAttachment']);
      return undefined;
    },
  });
}
