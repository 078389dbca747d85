import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

/** A speaker as `speakers` answers it. */
export interface SpeakerDto {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  degree: string | null;
  specialty: string | null;
  status: string | null;
  userId: number | null;
}

export function createSpeakersApi(http: UpstreamHttp, policy: FieldPolicy) {
  const speakers = createResourceReader<SpeakerDto>(http, policy, 'speakers', 'speaker');
  return { list: speakers.list, speakerById: speakers.byId };
}

export type SpeakersApi = ReturnType<typeof createSpeakersApi>;
