import { Caption1, Checkbox, Field, Input, Label, makeStyles, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AssignFieldsSpeakersQuery } from '../../../__generated__/AssignFieldsSpeakersQuery.graphql';
import { TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';
import { ScreenErrorBoundary } from '../../../routing/ScreenErrorBoundary.tsx';
import { ScreenLoadFailure } from '../../../routing/ScreenLoadFailure.tsx';
import type { AssignValues, Errors } from './trainingRules.ts';
import { speakerDetail, speakerName } from '../../../shared/speakerLabel.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '220px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  // Under the checkbox's label (the box and its gap: 32 px).
  detail: { paddingLeft: '32px', marginTop: '-6px', paddingBottom: '4px', color: tokens.colorNeutralForeground3 },
});

// The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const speakersQuery = graphql`
  query AssignFieldsSpeakersQuery($programInternalId: Int!, $assigned: Boolean!) {
    trainingProgramSpeakers(programInternalId: $programInternalId, assigned: $assigned) {
      internalId
      firstName
      lastName
      email
      credentials
      specialty
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** The speakers a program may be assigned to, as checkboxes (filtered by the search text); 'Failed to retrieve
 *  speakers' when they cannot be read. */
function SpeakerChoices({
  programInternalId,
  selected,
  fetchKey,
  onRetry,
  onChange,
}: {
  programInternalId: number;
  selected: number[];
  fetchKey: number;
  onRetry(): void;
  onChange(ids: number[]): void;
}) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const idBase = useId();
  const data = useLazyLoadQuery<AssignFieldsSpeakersQuery>(
    speakersQuery,
    { programInternalId, assigned: false },
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!data.trainingProgramSpeakers) return <ScreenLoadFailure message={M.speakersFailed} onRetry={onRetry} />;
  const needle = search.trim().toLowerCase();
  // The search reads the name and the second line (an e-mail, a specialty).
  const speakers = data.trainingProgramSpeakers.filter((s) => `${speakerName(s)} ${speakerDetail(s)}`.toLowerCase().includes(needle));
  return (
    <>
      <Input aria-label="Search speakers" placeholder="Search speakers" value={search} onChange={(_e, d) => setSearch(d.value)} />
      <div className={styles.list} role="group" aria-label="Speakers">
        {speakers.map((s) => {
          // Same-name speakers told apart by a second line (issue 28 #15), which describes the box.
          const detail = speakerDetail(s);
          const detailId = `${idBase}-${s.internalId}`;
          return (
            <div key={s.internalId}>
              <Checkbox
                value={String(s.internalId)}
                label={speakerName(s)}
                aria-describedby={detail ? detailId : undefined}
                checked={selected.includes(s.internalId)}
                onChange={(_e, d) => onChange(d.checked ? [...selected, s.internalId] : selected.filter((id) => id !== s.internalId))}
              />
              {detail ? (
                <Caption1 block id={detailId} className={styles.detail}>
                  {detail}
                </Caption1>
              ) : null}
            </div>
          );
        })}
        {speakers.length === 0 ? <span>No speakers to assign</span> : null}
      </div>
    </>
  );
}

/** Spec 002 §4: all speakers, the topic's speakers (only with a topic) or selected speakers — one of them — and the
 *  due date. */
export function AssignFields({
  programInternalId,
  hasTopic,
  values,
  errors,
  onChange,
}: {
  programInternalId: number;
  hasTopic: boolean;
  values: AssignValues;
  errors: Errors<AssignValues>;
  onChange(values: AssignValues): void;
}) {
  const styles = useStyles();
  const [fetchKey, setFetchKey] = useState(0);
  const retry = () => setFetchKey((k) => k + 1);
  return (
    <div className={styles.fields}>
      <Field label="Assign to" required validationMessage={errors.assignment}>
        <RadioGroup
          value={values.assignment ?? ''}
          onChange={(_e, d) => onChange({ ...values, assignment: d.value as AssignValues['assignment'], speakerIds: [] })}
        >
          <Radio value="ALL" label="All speakers" />
          {hasTopic ? <Radio value="TOPIC" label="Speakers of the training's topic" /> : null}
          <Radio value="SPEAKERS" label="Selected speakers" />
        </RadioGroup>
      </Field>
      {values.assignment === 'SPEAKERS' ? (
        // Not a Field: a Field would name every checkbox after its own label.
        <div className={styles.fields}>
          <Label required>Speakers</Label>
          <ScreenErrorBoundary message={M.speakersFailed} resetKey={fetchKey} onRetry={retry}>
            <Suspense fallback={<Spinner size="tiny" label="Loading speakers" />}>
              <SpeakerChoices
                programInternalId={programInternalId}
                selected={values.speakerIds}
                fetchKey={fetchKey}
                onRetry={retry}
                onChange={(speakerIds) => onChange({ ...values, speakerIds })}
              />
            </Suspense>
          </ScreenErrorBoundary>
          {errors.speakerIds ? (
            <Text role="alert" className={styles.error}>
              {errors.speakerIds}
            </Text>
          ) : null}
        </div>
      ) : null}
      <Field label="Due Date" required validationMessage={errors.dueDate}>
        <Input type="date" value={values.dueDate} onChange={(_e, d) => onChange({ ...values, dueDate: d.value })} />
      </Field>
    </div>
  );
}
