import { lazy, useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type {
  RegistrationTemplateEditRouteQuery,
  RegistrationTemplateEditRouteQuery$data,
} from '../../../../__generated__/RegistrationTemplateEditRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { questionFormValue, questionsInput } from '../../../surveys/components/questionValues.ts';
import {
  DEFAULT_BRAND_COLOR,
  registrationTemplateFieldsInput,
  type RegistrationTemplateFormValues,
} from '../../components/registrationTemplateValues.ts';
import { useUpdateRegistrationTemplateMutation } from '../../mutations/useUpdateRegistrationTemplateMutation.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

// The form (its fields, rules and the rich text and upload parts) loads after the route's own code.
const RegistrationTemplateForm = lazy(() =>
  import('../../components/RegistrationTemplateForm.tsx').then((m) => ({ default: m.RegistrationTemplateForm })),
);

const query = graphql`
  query RegistrationTemplateEditRouteQuery($regPageId: Int!) {
    viewer {
      tenant {
        id
      }
    }
    registrationTemplate(internalId: $regPageId) {
      id
      name
      url
      banner
      branded
      brandColor1
      brandColor2
      isiText
      consentText
      marketingOptIn
      redirectUrl
      privacyPolicyLink
      questions {
        ...questionValues_question
      }
    }
  }
`;

/** Spec 002 §8: 'Invalid registration template' (also for one of another tenant). */
const NOT_FOUND = 'Invalid registration template';

type Template = NonNullable<RegistrationTemplateEditRouteQuery$data['registrationTemplate']>;

function RegistrationTemplateEditForm({ template, tenantId }: { template: Template; tenantId: string }) {
  const [commit] = useUpdateRegistrationTemplateMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const initialValues = useMemo<RegistrationTemplateFormValues>(
    () => ({
      name: template.name ?? '',
      url: template.url ?? '',
      banner: template.banner ?? null,
      branded: !!template.branded,
      brandColor1: template.brandColor1 ?? DEFAULT_BRAND_COLOR,
      brandColor2: template.brandColor2 ?? DEFAULT_BRAND_COLOR,
      isiText: template.isiText ?? '',
      consentText: template.consentText ?? '',
      marketingOptIn: !!template.marketingOptIn,
      redirectUrl: template.redirectUrl ?? '',
      privacyPolicyLink: template.privacyPolicyLink ?? '',
      questions: (template.questions ?? []).map(questionFormValue),
      skipLogic: [],
    }),
    [template],
  );
  return (
    <RegistrationTemplateForm
      editing
      initialValues={initialValues}
      tenantId={tenantId}
      onCancel={() => navigate(listAsLeft('/registration/list'))}
      onSubmit={async (values, onError) => {
        const input = {
          id: template.id,
          template: { ...registrationTemplateFieldsInput(values), questions: questionsInput(values).questions },
        };
        const ok = await commitAsync(commit, { input }, onError);
        if (!ok) return false;
        notify('success', 'Successfully updated');
        navigate(listAsLeft('/registration/list'), withChangedRow({ id: template.id, label: values.name.trim(), change: 'updated' }));
        return true;
      }}
    />
  );
}

function RegistrationTemplateEditScreen({ queryRef }: RouteScreenProps<RegistrationTemplateEditRouteQuery>) {
  const data = usePreloadedQuery<RegistrationTemplateEditRouteQuery>(query, queryRef);
  if (!data.registrationTemplate) return <LeaveScreen to="/registration/list" message={NOT_FOUND} />;
  return <RegistrationTemplateEditForm template={data.registrationTemplate} tenantId={data.viewer?.tenant.id ?? ''} />;
}

export const registrationTemplateEditRoute = defineScreen<RegistrationTemplateEditRouteQuery>({
  query,
  variables: ({ params }) => ({ regPageId: routeId(params.regPageId) ?? 0 }),
  Component: RegistrationTemplateEditScreen,
});
