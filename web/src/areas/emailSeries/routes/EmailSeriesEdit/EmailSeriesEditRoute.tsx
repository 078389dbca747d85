import { useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { EmailSeriesEditRouteQuery } from '../../../../__generated__/EmailSeriesEditRouteQuery.graphql';
import { EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { routeId } from '../../../../shared/routeId.ts';
import { emailProduct, SERIES_LIST } from '../../components/list/emailListOptions.ts';
import { EmailSeriesForm } from '../../components/series/EmailSeriesForm.tsx';
import { toEmailSeriesInput, type EmailSeriesValues } from '../../components/series/emailSeriesValues.ts';
import { toEmailTemplateValues } from '../../components/template/emailTemplateValues.ts';
import { useUpdateEmailSeriesMutation } from '../../mutations/useEmailSeriesMutations.ts';

const query = graphql`
  query EmailSeriesEditRouteQuery($emailSeriesId: Int!, $product: EmailProduct) {
    ...EmailSeriesForm_query @arguments(product: $product)
    emailSeriesById(internalId: $emailSeriesId) {
      id
      internalId
      name
      emailTemplates {
        id
        internalId
        ...emailTemplateValues_template
      }
    }
  }
`;

function EmailSeriesEditScreen({ queryRef }: RouteScreenProps<EmailSeriesEditRouteQuery>) {
  const data = usePreloadedQuery<EmailSeriesEditRouteQuery>(query, queryRef);
  const [commit] = useUpdateEmailSeriesMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const series = data.emailSeriesById;
  // The id as the address has it ('abc' too), which the query could only read as no id.
  const typedId = useParams().emailSeriesId ?? String(queryRef.variables.emailSeriesId);
  const initialValues = useMemo<EmailSeriesValues | null>(
    () =>
      series
        ? {
            name: series.name ?? '',
            templates: (series.emailTemplates ?? []).map((t) => ({ id: t.id, internalId: t.internalId, values: toEmailTemplateValues(t) })),
          }
        : null,
    [series],
  );
  if (!series || !initialValues) return <LeaveScreen to={SERIES_LIST} message={M.invalidSeriesId(typedId)} />;
  return (
    <EmailSeriesForm
      key={series.id}
      query={data}
      internalId={series.internalId}
      initialValues={initialValues}
      onCancel={() => navigate(listAsLeft(SERIES_LIST))}
      onSubmit={async (values, context, onError) => {
        const input = { id: series.id, series: toEmailSeriesInput(values, context) };
        if (!(await commitAsync(commit, { input }, onError))) return false;
        notify('success', M.seriesUpdated);
        navigate(listAsLeft(SERIES_LIST), withChangedRow({ id: series.id, label: input.series.name, change: 'updated' }));
        return true;
      }}
    />
  );
}

export const emailSeriesEditRoute = defineScreen<EmailSeriesEditRouteQuery>({
  query,
  variables: ({ params, viewer }) => ({
    emailSeriesId: routeId(params.emailSeriesId) ?? 0,
    product: emailProduct(viewer.selectedProduct),
  }),
  Component: EmailSeriesEditScreen,
});
