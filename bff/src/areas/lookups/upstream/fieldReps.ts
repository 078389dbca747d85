import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

/** A field rep (event owner / main contact) as `field-reps` answers it. */
export interface FieldRepDto {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** Body of `POST field-reps` and `PUT field-reps/{id}`. */
export interface FieldRepWrite {
  name: string;
  email: string;
  phone?: string | null;
}

export function createFieldRepsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const fieldReps = createResourceReader<FieldRepDto>(http, policy, 'field-reps', 'field_rep');
  return {
    list: fieldReps.list,
    fieldRepById: fieldReps.byId,
    async create(input: FieldRepWrite): Promise<FieldRepDto> {
      return fieldReps.redact(await http.send<FieldRepDto>('POST', 'field-reps', input));
    },
    async update(id: number, input: FieldRepWrite): Promise<FieldRepDto> {
      return fieldReps.redact(await http.send<FieldRepDto>('PUT', `field-reps/${id}`, input));
    },
    async remove(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `field-reps/${id}`);
    },
  };
}

export type FieldRepsApi = ReturnType<typeof createFieldRepsApi>;
