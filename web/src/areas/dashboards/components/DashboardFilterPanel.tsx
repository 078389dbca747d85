import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { cloneElement, Suspense, useState, type ReactElement } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DASHBOARD_MESSAGES } from '../../../../../api/src/areas/dashboards/contract.ts';
import type { DashboardFilterPanelTopicRightsQuery } from '../../../__generated__/DashboardFilterPanelTopicRightsQuery.graphql';
import type { DashboardFilterPanelTopicsQuery } from '../../../__generated__/DashboardFilterPanelTopicsQuery.graphql';
import { CheckboxGroup } from '../../../shared/CheckboxGroup.tsx';
import { FilterActions } from '../../../shared/FilterActions.tsx';
import type { FilterPopupTrigger } from '../../../shared/FilterPopup.tsx';
import {
  EVENT_STATUSES,
  EVENT_TYPES,
  LOCATION_TYPES,
  type EventStatusValue,
  type EventTypeValue,
  type LocationTypeValue,
} from '../../events/constants.ts';
import { cleanFilters, effectiveFilters, thisYearRange, type DashboardFilters } from '../dashboardOptions.ts';
import type { DashboardFilterProps } from './DashboardFilter.tsx';

/** Spec 002 §2.18, §9: the filter panel's width. */
export const FILTER_PANEL_WIDTH = 600;
/** The topics offered (the event form's and the resources' lookups ask as many). */
const TOPICS = 100;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '16px' },
  dates: { display: 'flex', gap: '12px', '> *': { flex: 1 } },
  footer: { display: 'block' },
});

const topicsQuery = graphql`
  query DashboardFilterPanelTopicsQuery($first: Int!) {
    topics(first: $first) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

const topicRightsQuery = graphql`
  query DashboardFilterPanelTopicRightsQuery {
    viewer {
      canReadTopics: can(entity: "topic", action: READ)
    }
  }
`;

/** The Topic filter, offered to a role that reads topics only (a lookup the viewer may not read is not offered, nor
 *  asked for). */
function TopicFilter(props: { value: string[]; onChange(ids: string[]): void }) {
  const { viewer } = useLazyLoadQuery<DashboardFilterPanelTopicRightsQuery>(topicRightsQuery, {}, { fetchPolicy: 'store-or-network' });
  return viewer?.canReadTopics ? <TopicField {...props} /> : null;
}

/** The Topic filter's options: the tenant's topics from the server. */
function TopicField({ value, onChange }: { value: string[]; onChange(ids: string[]): void }) {
  const data = useLazyLoadQuery<DashboardFilterPanelTopicsQuery>(topicsQuery, { first: TOPICS }, { fetchPolicy: 'store-or-network' });
  const topics = (data.topics?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const names = new Map(topics.map((t) => [t.id, t.name ?? t.id]));
  return (
    <Field label="Topic">
      <Dropdown
        multiselect
        placeholder="Every topic"
        selectedOptions={value}
        value={value.map((id) => names.get(id) ?? id).join(', ')}
        onOptionSelect={(_e, d) => onChange(d.selectedOptions)}
      >
        {topics.map((t) => (
          <Option key={t.id} value={t.id}>
            {t.name ?? t.id}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/**
 * The filter panel (spec 002 §2.18): a drawer 600 px wide at the window's end with Start Date, End Date (default this
 * calendar year), Status, Location Type, Type and Topic, and Reset all filters, Cancel and Apply. Closing it (Escape, a
 * click outside, its close button) applies the draft, as the spec says; Cancel closes it without applying. A reversed
 * range is refused here ('End Date must be on or after Start Date', the service's text) and keeps the panel open.
 */
export function DashboardFilterPanel({ trigger, filters, onApply }: DashboardFilterProps & { trigger: FilterPopupTrigger }) {
  const styles = useStyles();
  // Opened by the trigger's first click (PopupOnDemand), as the filter popovers are.
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState<DashboardFilters>(() => effectiveFilters(filters));
  const set = (change: Partial<DashboardFilters>) => setDraft((d) => ({ ...d, ...change }));
  const range = thisYearRange();
  const start = draft.startDate || range.startDate;
  const end = draft.endDate || range.endDate;
  const reversed = start > end;

  const openPanel = () => {
    setDraft(effectiveFilters(filters));
    setOpen(true);
  };
  const apply = () => {
    if (reversed) return;
    onApply(cleanFilters({ ...draft, startDate: start, endDate: end }));
    setOpen(false);
  };
  const cancel = () => setOpen(false);

  return (
    <>
      {cloneElement(trigger as ReactElement<{ onClick?: () => void }>, { onClick: openPanel })}
      <OverlayDrawer
        position="end"
        open={open}
        style={{ width: `${FILTER_PANEL_WIDTH}px`, maxWidth: '100vw' }}
        onOpenChange={(_e, d) => (d.open ? setOpen(true) : apply())}
        aria-label="Dashboard filters"
      >
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close and apply" icon={<DismissRegular />} onClick={apply} />}>
            Filters
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          <div className={styles.dates}>
            <Field label="Start Date">
              <Input type="date" value={draft.startDate ?? ''} onChange={(_e, d) => set({ startDate: d.value || undefined })} />
            </Field>
            <Field
              label="End Date"
              validationState={reversed ? 'error' : 'none'}
              validationMessage={reversed ? DASHBOARD_MESSAGES.rangeReversed : undefined}
            >
              <Input type="date" value={draft.endDate ?? ''} onChange={(_e, d) => set({ endDate: d.value || undefined })} />
            </Field>
          </div>
          <CheckboxGroup<EventStatusValue>
            label="Status"
            options={(Object.entries(EVENT_STATUSES) as [EventStatusValue, { label: string }][]).map(([v, s]) => [v, s.label] as const)}
            value={draft.status ?? []}
            onChange={(v) => set({ status: v })}
            columns={3}
          />
          <CheckboxGroup<LocationTypeValue>
            label="Location Type"
            options={Object.entries(LOCATION_TYPES) as [LocationTypeValue, string][]}
            value={draft.locationType ?? []}
            onChange={(v) => set({ locationType: v })}
            columns={3}
          />
          <CheckboxGroup<EventTypeValue>
            label="Type"
            options={Object.entries(EVENT_TYPES) as [EventTypeValue, string][]}
            value={draft.type ?? []}
            onChange={(v) => set({ type: v })}
            columns={3}
          />
          <Suspense fallback={<Field label="Topic">Loading topics…</Field>}>
            <TopicFilter value={draft.topicIds ?? []} onChange={(ids) => set({ topicIds: ids })} />
          </Suspense>
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <FilterActions onReset={() => setDraft(effectiveFilters({}))} onCancel={cancel} onApply={apply} applyDisabled={reversed} />
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
