import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { UserAddRouteQuery } from '../../../../__generated__/UserAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { UserForm } from '../../components/UserForm.tsx';
import { NEW_USER, toUserInput } from '../../components/userFormSchema.ts';
import { useCreateUserMutation } from '../../mutations/useUserMutations.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query UserAddRouteQuery {
    ...UserForm_query
  }
`;

function UserAddScreen({ queryRef }: RouteScreenProps<UserAddRouteQuery>) {
  const data = usePreloadedQuery<UserAddRouteQuery>(query, queryRef);
  const [commit] = useCreateUserMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <UserForm
      query={data}
      initialValues={NEW_USER}
      onCancel={() => navigate(listAsLeft('/users/list'))}
      onSubmit={(values, onError) =>
        new Promise((resolve) => {
          commit({
            variables: { input: { ...toUserInput(values), usePwLogin: values.usePwLogin } },
            onCompleted: (answer, errors) => {
              const made = answer.createUser;
              if (errors?.length || !made?.user) return resolve(false);
              notify('success', made.message);
              // Spec 002 §4: a restored user opens on their edit screen.
              if (made.restored) navigate(`/user/edit/${made.user.internalId}`);
              else {
                const label = `${values.firstName.trim()} ${values.lastName.trim()}`;
                navigate(listAsLeft('/users/list'), withChangedRow({ id: made.user.id, label, change: 'added' }));
              }
              resolve(true);
            },
            onError: (error) => {
              onError(error);
              resolve(false);
            },
          });
        })
      }
    />
  );
}

export const userAddRoute = defineScreen<UserAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: UserAddScreen,
});
