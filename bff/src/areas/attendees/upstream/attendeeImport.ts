import type { z } from 'zod';
import type { AttendeeImport, attendeeImportBody, SignInTemplate } from '../../../../../api/src/areas/attendees/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** The body of `POST attendees/import` (the nine import columns of each row, spec 001 §9), as the api's schema reads it. */
export type AttendeeImportBody = z.input<typeof attendeeImportBody>;
export type AttendeeImportRowWrite = AttendeeImportBody['rows'][number];

/** A row's result as `POST attendees/import` answers it. */
export type AttendeeImportResultDto = AttendeeImport['results'][number];

/** A sign-in sheet template of `GET pdf/templates`. */
export type SignInTemplateDto = SignInTemplate;

/** The import's bulk call and the sign-in sheet's templates (the PDF itself is a download: `/download/pdf`). */
export function createAttendeeImportApi(http: UpstreamHttp) {
  return {
    async importBatch(body: AttendeeImportBody) {
      return (await http.send<AttendeeImport>('POST', 'attendees/import', body)).results;
    },
    signInTemplates: () => http.get<SignInTemplateDto[]>('pdf/templates'),
  };
}

export type AttendeeImportApi = ReturnType<typeof createAttendeeImportApi>;
