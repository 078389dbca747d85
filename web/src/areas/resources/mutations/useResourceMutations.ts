import { graphql, useMutation } from 'react-relay';
import type { useResourceMutationsArchiveMutation } from '../../../__generated__/useResourceMutationsArchiveMutation.graphql';
import type { useResourceMutationsAssignMutation } from '../../../__generated__/useResourceMutationsAssignMutation.graphql';
import type { useResourceMutationsCreateGroupMutation } from '../../../__generated__/useResourceMutationsCreateGroupMutation.graphql';
import type { useResourceMutationsCreateMutation } from '../../../__generated__/useResourceMutationsCreateMutation.graphql';
import type { useResourceMutationsDeleteGroupMutation } from '../../../__generated__/useResourceMutationsDeleteGroupMutation.graphql';
import type { useResourceMutationsDeleteMutation } from '../../../__generated__/useResourceMutationsDeleteMutation.graphql';
import type { useResourceMutationsMoveGroupMutation } from '../../../__generated__/useResourceMutationsMoveGroupMutation.graphql';
import type { useResourceMutationsUpdateGroupMutation } from '../../../__generated__/useResourceMutationsUpdateGroupMutation.graphql';
import type { useResourceMutationsUpdateMutation } from '../../../__generated__/useResourceMutationsUpdateMutation.graphql';

// The resource library's mutations: each answers the changed records, which Relay updates where they show.

export const useCreateResourceGroup = () =>
  useMutation<useResourceMutationsCreateGroupMutation>(graphql`
    mutation useResourceMutationsCreateGroupMutation($input: CreateResourceGroupInput!) {
      createResourceGroup(input: $input) {
        resourceGroup {
          id
          name
          weight
          url
        }
      }
    }
  `);

export const useUpdateResourceGroup = () =>
  useMutation<useResourceMutationsUpdateGroupMutation>(graphql`
    mutation useResourceMutationsUpdateGroupMutation($input: UpdateResourceGroupInput!) {
      updateResourceGroup(input: $input) {
        resourceGroup {
          id
          name
          url
        }
      }
    }
  `);

export const useMoveResourceGroup = () =>
  useMutation<useResourceMutationsMoveGroupMutation>(graphql`
    mutation useResourceMutationsMoveGroupMutation($input: MoveResourceGroupInput!) {
      moveResourceGroup(input: $input) {
        resourceGroups {
          id
          weight
        }
      }
    }
  `);

export const useDeleteResourceGroup = () =>
  useMutation<useResourceMutationsDeleteGroupMutation>(graphql`
    mutation useResourceMutationsDeleteGroupMutation($input: DeleteResourceGroupInput!) {
      deleteResourceGroup(input: $input) {
        deletedId
      }
    }
  `);

export const useCreateResource = () =>
  useMutation<useResourceMutationsCreateMutation>(graphql`
    mutation useResourceMutationsCreateMutation($input: CreateResourceInput!) {
      createResource(input: $input) {
        resource {
          id
        }
      }
    }
  `);

export const useUpdateResource = () =>
  useMutation<useResourceMutationsUpdateMutation>(graphql`
    mutation useResourceMutationsUpdateMutation($input: UpdateResourceInput!) {
      updateResource(input: $input) {
        resource {
          id
          fileName
          group {
            id
          }
          groupName
          expirationDate
          expired
          topicInternalId
          topicName
          year
          prcCode
        }
      }
    }
  `);

export const useArchiveResource = () =>
  useMutation<useResourceMutationsArchiveMutation>(graphql`
    mutation useResourceMutationsArchiveMutation($input: ArchiveResourceInput!) {
      archiveResource(input: $input) {
        resource {
          id
          groupName
        }
      }
    }
  `);

export const useDeleteResource = () =>
  useMutation<useResourceMutationsDeleteMutation>(graphql`
    mutation useResourceMutationsDeleteMutation($input: DeleteResourceInput!) {
      deleteResource(input: $input) {
        deletedId
      }
    }
  `);

export const useAssignResource = () =>
  useMutation<useResourceMutationsAssignMutation>(graphql`
    mutation useResourceMutationsAssignMutation($input: AssignResourceInput!) {
      assignResource(input: $input) {
        count
        message
      }
    }
  `);
