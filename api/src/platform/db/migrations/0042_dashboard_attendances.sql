-- 0042: the Attendees dashboard at scale (issue 31, areas/dashboards/lists.ts and cube.ts). Its rows are attendances in
-- their events' order (local start, start, then the attendance), filtered by the event's status, type, location type
-- and topic: a deep page walked the range's events joining each one's attendances (667 ms for page 5,000 over five
-- years on the bench's large tenant), and the Credentials sort read every attendee of the range. Each attendance now
-- carries what the dashboards filter and order by of its event (it carried the start since 0018) and its attendee's
-- credentials (as it carries their names), kept by the same triggers, and one index serves the list's pages.
alter table event_attendances add column event_local_start date, add column event_status text, add column event_type text,
  add column event_location_type text, add column event_topic_id integer, add column attendee_credentials text;
--> statement-breakpoint
-- The copy changes nothing the attendances' statement triggers count (0024's figures, 0040's rollup): off while it runs.
alter table event_attendances disable trigger event_attendances_counted_update,
  disable trigger dashboard_attendances_update;
--> statement-breakpoint
update event_attendances ea set event_local_start = e.local_start, event_status = e.status, event_type = e.type,
  event_location_type = e.location_type, event_topic_id = e.topic_id,
  attendee_credentials = nullif(trim(a.credentials), '')
  from events e, attendees a where e.id = ea.event_id and a.id = ea.attendee_id;
--> statement-breakpoint
alter table event_attendances enable trigger event_attendances_counted_update,
  enable trigger dashboard_attendances_update;
--> statement-breakpoint
alter table event_attendances alter column event_local_start set not null, alter column event_status set not null,
  alter column event_type set not null;
--> statement-breakpoint
create or replace function event_attendances_event_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  select start_time, local_start, status, type, location_type, topic_id
    into new.event_start, new.event_local_start, new.event_status, new.event_type, new.event_location_type,
      new.event_topic_id
    from events where id = new.event_id;
  return new;
end
$$;
--> statement-breakpoint
drop trigger events_attendances_start on events;
--> statement-breakpoint
drop function events_attendances_start();
--> statement-breakpoint
-- An event's start (and so its local start), zone, status, type, location type or topic written to its attendances.
create function events_attendances_copy() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_attendances set event_start = new.start_time, event_local_start = new.local_start,
      event_status = new.status, event_type = new.type, event_location_type = new.location_type,
      event_topic_id = new.topic_id
    where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_attendances_copy after update of start_time, zone, status, type, location_type, topic_id on events
  for each row when (old.local_start is distinct from new.local_start or old.start_time is distinct from new.start_time
    or old.status is distinct from new.status or old.type is distinct from new.type
    or old.location_type is distinct from new.location_type or old.topic_id is distinct from new.topic_id)
  execute function events_attendances_copy();
--> statement-breakpoint
-- The attendee's names and credentials (trimmed; empty is none, as the dashboards count it).
create or replace function event_attendances_attendee_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  select first_name, last_name, nullif(trim(credentials), '')
    into new.attendee_first_name, new.attendee_last_name, new.attendee_credentials
    from attendees where id = new.attendee_id;
  return new;
end
$$;
--> statement-breakpoint
drop trigger attendees_attendance_names on attendees;
--> statement-breakpoint
create or replace function attendees_attendance_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_attendances set attendee_first_name = new.first_name, attendee_last_name = new.last_name,
      attendee_credentials = nullif(trim(new.credentials), '')
    where attendee_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger attendees_attendance_names after update of first_name, last_name, credentials on attendees
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
    or nullif(trim(old.credentials), '') is distinct from nullif(trim(new.credentials), ''))
  execute function attendees_attendance_names();
--> statement-breakpoint
-- The attendances of a range in the dashboards' order (newest first, then the attendance), with what the filters and
-- the Credentials sort read: the Attendees list's pages are index-only walks of it.
create index event_attendances_dashboard_idx on event_attendances (tenant_id, event_local_start, event_start, id)
  include (event_status, event_type, event_location_type, event_topic_id, attendee_credentials);
--> statement-breakpoint
-- A field rep's or a speaker's attendee charts go from their own events to those events' attendances: 0039's index of
-- an event's attendances carries what the charts read of them, so that each event's are an index-only probe (without,
-- PostgreSQL hashed all of the tenant's attendances against a rep's 3,441 events: 216 ms for 48 on the bench).
drop index dashboard_attendances_event;
--> statement-breakpoint
create index dashboard_attendances_event on event_attendances (event_id, id)
  include (tenant_id, status, veeva_status, attendee_id, event_local_start, event_status, attendee_credentials);
