import { lazy } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RegistrationTemplateAddRouteQuery } from '../../../../__generated__/RegistrationTemplateAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { questionsInput } from '../../../surveys/components/questionValues.ts';
import { NEW_REGISTRATION_TEMPLATE, registrationTemplateFieldsInput } from '../../components/registrationTemplateValues.ts';
import { useCreateRegistrationTemplateMutation } from '../../mutations/useCreateRegistrationTemplateMutation.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

// The form (its fields, rules and the rich text and upload parts) loads after the route's own code.
const RegistrationTemplateForm = lazy(() =>
  import('../../components/RegistrationTemplateForm.tsx').then((m) => ({ default: m.RegistrationTemplateForm })),
);

const query = graphql`
  query RegistrationTemplateAddRouteQuery {
    viewer {
      tenant {
        id
      }
    }
  }
`;

function RegistrationTemplateAddScreen({ queryRef }: RouteScreenProps<RegistrationTemplateAddRouteQuery>) {
  const data = usePreloadedQuery<RegistrationTemplateAddRouteQuery>(query, queryRef);
  const [commit] = useCreateRegistrationTemplateMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <RegistrationTemplateForm
      editing={false}
      initialValues={NEW_REGISTRATION_TEMPLATE}
      tenantId={data.viewer?.tenant.id ?? ''}
      onCancel={() => navigate(listAsLeft('/registration/list'))}
      onSubmit={async (values, onError) => {
        const template = { ...registrationTemplateFieldsInput(values), questions: questionsInput(values).questions };
        let id = '';
        const ok = await commitAsync(commit, { input: { template } }, onError, (_store, answer) => {
          id = answer?.createRegistrationTemplate?.registrationTemplate?.id ?? '';
        });
        if (!ok) return false;
        notify('success', 'Successfully created');
        navigate(listAsLeft('/registration/list'), withChangedRow({ id, label: template.name, change: 'added' }));
        return true;
      }}
    />
  );
}

export const registrationTemplateAddRoute = defineScreen<RegistrationTemplateAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: RegistrationTemplateAddScreen,
});
