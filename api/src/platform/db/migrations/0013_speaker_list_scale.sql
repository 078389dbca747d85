-- The speaker list at 50,000 speakers (issue 11, tests/bench scenario 7).
-- Year filter ("an event of theirs starts that year"): each link carries its event's start, so the filter is
-- one probe of (speaker_id, event_start) per speaker, not a join with every event of theirs. The index
-- replaces (speaker_id) (whose queries it serves too; the deletes of a speaker's links have no tenant) and
-- includes tenant_id: row-level security's condition is then read from the index.
-- Triggers keep it: a new link reads its event's start, an event's new start is written to its links.
alter table event_speakers add column event_start timestamptz;
--> statement-breakpoint
update event_speakers es set event_start = e.start_time from events e where e.id = es.event_id;
--> statement-breakpoint
alter table event_speakers alter column event_start set not null;
--> statement-breakpoint
create function event_speakers_event_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  select start_time into new.event_start from events where id = new.event_id;
  return new;
end
$$;
--> statement-breakpoint
create trigger event_speakers_event_start before insert or update of event_id on event_speakers
  for each row execute function event_speakers_event_start();
--> statement-breakpoint
create function events_speaker_links_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_speakers set event_start = new.start_time where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_speaker_links_start after update of start_time on events
  for each row when (old.start_time is distinct from new.start_time) execute function events_speaker_links_start();
--> statement-breakpoint
drop index event_speakers_speaker_idx;
--> statement-breakpoint
create index event_speakers_speaker_start_idx on event_speakers (speaker_id, event_start) include (tenant_id);
--> statement-breakpoint
-- Search: first name, last name, e-mail and "first last" through one trigram index. As for events
-- (0001, 0005, 0008), row-level security keeps PostgreSQL from using it for ILIKE, so the search runs
-- here as the owner, restricted to the caller's tenant explicitly. `fields` names what the caller may
-- search (a hidden field is never searched); `max_rows` stops it early (null: every match).
create index speakers_search_idx on speakers using gin (first_name gin_trgm_ops, last_name gin_trgm_ops,
  email gin_trgm_ops, (first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
create function speaker_search_ids(pattern text, fields text[], max_rows integer default null) returns setof integer
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
    'select id from speakers where tenant_id = current_setting(''app.tenant_id'', true) and (%s) limit $2', matches)
    using pattern, max_rows;
end
$$;
--> statement-breakpoint
grant execute on function speaker_search_ids(text, text[], integer) to hive_app;
