import { useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EmailTemplateAddRouteQuery } from '../../../../__generated__/EmailTemplateAddRouteQuery.graphql';
import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { routeId } from '../../../../shared/routeId.ts';
import { emailProduct, TEMPLATE_LIST } from '../../components/list/emailListOptions.ts';
import { EmailTemplateForm } from '../../components/template/EmailTemplateForm.tsx';
import { NEW_EMAIL_TEMPLATE, toEmailTemplateInput, toEmailTemplateValues } from '../../components/template/emailTemplateValues.ts';
import { useCreateEmailTemplateMutation } from '../../mutations/useEmailTemplateMutations.ts';

const query = graphql`
  query EmailTemplateAddRouteQuery($product: EmailProduct, $duplicateId: Int!, $duplicate: Boolean!) {
    ...EmailTemplateForm_query @arguments(product: $product)
    emailTemplate(internalId: $duplicateId) @include(if: $duplicate) {
      id
      ...emailTemplateValues_template
    }
  }
`;

function EmailTemplateAddScreen({ queryRef }: RouteScreenProps<EmailTemplateAddRouteQuery>) {
  const data = usePreloadedQuery<EmailTemplateAddRouteQuery>(query, queryRef);
  const [commit] = useCreateEmailTemplateMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const original = data.emailTemplate;
  // Spec 002 §2.1: `duplicateTemplateId` starts the form from a copy of that template.
  const initialValues = useMemo(() => (original ? toEmailTemplateValues(original) : NEW_EMAIL_TEMPLATE), [original]);
  const [searchParams] = useSearchParams();
  if (queryRef.variables.duplicate && !original) {
    return <LeaveScreen to={TEMPLATE_LIST} message={M.invalidTemplateId(searchParams.get('duplicateTemplateId') ?? '')} />;
  }
  return (
    <EmailTemplateForm
      query={data}
      initialValues={initialValues}
      onCancel={() => navigate(listAsLeft(TEMPLATE_LIST))}
      onSubmit={async (values, context, onError) => {
        // A duplicate takes the original's designer and blocks too (its body comes with the form's values).
        const input = {
          emailSeriesId: values.emailSeriesId || null,
          template: toEmailTemplateInput(values, context),
          ...(original && { designOf: original.id }),
        };
        let id = '';
        const ok = await commitAsync(commit, { input }, onError, (_store, answer) => {
          id = answer?.createEmailTemplate?.emailTemplate?.id ?? '';
        });
        if (!ok) return false;
        notify('success', M.templateCreated);
        navigate(listAsLeft(TEMPLATE_LIST), withChangedRow({ id, label: input.template.name, change: 'added' }));
        return true;
      }}
    />
  );
}

export const emailTemplateAddRoute = defineScreen<EmailTemplateAddRouteQuery>({
  query,
  variables: ({ searchParams, viewer }) => {
    const duplicate = searchParams.get('duplicateTemplateId');
    return { product: emailProduct(viewer.selectedProduct), duplicate: duplicate !== null, duplicateId: routeId(duplicate ?? '') ?? 0 };
  },
  Component: EmailTemplateAddScreen,
});
