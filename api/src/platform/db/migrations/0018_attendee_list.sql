-- Attendee Management at 1,000,000 event attendances on one tenant (issue 13, tests/bench): every filter, search,
-- sort and page of `GET /attendees` reads an index. Indexes lead with tenant_id, the row-level security condition.
-- Event Month / Event Year ("the event starts in that month"): each attendance carries its event's start, kept by
-- triggers as event_speakers' is (0013): a new attendance reads its event's start, an event's new start is written
-- to its attendances.
alter table event_attendances add column event_start timestamptz;
--> statement-breakpoint
update event_attendances ea set event_start = e.start_time from events e where e.id = ea.event_id;
--> statement-breakpoint
alter table event_attendances alter column event_start set not null;
--> statement-breakpoint
create function event_attendances_event_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  select start_time into new.event_start from events where id = new.event_id;
  return new;
end
$$;
--> statement-breakpoint
create trigger event_attendances_event_start before insert or update of event_id on event_attendances
  for each row execute function event_attendances_event_start();
--> statement-breakpoint
create function events_attendances_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_attendances set event_start = new.start_time where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_attendances_start after update of start_time on events
  for each row when (old.start_time is distinct from new.start_time) execute function events_attendances_start();
--> statement-breakpoint
-- Last Name / First Name sorts: each attendance carries its attendee's names, kept by triggers the same way, so a page
-- however deep walks one index of the attendances (where walking the attendees by name probed each one's attendances:
-- 22,000 probes for page 5,000). A new attendance reads its attendee's names; a renamed attendee's are written on.
alter table event_attendances add column attendee_first_name text, add column attendee_last_name text;
--> statement-breakpoint
update event_attendances ea set attendee_first_name = a.first_name, attendee_last_name = a.last_name
  from attendees a where a.id = ea.attendee_id;
--> statement-breakpoint
alter table event_attendances alter column attendee_first_name set not null, alter column attendee_last_name set not null;
--> statement-breakpoint
create function event_attendances_attendee_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  select first_name, last_name into new.attendee_first_name, new.attendee_last_name from attendees where id = new.attendee_id;
  return new;
end
$$;
--> statement-breakpoint
create trigger event_attendances_attendee_names before insert or update of attendee_id on event_attendances
  for each row execute function event_attendances_attendee_names();
--> statement-breakpoint
create function attendees_attendance_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_attendances set attendee_first_name = new.first_name, attendee_last_name = new.last_name
    where attendee_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger attendees_attendance_names after update of first_name, last_name on attendees
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function attendees_attendance_names();
--> statement-breakpoint
-- Registered At (the default order, newest first) and every other sortable column of the attendance, ending with
-- id (the list's tie-breaker).
create index event_attendances_created_idx on event_attendances (tenant_id, created_date, id);
--> statement-breakpoint
create index event_attendances_event_created_idx on event_attendances (event_id, created_date, id) include (tenant_id);
--> statement-breakpoint
create index event_attendances_event_sort_idx on event_attendances (tenant_id, event_id, id);
--> statement-breakpoint
-- A status with Event Month / Event Year tests the event's start in the index (no row read for the rows it skips).
create index event_attendances_status_idx on event_attendances (tenant_id, status, created_date, id) include (event_start);
--> statement-breakpoint
-- Event Month / Year; with a status, its count reads the month's or year's range here (the status in the index) where
-- the status index would skip every later attendance of that status first.
create index event_attendances_start_idx on event_attendances (tenant_id, event_start, created_date, id) include (status);
--> statement-breakpoint
-- Last Name and First Name sorts, ending with the attendee's id and the attendance's (the list's order).
create index event_attendances_last_name_idx on event_attendances (tenant_id, attendee_last_name, attendee_first_name, attendee_id, id);
--> statement-breakpoint
create index event_attendances_first_name_idx on event_attendances (tenant_id, attendee_first_name, attendee_last_name, attendee_id, id);
--> statement-breakpoint
-- Search: as for speakers (0013), row-level security keeps PostgreSQL from using the trigram index for ILIKE, so
-- the attendee search runs here as the owner, restricted to the caller's tenant explicitly. `fields` names what the
-- caller may search (a hidden field is never searched); `max_rows` stops it early.
create index attendees_full_name_search_idx on attendees using gin ((first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
create function attendee_search_ids(pattern text, fields text[], max_rows integer default null) returns setof integer
  language plpgsql stable security definer set search_path = public as $$
declare
  matches text;
begin
  select string_agg(case c when 'full_name' then $f$(first_name || ' ' || last_name)$f$ else format('%I', c) end || ' ilike $1', ' or ')
    into matches from unnest(fields) as c where c in ('first_name', 'last_name', 'email', 'full_name');
  if matches is null then
    return;
  end if;
  return query execute format(
    'select id from attendees where tenant_id = current_setting(''app.tenant_id'', true) and (%s) limit $2', matches)
    using pattern, max_rows;
end
$$;
--> statement-breakpoint
grant execute on function attendee_search_ids(text, text[], integer) to hive_app;
