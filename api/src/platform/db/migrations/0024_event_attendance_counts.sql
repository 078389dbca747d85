-- An event's Registered and Attended figures are its attendances (issue 28 #1), kept by the database as the
-- attendance's copied columns are (0018), whoever writes them: the attendee form, an import, a public registration
-- page, a CRM sync, a bulk status change or delete. Registered counts every attendance on the event's list but the
-- cancelled and the ineligible (a walk-in is on the list too); Attended counts the attended and the walk-ins. Each
-- statement recounts the events it touched (exact however the rows changed; one index range per event).
create function event_attendance_counts(event_ids integer[]) returns void
  language sql set search_path = public as $$
  update events e set registered = c.registered, attended = c.attended
  from (
    select ids.event_id,
      count(ea.id) filter (where ea.status not in ('cancelled', 'ineligible'))::int as registered,
      count(ea.id) filter (where ea.status in ('attended', 'walkin'))::int as attended
    from unnest(event_ids) as ids(event_id) left join event_attendances ea on ea.event_id = ids.event_id
    group by ids.event_id
  ) c
  where e.id = c.event_id and (e.registered, e.attended) is distinct from (c.registered, c.attended);
$$;
--> statement-breakpoint
create function event_attendances_counted() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform event_attendance_counts(array(select distinct event_id from added));
  elsif tg_op = 'DELETE' then
    perform event_attendance_counts(array(select distinct event_id from removed));
  else
    perform event_attendance_counts(array(select event_id from added union select event_id from removed));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger event_attendances_counted_insert after insert on event_attendances
  referencing new table as added for each statement execute function event_attendances_counted();
--> statement-breakpoint
create trigger event_attendances_counted_update after update on event_attendances
  referencing old table as removed new table as added for each statement execute function event_attendances_counted();
--> statement-breakpoint
create trigger event_attendances_counted_delete after delete on event_attendances
  referencing old table as removed for each statement execute function event_attendances_counted();
--> statement-breakpoint
-- Every event's figures from its attendances (an event without any has none of either); only the events whose figures
-- differ are written (a rewrite of every row would leave the table to a vacuum before index-only scans come back).
update events e set registered = coalesce(c.registered, 0), attended = coalesce(c.attended, 0)
from events e2 left join (
  select event_id,
    count(*) filter (where status not in ('cancelled', 'ineligible'))::int as registered,
    count(*) filter (where status in ('attended', 'walkin'))::int as attended
  from event_attendances group by event_id
) c on c.event_id = e2.id
where e.id = e2.id and (e.registered, e.attended) is distinct from (coalesce(c.registered, 0), coalesce(c.attended, 0));
