import { lazy } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { SurveyTemplateAddRouteQuery } from '../../../../__generated__/SurveyTemplateAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { questionsInput } from '../../components/questionValues.ts';
import { NEW_SURVEY_TEMPLATE, surveyTemplateFieldsInput } from '../../components/surveyTemplateValues.ts';
import { useCreateSurveyTemplateMutation } from '../../mutations/useCreateSurveyTemplateMutation.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

// The form (its fields, rules and the rich text and upload parts) loads after the route's own code.
const SurveyTemplateForm = lazy(() => import('../../components/SurveyTemplateForm.tsx').then((m) => ({ default: m.SurveyTemplateForm })));

const query = graphql`
  query SurveyTemplateAddRouteQuery {
    viewer {
      tenant {
        id
      }
    }
  }
`;

function SurveyTemplateAddScreen({ queryRef }: RouteScreenProps<SurveyTemplateAddRouteQuery>) {
  const data = usePreloadedQuery<SurveyTemplateAddRouteQuery>(query, queryRef);
  const [commit] = useCreateSurveyTemplateMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <SurveyTemplateForm
      editing={false}
      initialValues={NEW_SURVEY_TEMPLATE}
      tenantId={data.viewer?.tenant.id ?? ''}
      onCancel={() => navigate(listAsLeft('/survey/templates'))}
      onSubmit={async (values, onError) => {
        const template = { ...surveyTemplateFieldsInput(values), ...questionsInput(values) };
        let id = '';
        const ok = await commitAsync(commit, { input: { template } }, onError, (_store, answer) => {
          id = answer?.createSurveyTemplate?.surveyTemplate?.id ?? '';
        });
        if (!ok) return false;
        notify('success', 'Successfully created');
        navigate(listAsLeft('/survey/templates'), withChangedRow({ id, label: template.name, change: 'added' }));
        return true;
      }}
    />
  );
}

export const surveyTemplateAddRoute = defineScreen<SurveyTemplateAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: SurveyTemplateAddScreen,
});
