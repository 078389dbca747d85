import { Button, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BlackoutDatesCard_speaker$key } from '../../../../__generated__/BlackoutDatesCard_speaker.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { clickDay, EMPTY_SELECTION, hasChanges, type BlackoutSelection } from './blackoutSelection.ts';
import type { DayMark } from './BlackoutCalendar.tsx';
import { useAddBlackoutDatesMutation } from './mutations/useAddBlackoutDatesMutation.ts';
import { useDeleteBlackoutDateMutation } from './mutations/useDeleteBlackoutDateMutation.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { listDate } from '../../../../shared/listDate.ts';
import { answered, setSpeakerList } from './storeLists.ts';
import { UnsavedSection } from '../../../../shared/UnsavedSections.tsx';

// Fluent's calendar loads with the card, a box of its size meanwhile (the first-load budget, web/README.md).
const BlackoutCalendar = lazy(() => import('./BlackoutCalendar.tsx').then((m) => ({ default: m.BlackoutCalendar })));
// The events under it too: both take an event's day on its zone's clock, whose zone data loads with them.
const BlackoutEventsTable = lazy(() => import('./BlackoutEventsTable.tsx').then((m) => ({ default: m.BlackoutEventsTable })));

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  calendarBox: { minHeight: '300px' },
  legend: { display: 'flex', flexWrap: 'wrap', gap: '12px', color: tokens.colorNeutralForeground3 },
  swatch: { display: 'inline-block', width: '12px', height: '12px', borderRadius: '2px', marginRight: '4px', verticalAlign: 'middle' },
  saved: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  removed: { backgroundColor: tokens.colorNeutralBackground3, border: `1px solid ${tokens.colorNeutralStroke1}` },
  actions: { display: 'flex', gap: '8px', justifyContent: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  speaker: BlackoutDatesCard_speaker$key;
  /** Spec 001 §6: SpeakerLiaison, Admin, SystemAdmin, ClientSpeakerPortalAdmin and Speaker, with create and delete on speaker_blackout_date. */
  canEdit: boolean;
  /** The custom groups whose area is this card's (speaker portal: Preferred Speaking Days), shown under the calendar. */
  children?: ReactNode;
}

/**
 * Blackout Dates (spec 001 §2, §4): a calendar of the days the speaker cannot speak and, under it, the speaker's
 * events. In edit mode two clicks make a range, a click on a blackout day marks it for deletion, and the days of the
 * speaker's events cannot be chosen; Save adds and deletes what changed.
 */
export function BlackoutDatesCard({ speaker, canEdit, children }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  // The calendar and the events table (other modules, loaded with the card) read the events' fields.
  /* eslint-disable relay/unused-fields */
  const s = useFragment(
    graphql`
      fragment BlackoutDatesCard_speaker on Speaker @argumentDefinitions(readEvents: { type: "Boolean!" }) {
        id
        blackoutDates {
          id
          date
        }
        events @include(if: $readEvents) {
          eventId
          eventTitle
          startDate
          zone
          status
        }
      }
    `,
    speaker,
  );
  /* eslint-enable relay/unused-fields */
  const [editing, setEditing] = useState(false);
  const [selection, setSelection] = useState<BlackoutSelection>(EMPTY_SELECTION);
  const [saving, setSaving] = useState(false);
  const [add] = useAddBlackoutDatesMutation();
  const [remove] = useDeleteBlackoutDateMutation();

  const saved = useMemo(() => new Map((s.blackoutDates ?? []).map((b) => [b.date, b.id])), [s.blackoutDates]);
  const existing = useMemo(() => new Set(saved.keys()), [saved]);
  const marks = useMemo(() => {
    const map = new Map<string, DayMark>();
    for (const day of existing) map.set(day, selection.removed.has(day) ? 'removed' : 'saved');
    for (const day of selection.added) map.set(day, 'added');
    if (selection.rangeStart) map.set(selection.rangeStart, 'start');
    return map;
  }, [existing, selection]);

  const stop = () => {
    setSelection(EMPTY_SELECTION);
    setEditing(false);
  };

  const save = async () => {
    setSaving(true);
    try {
      const added = [...selection.added].sort();
      if (added.length) {
        const ok = await commitAsync(add, { input: { speakerId: s.id, dates: added } }, undefined, (store) => {
          const created = answered(store, 'addBlackoutDates', 'blackoutDates', true);
          setSpeakerList(store, s.id, 'blackoutDates', (list) =>
            [...list, ...created].sort((a, b) => String(a.getValue('date')).localeCompare(String(b.getValue('date')))),
          );
        });
        if (!ok) return;
      }
      for (const day of selection.removed) {
        const id = saved.get(day);
        if (!id) continue;
        const ok = await commitAsync(remove, { input: { id } }, undefined, (store) =>
          setSpeakerList(store, s.id, 'blackoutDates', (list) => list.filter((r) => r.getDataID() !== id)),
        );
        if (!ok) return;
      }
      notify('success', 'Saved');
      stop();
    } finally {
      setSaving(false);
    }
  };

  const events = s.events;
  return (
    <ProfileCard title="Blackout Dates" editing={editing} onEdit={canEdit ? () => setEditing(true) : undefined}>
      <div className={styles.body}>
        {editing && (
          <Text className={styles.muted} role="status">
            {selection.rangeStart
              ? `Range from ${listDate(selection.rangeStart)}: choose its last day.`
              : 'Click two days to black out the range between them; click a blackout day to delete it.'}
          </Text>
        )}
        <div className={styles.calendarBox}>
          <Suspense
            fallback={
              <Skeleton aria-label="Loading the calendar">
                <SkeletonItem style={{ height: '300px' }} />
              </Skeleton>
            }
          >
            <BlackoutCalendar
              marks={marks}
              events={s.events ?? []}
              editable={editing && !saving}
              onDay={(day, eventDays) => setSelection((current) => clickDay(current, day, existing, eventDays))}
            />
          </Suspense>
        </div>
        <div className={styles.legend} aria-hidden>
          <span>
            <span className={`${styles.swatch} ${styles.saved}`} />
            Blackout date
          </span>
          {editing && (
            <>
              <span>
                <span className={`${styles.swatch} ${styles.added}`} />
                To add
              </span>
              <span>
                <span className={`${styles.swatch} ${styles.removed}`} />
                To delete
              </span>
            </>
          )}
        </div>
        {editing && (
          <div className={styles.actions}>
            <Button onClick={stop} disabled={saving}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={saving || !hasChanges(selection)} onClick={() => void save()}>
              Save
            </Button>
            <UnsavedSection dirty={hasChanges(selection)} onSave={() => void save()} />
          </div>
        )}
        {children}
        {events === undefined ? null : events === null ? (
          <Text className={styles.muted}>The speaker's events could not be loaded.</Text>
        ) : events.length === 0 ? (
          <Text className={styles.muted} role="status">
            No events
          </Text>
        ) : (
          <Suspense fallback={null}>
            <BlackoutEventsTable events={events} />
          </Suspense>
        )}
      </div>
    </ProfileCard>
  );
}
