import { makeStyles, tokens } from '@fluentui/react-components';
import { Calendar } from '@fluentui/react-calendar-compat';
import { useMemo } from 'react';
import { dateOfDay, isoDay } from './blackoutSelection.ts';
import { eventDay } from './eventDay.ts';

const useStyles = makeStyles({
  calendar: {
    '& [data-blackout] button': { fontWeight: tokens.fontWeightSemibold },
    '& [data-blackout="saved"] button': {
      backgroundColor: tokens.colorPaletteDarkOrangeBackground2,
      color: tokens.colorNeutralForeground1,
    },
    '& [data-blackout="added"] button': {
      backgroundColor: tokens.colorPaletteGreenBackground2,
      color: tokens.colorNeutralForeground1,
    },
    '& [data-blackout="removed"] button': {
      backgroundColor: tokens.colorNeutralBackground3,
      color: tokens.colorNeutralForeground1,
      textDecorationLine: 'line-through',
    },
    '& [data-blackout="start"] button': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
    // The calendar always has a selected day (today, then the last one clicked): here it means nothing, so it looks
    // like any other day; the marks above are what a day is.
    '& td.fui-CalendarDayGrid__daySingleSelected:not([data-blackout]) > button': {
      backgroundColor: 'transparent',
      borderTopColor: 'transparent',
      borderRightColor: 'transparent',
      borderBottomColor: 'transparent',
      borderLeftColor: 'transparent',
    },
  },
});

export type DayMark = 'saved' | 'added' | 'removed' | 'start';

/** What a day's button says besides its date, for screen readers. */
const MARK_TEXT: Record<DayMark, string> = {
  saved: 'blackout date',
  added: 'blackout date to add',
  removed: 'blackout date to delete',
  start: 'start of the range',
};

interface Props {
  /** Each marked day (ISO) with its mark. */
  marks: ReadonlyMap<string, DayMark>;
  /** The speaker's events: their days (on each event's zone's clock) are shown disabled, never chosen. */
  events: readonly { startDate?: string | null; zone?: string | null }[];
  /** Clicks count only in edit mode. */
  editable: boolean;
  /** A day clicked, with the event days (a range leaves them out). */
  onDay(day: string, eventDays: ReadonlySet<string>): void;
}

/** The month calendar of the Blackout Dates card (Fluent's calendar, loaded with the card's first paint). */
export function BlackoutCalendar({ marks, events, editable, onDay }: Props) {
  const styles = useStyles();
  const eventDays = useMemo(() => new Set(events.flatMap((e) => (e.startDate ? [eventDay(e.startDate, e.zone)] : []))), [events]);
  const restricted = useMemo(() => [...eventDays].map(dateOfDay), [eventDays]);
  return (
    <div className={styles.calendar}>
      <Calendar
        showGoToToday
        highlightSelectedMonth
        isDayPickerVisible
        isMonthPickerVisible={false}
        showSixWeeksByDefault
        restrictedDates={restricted}
        value={undefined}
        onSelectDate={(date) => {
          if (editable && date) onDay(isoDay(date), eventDays);
        }}
        calendarDayProps={{
          customDayCellRef: (element: HTMLElement | null, date: Date) => {
            if (!element) return;
            const mark = marks.get(isoDay(date));
            if (mark) element.dataset.blackout = mark;
            else delete element.dataset.blackout;
            const button = element.querySelector('button');
            if (button) {
              const base = button
                .getAttribute('aria-label')
                ?.replace(/, (blackout date|blackout date to add|blackout date to delete|start of the range)$/, '');
              if (base) button.setAttribute('aria-label', mark ? `${base}, ${MARK_TEXT[mark]}` : base);
            }
          },
        }}
      />
    </div>
  );
}
