import { useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { EmailTemplateEditRouteQuery } from '../../../../__generated__/EmailTemplateEditRouteQuery.graphql';
import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { routeId } from '../../../../shared/routeId.ts';
import { DesignerButtons } from '../../components/designer/DesignerButtons.tsx';
import { emailProduct, TEMPLATE_LIST } from '../../components/list/emailListOptions.ts';
import { EmailTemplateForm } from '../../components/template/EmailTemplateForm.tsx';
import { toEmailTemplateInput, toEmailTemplateValues } from '../../components/template/emailTemplateValues.ts';
import { useUpdateEmailTemplateMutation } from '../../mutations/useEmailTemplateMutations.ts';

const query = graphql`
  query EmailTemplateEditRouteQuery($emailTemplateId: Int!, $product: EmailProduct) {
    ...EmailTemplateForm_query @arguments(product: $product)
    emailTemplate(internalId: $emailTemplateId) {
      id
      internalId
      builder
      ...emailTemplateValues_template
    }
  }
`;

function EmailTemplateEditScreen({ queryRef }: RouteScreenProps<EmailTemplateEditRouteQuery>) {
  const data = usePreloadedQuery<EmailTemplateEditRouteQuery>(query, queryRef);
  const [commit] = useUpdateEmailTemplateMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const template = data.emailTemplate;
  // The id as the address has it ('abc' too), which the query could only read as no id.
  const typedId = useParams().emailTemplateId ?? String(queryRef.variables.emailTemplateId);
  const initialValues = useMemo(() => (template ? toEmailTemplateValues(template) : null), [template]);
  if (!template || !initialValues) {
    return <LeaveScreen to={TEMPLATE_LIST} message={M.invalidTemplateId(typedId)} />;
  }
  return (
    <EmailTemplateForm
      key={template.id}
      query={data}
      internalId={template.internalId}
      initialValues={initialValues}
      designers={<DesignerButtons internalId={template.internalId} builder={template.builder} />}
      onCancel={() => navigate(listAsLeft(TEMPLATE_LIST))}
      onSubmit={async (values, context, onError) => {
        const input = { id: template.id, emailSeriesId: values.emailSeriesId || null, template: toEmailTemplateInput(values, context) };
        if (!(await commitAsync(commit, { input }, onError))) return false;
        notify('success', M.templateUpdated);
        navigate(listAsLeft(TEMPLATE_LIST), withChangedRow({ id: template.id, label: input.template.name, change: 'updated' }));
        return true;
      }}
    />
  );
}

export const emailTemplateEditRoute = defineScreen<EmailTemplateEditRouteQuery>({
  query,
  variables: ({ params, viewer }) => ({
    emailTemplateId: routeId(params.emailTemplateId) ?? 0,
    product: emailProduct(viewer.selectedProduct),
  }),
  Component: EmailTemplateEditScreen,
});
