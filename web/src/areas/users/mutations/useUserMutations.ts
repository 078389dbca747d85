import { graphql, useMutation } from 'react-relay';
import type { useUserMutationsCreateMutation as Create } from '../../../__generated__/useUserMutationsCreateMutation.graphql';
import type { useUserMutationsDeleteMutation as Delete } from '../../../__generated__/useUserMutationsDeleteMutation.graphql';
import type { useUserMutationsPasswordLinkMutation as PasswordLink } from '../../../__generated__/useUserMutationsPasswordLinkMutation.graphql';
import type { useUserMutationsUpdateMutation as Update } from '../../../__generated__/useUserMutationsUpdateMutation.graphql';

/** Creates a user, or restores the removed user of that e-mail (`restored`, the message says which). */
export function useCreateUserMutation() {
  return useMutation<Create>(graphql`
    mutation useUserMutationsCreateMutation($input: CreateUserInput!) {
      createUser(input: $input) {
        created
        restored
        message
        user {
          id
          internalId
        }
      }
    }
  `);
}

/** Replaces a user's fields ('Successfully updated the user'); the store's record takes the answer. */
export function useUpdateUserMutation() {
  return useMutation<Update>(graphql`
    mutation useUserMutationsUpdateMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        user {
          id
          email
          firstName
          lastName
          role
          roleName
          sendAttendeeEmails
          hasPassword
        }
      }
    }
  `);
}

/** Removes a user ('Successfully deleted the user'). */
export function useDeleteUserMutation() {
  return useMutation<Delete>(graphql`
    mutation useUserMutationsDeleteMutation($input: DeleteUserInput!) {
      deleteUser(input: $input) {
        deletedId @deleteRecord
      }
    }
  `);
}

/** The user form's Setup / Reset Password: e-mails a one-use link. */
export function useSendUserPasswordLinkMutation() {
  return useMutation<PasswordLink>(graphql`
    mutation useUserMutationsPasswordLinkMutation($input: SendUserPasswordLinkInput!) {
      sendUserPasswordLink(input: $input) {
        message
      }
    }
  `);
}
