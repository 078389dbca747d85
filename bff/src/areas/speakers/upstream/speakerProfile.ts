import type {
  Liaison,
  ProductLayout,
  ProfileField,
  ProfileGroupConfig,
  Region,
  SpeakerProfileGroup,
} from '../../../../../api/src/areas/speakers/answers.ts';
import type { ProductValue } from '../../../platform/enumValues.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

// The speaker profile calls' answers: the api's schemas (api/src/areas/speakers/answers.ts).

/** `GET custom-profile/layout`. */
export type ProfileLayoutDto = ProductLayout;
/** A group of `GET custom-profile/speaker/{id}`, as the caller's role may see it. */
export type ProfileGroupDto = SpeakerProfileGroup;
/** A field of `GET custom-profile/speaker/{id}` with the speaker's value. */
export type ProfileFieldDto = SpeakerProfileGroup['fields'][number];
export type RegionDto = Region;
/** A user with the speaker-liaison role. */
export type LiaisonDto = Liaison;
/** A field of `GET custom-profile/fields` (the configuration), with its group's id. */
export type ProfileFieldConfigDto = ProfileField;
/** A group of `GET custom-profile/fields` with every field. */
export type ProfileGroupConfigDto = ProfileGroupConfig;

/** The speaker profile's REST calls beside the speaker record (`/custom-profile/…` of api/src/areas/speakers, users). */
export function createSpeakerProfileApi(http: UpstreamHttp) {
  return {
    layout: (product: ProductValue | null | undefined) =>
      http.get<ProfileLayoutDto>('custom-profile/layout', product ? { product } : undefined),
    regions: () => http.get<RegionDto[]>('custom-profile/regions'),
    liaisons: () => http.get<LiaisonDto[]>('custom-profile/liaison'),
    /** One call per speaker: the profile of one speaker at a time. */
    groupsOf: (speakerId: number) => http.get<ProfileGroupDto[]>(`custom-profile/speaker/${speakerId}`),
    liaisonOf: (speakerId: number) => http.get<LiaisonDto | null>(`custom-profile/${speakerId}/liaison`),
    /** `POST custom-profile` with every value at once: a field's value is created or replaced, all or nothing. */
    saveValues: (speakerId: number, values: { fieldId: number; value?: string | null }[]) =>
      http.send<unknown>(
        'POST',
        'custom-profile',
        values.map(({ fieldId, value }) => ({ speakerId, fieldId, value: value ?? null })),
      ),
    setLiaison: (speakerId: number, userId: number | null | undefined) =>
      userId
        ? http.send<unknown>('PUT', `custom-profile/${speakerId}/liaison`, { userId })
        : http.send<unknown>('DELETE', `custom-profile/${speakerId}/liaison`),
    configuration: () => http.get<ProfileGroupConfigDto[]>('custom-profile/fields'),
    createGroup: (body: Record<string, unknown>) => http.send<unknown>('POST', 'custom-profile/group', body),
    /** `PUT custom-profile/group` with every change: one transaction. */
    updateGroups: (changes: Record<string, unknown>[]) => http.send<unknown>('PUT', 'custom-profile/group', changes),
    deleteGroup: (id: number) => http.send<unknown>('DELETE', `custom-profile/group/${id}`),
    createField: (body: Record<string, unknown>) => http.send<unknown>('POST', 'custom-profile/field', body),
    updateFields: (changes: Record<string, unknown>[]) => http.send<unknown>('PUT', 'custom-profile/field', changes),
    deleteField: (id: number) => http.send<unknown>('DELETE', `custom-profile/field/${id}`),
    /** `PUT custom-profile/configuration`: Save Changes in one transaction, answering the whole configuration. */
    saveConfiguration: (body: Record<string, unknown>) => http.send<ProfileGroupConfigDto[]>('PUT', 'custom-profile/configuration', body),
    /** `POST users` linking the speaker: a Speaker-role user without attendee e-mails or a password login. */
    createLogin: (speakerId: number, email: string) =>
      http.send<{ message: string; restored: boolean }>('POST', 'users', { email, speakerId }),
  };
}

export type SpeakerProfileApi = ReturnType<typeof createSpeakerProfileApi>;
