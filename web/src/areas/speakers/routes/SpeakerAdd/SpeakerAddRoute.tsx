import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { SpeakerAddRouteQuery } from '../../../../__generated__/SpeakerAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import type { RouteScreen, RouteScreenProps } from '../../../../routing/types.ts';
import { SpeakerForm } from '../../components/SpeakerForm.tsx';
import { NEW_SPEAKER, toCreateSpeakerInput } from '../../components/speakerFormSchema.ts';
import { useCreateSpeakerMutation } from '../../mutations/useCreateSpeakerMutation.ts';
import { useCreateSpeakerLoginMutation } from '../../mutations/useCreateSpeakerLoginMutation.ts';

const query = graphql`
  query SpeakerAddRouteQuery {
    ...SpeakerForm_query
  }
`;

function SpeakerAddScreen({ queryRef }: RouteScreenProps<SpeakerAddRouteQuery>) {
  const data = usePreloadedQuery<SpeakerAddRouteQuery>(query, queryRef);
  const [commit] = useCreateSpeakerMutation();
  const [commitLogin] = useCreateSpeakerLoginMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <SpeakerForm
      query={data}
      initialValues={NEW_SPEAKER}
      submitLabel="Save"
      onCancel={() => navigate('/speakers/list')}
      onSubmit={async (values, onError) => {
        let speakerId: string | undefined;
        const ok = await commitAsync(commit, { input: toCreateSpeakerInput(values) }, onError, (_store, answer) => {
          speakerId = answer?.createSpeaker?.speaker?.id;
        });
        if (!ok) return false;
        notify('success', 'Successfully created');
        // The login is a second write: the speaker stays created when it is refused (the network layer says why).
        if (values.createLogin && speakerId) {
          let message: string | undefined;
          await commitAsync(commitLogin, { input: { speakerId, email: values.email.trim() } }, undefined, (_store, answer) => {
            message = answer?.createSpeakerLogin?.message;
          });
          if (message) notify('success', message);
        }
        navigate('/speakers/list');
        return true;
      }}
    />
  );
}

export const speakerAddRoute: RouteScreen<SpeakerAddRouteQuery> = {
  query,
  variables: () => ({}),
  Component: SpeakerAddScreen,
};
