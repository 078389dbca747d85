import { Link, makeStyles, TableCell, TableRow, TableSelectionCell, Text } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { EventsTable_query$data } from '../../../../__generated__/EventsTable_query.graphql';
import type { EventTableRow_event$key } from '../../../../__generated__/EventTableRow_event.graphql';
import { useCanOpen } from '../../../../routing/useCanOpen.ts';
import { openableRow } from '../../../../shared/openableRow.ts';
import type { ChangedRowProps } from '../../../../shared/changedRow.ts';
import { formatEventTime, shortZone } from '../../../../shared/timezones.ts';
import { EVENT_TYPES, type EventTypeValue } from '../../constants.ts';
import { EventStatusBadge } from '../EventStatusBadge.tsx';
import { EventRowMenu, hasRowActions, type RowMenuActions } from './EventRowMenu.tsx';

/** An event of the list, as `EventsTable_query` reads it (its cells read `EventTableRow_event`). */
export type EventRowData = NonNullable<NonNullable<EventsTable_query$data['events']>['edges'][number]['node']>;

/** The Speaker Portal's optional columns, each shown when the viewer may read it (null: the management columns). */
export interface PortalColumns {
  fieldRep: boolean;
  speakers: boolean;
  venue: boolean;
  topic: boolean;
}

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  clickable: { cursor: 'pointer' },
  /** One line of a cell that holds several (a speaker, an end of the date), never broken. */
  line: { display: 'block', whiteSpace: 'nowrap' },
  /** A speaker's line: 24 px apart, the spacing stacked links need as touch targets (WCAG 2.5.8). */
  speakerLine: { display: 'block', whiteSpace: 'nowrap', lineHeight: '24px' },
});

function eventDate(start: string | null | undefined, end: string | null | undefined, zone: string | null | undefined) {
  if (!start || !zone) return '';
  return `${formatEventTime(start, zone)} - ${end ? formatEventTime(end, zone) : ''} ${shortZone(zone, start)}`;
}

/** The portal's Event date, start and end each whole on a line of its own (the end's date only when another day): the
 *  portal's nine columns then fit a 1280 px window beside the drawer, row menu included (issue 28 #14). */
function PortalEventDate({
  start,
  end,
  zone,
}: {
  start: string | null | undefined;
  end: string | null | undefined;
  zone: string | null | undefined;
}) {
  const styles = useStyles();
  if (!start || !zone) return null;
  const from = formatEventTime(start, zone);
  const to = end ? formatEventTime(end, zone) : '';
  const sameDay = to.slice(0, 10) === from.slice(0, 10);
  return (
    <>
      <span className={styles.line}>{from} -</span>
      <span className={styles.line}>{`${sameDay ? to.slice(11) : to} ${shortZone(zone, start)}`.trim()}</span>
    </>
  );
}

const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

/**
 * One event of the list: its checkbox (when `onToggle`), the portal's or management's cells, its row menu (when
 * `showActions`). `open` is the row's click and Enter (the event's form), `onTopic` a topic link's.
 */
export function EventTableRow({
  event: key,
  portal,
  selected,
  onToggle,
  open,
  onTopic,
  actions,
  showActions,
  changedRow,
}: {
  event: EventTableRow_event$key;
  portal: PortalColumns | null;
  selected: boolean;
  onToggle?: () => void;
  open?: () => void;
  onTopic?: () => void;
  actions: RowMenuActions;
  showActions: boolean;
  /** The row's props as the event just added or updated (useChangedRow), around its own class. */
  changedRow: (className?: string) => ChangedRowProps;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const event = useFragment(
    graphql`
      fragment EventTableRow_event on Event
      @argumentDefinitions(
        withFieldReps: { type: "Boolean!" }
        withTopics: { type: "Boolean!" }
        withVenues: { type: "Boolean!" }
        withSpeakers: { type: "Boolean!" }
        withSurveyTemplates: { type: "Boolean!" }
      ) {
        shortName
        title
        startTime
        endTime
        zone
        type
        registered
        attended
        surveyTemplates @include(if: $withSurveyTemplates) {
          name
        }
        fieldRep @include(if: $withFieldReps) {
          name
        }
        topic @include(if: $withTopics) {
          name
        }
        venue @include(if: $withVenues) {
          name
        }
        locationCity
        speakers @include(if: $withSpeakers) {
          speakerId
          speaker {
            firstName
            lastName
          }
        }
        ...EventStatusBadge_event
      }
    `,
    key,
  );
  const type = event.type ? EVENT_TYPES[event.type as EventTypeValue] : '';
  return (
    <TableRow {...openableRow(open)} {...changedRow(open ? styles.clickable : undefined)}>
      {onToggle && (
        <TableSelectionCell
          checked={selected}
          onClick={(e) => {
            stop(e);
            onToggle();
          }}
          checkboxIndicator={{ 'aria-label': `Select ${event.shortName}` }}
        />
      )}
      {portal ? (
        <>
          {portal.fieldRep && <TableCell>{event.fieldRep?.name}</TableCell>}
          {portal.speakers && (
            <TableCell onClick={stop}>
              {(event.speakers ?? []).map((s) => {
                const name = `${s.speaker?.firstName ?? ''} ${s.speaker?.lastName ?? ''}`.trim() || `Speaker ${s.speakerId}`;
                const profile = `/speaker/${s.speakerId}`;
                // One speaker a line, the name whole (issue 28 #14); a link only where the profile opens as named (a
                // speaker's co-speaker would open their own profile: plain text, issue 28 #12).
                return (
                  <span key={s.speakerId} className={styles.speakerLine}>
                    {canOpen(profile) ? <Link onClick={() => navigate(profile)}>{name}</Link> : name}
                  </span>
                );
              })}
            </TableCell>
          )}
          {portal.venue && <TableCell>{event.venue?.name}</TableCell>}
          <TableCell>{event.type === 'VIRTUAL' ? 'Virtual' : (event.locationCity ?? '')}</TableCell>
          <TableCell>
            <PortalEventDate start={event.startTime} end={event.endTime} zone={event.zone} />
          </TableCell>
          {portal.topic && <TableCell onClick={stop}>{event.topic && <Link onClick={onTopic}>{event.topic.name}</Link>}</TableCell>}
          <TableCell>{type}</TableCell>
          <TableCell className={styles.nowrap}>{event.shortName}</TableCell>
          <TableCell>
            <EventStatusBadge event={event} />
          </TableCell>
        </>
      ) : (
        <>
          <TableCell>
            <Text weight="semibold">{event.shortName}</Text>
            <br />
            <Text>{event.title}</Text>
          </TableCell>
          <TableCell className={styles.nowrap}>{eventDate(event.startTime, event.endTime, event.zone)}</TableCell>
          <TableCell>{type}</TableCell>
          <TableCell>
            <Text size={200}>
              Registered: {event.registered ?? 0} · Attended: {event.attended ?? 0}
              {event.surveyTemplates?.length ? ` · Surveys: ${event.surveyTemplates.map((t) => t.name).join(', ')}` : ''}
            </Text>
          </TableCell>
          <TableCell>
            <EventStatusBadge event={event} />
          </TableCell>
        </>
      )}
      {showActions && (
        <TableCell onClick={stop}>{hasRowActions(actions) && <EventRowMenu label={event.shortName ?? ''} actions={actions} />}</TableCell>
      )}
    </TableRow>
  );
}
