import type { BffArea } from '../../platform/area.ts';
import { createFieldRepMutation } from './schema/FieldRep/CreateFieldRepMutation.ts';
import { deleteFieldRepMutation } from './schema/FieldRep/DeleteFieldRepMutation.ts';
import { FieldRep, fetchFieldRep } from './schema/FieldRep/FieldRep.resolvers.ts';
import { fieldRepsConnection } from './schema/FieldRep/FieldRepsConnection.ts';
import { updateFieldRepMutation } from './schema/FieldRep/UpdateFieldRepMutation.ts';
import { createFieldRepsApi } from './upstream/fieldReps.ts';

/** Field reps (event owners and main contacts; the Manage Event Owners dialog): the list, create, update, delete. */
export const fieldRepsArea = {
  name: 'fieldReps',
  upstream: { fieldReps: createFieldRepsApi },
  query: { ...fieldRepsConnection },
  mutation: { ...createFieldRepMutation, ...updateFieldRepMutation, ...deleteFieldRepMutation },
  types: { FieldRep },
  nodes: { FieldRep: fetchFieldRep },
} satisfies BffArea;
