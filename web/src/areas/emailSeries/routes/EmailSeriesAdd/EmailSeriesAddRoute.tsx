import { useMemo } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EmailSeriesAddRouteQuery } from '../../../../__generated__/EmailSeriesAddRouteQuery.graphql';
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
import { asNewTemplates, NEW_EMAIL_SERIES, toEmailSeriesInput } from '../../components/series/emailSeriesValues.ts';
import { toEmailTemplateValues } from '../../components/template/emailTemplateValues.ts';
import { useCreateEmailSeriesMutation } from '../../mutations/useEmailSeriesMutations.ts';

const query = graphql`
  query EmailSeriesAddRouteQuery($product: EmailProduct, $duplicateId: Int!, $duplicate: Boolean!) {
    ...EmailSeriesForm_query @arguments(product: $product)
    emailSeriesById(internalId: $duplicateId) @include(if: $duplicate) {
      name
      emailTemplates {
        id
        ...emailTemplateValues_template
      }
    }
  }
`;

function EmailSeriesAddScreen({ queryRef }: RouteScreenProps<EmailSeriesAddRouteQuery>) {
  const data = usePreloadedQuery<EmailSeriesAddRouteQuery>(query, queryRef);
  const [commit] = useCreateEmailSeriesMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const original = data.emailSeriesById;
  // Spec 002 §2.1: `duplicateSeriesId` starts the form from a copy of that series, its templates as new ones.
  const initialValues = useMemo(
    () =>
      original
        ? {
            name: original.name ?? '',
            templates: asNewTemplates((original.emailTemplates ?? []).map((t) => ({ id: t.id, values: toEmailTemplateValues(t) }))),
          }
        : NEW_EMAIL_SERIES,
    [original],
  );
  if (queryRef.variables.duplicate && !original) {
    return <LeaveScreen to={SERIES_LIST} message={M.invalidSeriesId(searchParams.get('duplicateSeriesId') ?? '')} />;
  }
  return (
    <EmailSeriesForm
      query={data}
      initialValues={initialValues}
      onCancel={() => navigate(listAsLeft(SERIES_LIST))}
      onSubmit={async (values, context, onError) => {
        const series = toEmailSeriesInput(values, context);
        let id = '';
        const ok = await commitAsync(commit, { input: { product: queryRef.variables.product, series } }, onError, (_store, answer) => {
          id = answer?.createEmailSeries?.emailSeries?.id ?? '';
        });
        if (!ok) return false;
        notify('success', M.seriesCreated);
        navigate(listAsLeft(SERIES_LIST), withChangedRow({ id, label: series.name, change: 'added' }));
        return true;
      }}
    />
  );
}

export const emailSeriesAddRoute = defineScreen<EmailSeriesAddRouteQuery>({
  query,
  variables: ({ searchParams, viewer }) => {
    const duplicate = searchParams.get('duplicateSeriesId');
    return { product: emailProduct(viewer.selectedProduct), duplicate: duplicate !== null, duplicateId: routeId(duplicate ?? '') ?? 0 };
  },
  Component: EmailSeriesAddScreen,
});
