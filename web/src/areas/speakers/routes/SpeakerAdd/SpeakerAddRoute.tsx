import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { SpeakerAddRouteQuery } from '../../../../__generated__/SpeakerAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { SpeakerForm } from '../../components/SpeakerForm.tsx';
import { NEW_SPEAKER, toCreateSpeakerInput } from '../../components/speakerFormSchema.ts';
import { useCreateSpeakerMutation } from '../../mutations/useCreateSpeakerMutation.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query SpeakerAddRouteQuery {
    ...SpeakerForm_query
  }
`;

function SpeakerAddScreen({ queryRef }: RouteScreenProps<SpeakerAddRouteQuery>) {
  const data = usePreloadedQuery<SpeakerAddRouteQuery>(query, queryRef);
  const [commit] = useCreateSpeakerMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <SpeakerForm
      query={data}
      initialValues={NEW_SPEAKER}
      submitLabel="Save"
      onCancel={() => navigate(listAsLeft('/speakers/list'))}
      onSubmit={async (values, onError) => {
        // With a login the service makes the speaker and their user in one transaction: a refused login (an e-mail in
        // use) creates nothing, and the form shows why.
        let loginMessage: string | null | undefined;
        let id = '';
        const input = { ...toCreateSpeakerInput(values), login: values.createLogin };
        const ok = await commitAsync(commit, { input }, onError, (_store, answer) => {
          loginMessage = answer?.createSpeaker?.loginMessage;
          id = answer?.createSpeaker?.speaker?.id ?? '';
        });
        if (!ok) return false;
        notify('success', 'Successfully created');
        if (loginMessage) notify('success', loginMessage);
        const label = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
        navigate(listAsLeft('/speakers/list'), withChangedRow({ id, label, change: 'added' }));
        return true;
      }}
    />
  );
}

export const speakerAddRoute = defineScreen<SpeakerAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: SpeakerAddScreen,
});
