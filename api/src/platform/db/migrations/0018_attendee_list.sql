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
create index event_attendances_start_idx on event_attendances (tenant_id, event_start, created_date, id);
--> statement-breakpoint
-- First Name sort (Last Name's is attendees_name_idx of 0015), walked in order and joined to the attendances.
create index attendees_first_name_idx on attendees (tenant_id, first_name, last_name, id);
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
