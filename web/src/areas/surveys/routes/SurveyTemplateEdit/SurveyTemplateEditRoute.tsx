import { lazy, useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type {
  SurveyTemplateEditRouteQuery,
  SurveyTemplateEditRouteQuery$data,
} from '../../../../__generated__/SurveyTemplateEditRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { questionFormValue, questionsInput, skipLogicFormValue } from '../../components/questionValues.ts';
import { surveyTemplateFieldsInput, type SurveyTemplateFormValues } from '../../components/surveyTemplateValues.ts';
import { useUpdateSurveyTemplateMutation } from '../../mutations/useUpdateSurveyTemplateMutation.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

// The form (its fields, rules and the rich text and upload parts) loads after the route's own code.
const SurveyTemplateForm = lazy(() => import('../../components/SurveyTemplateForm.tsx').then((m) => ({ default: m.SurveyTemplateForm })));

const query = graphql`
  query SurveyTemplateEditRouteQuery($surveyTemplateId: Int!) {
    viewer {
      tenant {
        id
      }
    }
    surveyTemplate(internalId: $surveyTemplateId) {
      id
      name
      jobNumber
      language
      isiText
      logo
      consentText
      privacyPolicyLink
      isAnonymous
      isEvaluation
      questions {
        ...questionValues_question
      }
      skipLogic {
        ...questionValues_skipLogic
      }
    }
  }
`;

/** The spec names no text for a template that does not exist (or is another tenant's). */
const NOT_FOUND = 'Survey template not found';

type Template = NonNullable<SurveyTemplateEditRouteQuery$data['surveyTemplate']>;

function SurveyTemplateEditForm({ template, tenantId }: { template: Template; tenantId: string }) {
  const [commit] = useUpdateSurveyTemplateMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const initialValues = useMemo<SurveyTemplateFormValues>(
    () => ({
      name: template.name ?? '',
      jobNumber: template.jobNumber ?? '',
      language: template.language === 'ES' ? 'es' : 'en',
      isiText: template.isiText ?? '',
      logo: template.logo ?? null,
      consentText: template.consentText ?? '',
      privacyPolicyLink: template.privacyPolicyLink ?? '',
      isAnonymous: !!template.isAnonymous,
      isEvaluation: !!template.isEvaluation,
      questions: (template.questions ?? []).map(questionFormValue),
      skipLogic: (template.skipLogic ?? []).map(skipLogicFormValue),
    }),
    [template],
  );
  return (
    <SurveyTemplateForm
      editing
      initialValues={initialValues}
      tenantId={tenantId}
      onCancel={() => navigate(listAsLeft('/survey/templates'))}
      onSubmit={async (values, onError) => {
        const input = { id: template.id, template: { ...surveyTemplateFieldsInput(values), ...questionsInput(values) } };
        const ok = await commitAsync(commit, { input }, onError);
        if (!ok) return false;
        notify('success', 'Successfully updated');
        navigate(listAsLeft('/survey/templates'), withChangedRow({ id: template.id, label: values.name.trim(), change: 'updated' }));
        return true;
      }}
    />
  );
}

function SurveyTemplateEditScreen({ queryRef }: RouteScreenProps<SurveyTemplateEditRouteQuery>) {
  const data = usePreloadedQuery<SurveyTemplateEditRouteQuery>(query, queryRef);
  if (!data.surveyTemplate) return <LeaveScreen to="/survey/templates" message={NOT_FOUND} />;
  return <SurveyTemplateEditForm template={data.surveyTemplate} tenantId={data.viewer?.tenant.id ?? ''} />;
}

export const surveyTemplateEditRoute = defineScreen<SurveyTemplateEditRouteQuery>({
  query,
  variables: ({ params }) => ({ surveyTemplateId: routeId(params.surveyTemplateId) ?? 0 }),
  Component: SurveyTemplateEditScreen,
});
