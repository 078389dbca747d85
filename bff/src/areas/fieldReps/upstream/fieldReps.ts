import type { z } from 'zod';
import type { FieldRep, fieldRepBody } from '../../../../../api/src/areas/fieldReps/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** A field rep (event owner / main contact) as `field-reps` answers it: the api's answer schema. */
export type FieldRepDto = FieldRep;

/** Body of `POST field-reps` and `PUT field-reps/{id}`: the api's body schema. */
export type FieldRepWrite = z.input<typeof fieldRepBody>;

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
