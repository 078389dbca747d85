import { graphql, useMutation } from 'react-relay';
import type { useTrainingProgramMutationsAssignMutation } from '../../../__generated__/useTrainingProgramMutationsAssignMutation.graphql';
import type { useTrainingProgramMutationsCreateMutation } from '../../../__generated__/useTrainingProgramMutationsCreateMutation.graphql';
import type { useTrainingProgramMutationsDeleteMutation } from '../../../__generated__/useTrainingProgramMutationsDeleteMutation.graphql';
import type { useTrainingProgramMutationsDeleteVideoMutation } from '../../../__generated__/useTrainingProgramMutationsDeleteVideoMutation.graphql';
import type { useTrainingProgramMutationsUnassignMutation } from '../../../__generated__/useTrainingProgramMutationsUnassignMutation.graphql';
import type { useTrainingProgramMutationsUpdateMutation } from '../../../__generated__/useTrainingProgramMutationsUpdateMutation.graphql';

/** The programs list's writes (spec 002 §2.9): create, update (inline and the edit form), delete, delete the video,
 *  assign, unassign. */
export const useCreateTrainingProgram = () =>
  useMutation<useTrainingProgramMutationsCreateMutation>(graphql`
    mutation useTrainingProgramMutationsCreateMutation($input: CreateTrainingProgramInput!) {
      createTrainingProgram(input: $input) {
        program {
          id
          internalId
          topic {
            internalId
          }
        }
      }
    }
  `);

export const useUpdateTrainingProgram = () =>
  useMutation<useTrainingProgramMutationsUpdateMutation>(graphql`
    mutation useTrainingProgramMutationsUpdateMutation($input: UpdateTrainingProgramInput!) {
      updateTrainingProgram(input: $input) {
        program {
          id
          programName
          type
          typeLabel
          expirationDate
          topic {
            internalId
            description
          }
          modifiedAt
        }
      }
    }
  `);

export const useDeleteTrainingProgram = () =>
  useMutation<useTrainingProgramMutationsDeleteMutation>(graphql`
    mutation useTrainingProgramMutationsDeleteMutation($input: DeleteTrainingProgramInput!) {
      deleteTrainingProgram(input: $input) {
        deletedId
      }
    }
  `);

export const useDeleteTrainingVideo = () =>
  useMutation<useTrainingProgramMutationsDeleteVideoMutation>(graphql`
    mutation useTrainingProgramMutationsDeleteVideoMutation($input: DeleteTrainingVideoInput!) {
      deleteTrainingVideo(input: $input) {
        program {
          id
          hasVideo
          modifiedAt
        }
      }
    }
  `);

export const useAssignTraining = () =>
  useMutation<useTrainingProgramMutationsAssignMutation>(graphql`
    mutation useTrainingProgramMutationsAssignMutation($input: AssignTrainingInput!) {
      assignTraining(input: $input) {
        assigned
        program {
          id
          assignedCount
        }
      }
    }
  `);

export const useUnassignTraining = () =>
  useMutation<useTrainingProgramMutationsUnassignMutation>(graphql`
    mutation useTrainingProgramMutationsUnassignMutation($input: UnassignTrainingInput!) {
      unassignTraining(input: $input) {
        program {
          id
          assignedCount
        }
      }
    }
  `);
