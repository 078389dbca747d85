import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { USER_MESSAGES as M } from '../../../../../../api/src/areas/users/contract.ts';
import type { UserEditRouteQuery } from '../../../../__generated__/UserEditRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { UserForm } from '../../components/UserForm.tsx';
import { toUserFormValues, toUserInput } from '../../components/userFormSchema.ts';
import { useSendUserPasswordLinkMutation, useUpdateUserMutation } from '../../mutations/useUserMutations.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query UserEditRouteQuery($userId: Int!) {
    ...UserForm_query
    user(internalId: $userId) {
      id
      internalId
      email
      firstName
      lastName
      role
      sendAttendeeEmails
      hasPassword
      speaker {
        internalId
        firstName
        lastName
      }
      fieldRep {
        internalId
        name
      }
    }
  }
`;

function UserEditScreen({ queryRef }: RouteScreenProps<UserEditRouteQuery>) {
  const data = usePreloadedQuery<UserEditRouteQuery>(query, queryRef);
  const [commit] = useUpdateUserMutation();
  const [sendLink] = useSendUserPasswordLinkMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const user = data.user;
  if (!user) return <LeaveScreen to="/users/list" message={M.userIdNotFound} />;
  return (
    <UserForm
      key={user.id}
      query={data}
      internalId={user.internalId}
      hasPassword={user.hasPassword}
      initialValues={toUserFormValues({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        sendAttendeeEmails: user.sendAttendeeEmails,
        speaker: user.speaker && {
          internalId: user.speaker.internalId,
          firstName: user.speaker.firstName,
          lastName: user.speaker.lastName,
        },
        fieldRep: user.fieldRep && { internalId: user.fieldRep.internalId, name: user.fieldRep.name },
      })}
      onCancel={() => navigate(listAsLeft('/users/list'))}
      onSubmit={async (values, onError) => {
        if (!(await commitAsync(commit, { input: { id: user.id, ...toUserInput(values) } }, onError))) return false;
        notify('success', M.updated);
        const label = `${values.firstName.trim()} ${values.lastName.trim()}`;
        navigate(listAsLeft('/users/list'), withChangedRow({ id: user.id, label, change: 'updated' }));
        return true;
      }}
      onSendPasswordLink={() =>
        new Promise((resolve) => {
          sendLink({
            variables: { input: { id: user.id } },
            onCompleted: (answer, errors) => {
              if (errors?.length || !answer.sendUserPasswordLink) return resolve(false);
              notify('success', answer.sendUserPasswordLink.message);
              resolve(true);
            },
            onError: () => resolve(false),
          });
        })
      }
    />
  );
}

export const userEditRoute = defineScreen<UserEditRouteQuery>({
  query,
  variables: ({ params }) => ({ userId: routeId(params.userId) ?? 0 }),
  Component: UserEditScreen,
});
