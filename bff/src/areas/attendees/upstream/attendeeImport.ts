import type { AttendeeImport, SignInTemplate } from '../../../../../api/src/areas/attendees/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import type { ImportAttendanceStatusValue } from '../importEnumValues.ts';

/** One mapped CSV row of `POST attendees/import` (the nine import columns, spec 001 §9). */
export interface AttendeeImportRowWrite {
  rowNumber: number;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  email_subscribe?: boolean | null;
  marketing_subscribe?: boolean | null;
}

/** A row's result as `POST attendees/import` answers it. */
export type AttendeeImportResultDto = AttendeeImport['results'][number];

/** A sign-in sheet template of `GET pdf/templates`. */
export type SignInTemplateDto = SignInTemplate;

/** The import's bulk call and the sign-in sheet's templates (the PDF itself is a download: `/download/pdf`). */
export function createAttendeeImportApi(http: UpstreamHttp) {
  return {
    async importBatch(body: { eventId: number; defaultStatus?: ImportAttendanceStatusValue | null; rows: AttendeeImportRowWrite[] }) {
      return (await http.send<AttendeeImport>('POST', 'attendees/import', body)).results;
    },
    signInTemplates: () => http.get<SignInTemplateDto[]>('pdf/templates'),
  };
}

export type AttendeeImportApi = ReturnType<typeof createAttendeeImportApi>;
