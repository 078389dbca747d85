-- The Speaker Fee Calculator's checks at 200,000 on one tenant (issue 29, tests/bench scenario 10): every search, sort
-- and page of `GET /fees/checks` reads the checks alone. Each check carries its speaker's names and its event's short
-- name, kept by triggers as the attendances carry their attendee's (0018): a new check reads them, a renamed speaker or
-- event is written on. Counting the checks joined to their speakers and events took 2.4 s on the bench.
alter table fee_checks add column speaker_first_name text, add column speaker_last_name text, add column event_short_name text;
--> statement-breakpoint
update fee_checks c set speaker_first_name = s.first_name, speaker_last_name = s.last_name from speakers s where s.id = c.speaker_id;
--> statement-breakpoint
update fee_checks c set event_short_name = e.short_name from events e where e.id = c.event_id;
--> statement-breakpoint
alter table fee_checks alter column speaker_first_name set not null, alter column speaker_last_name set not null,
  alter column event_short_name set not null;
--> statement-breakpoint
create function fee_checks_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  select first_name, last_name into new.speaker_first_name, new.speaker_last_name from speakers where id = new.speaker_id;
  select short_name into new.event_short_name from events where id = new.event_id;
  return new;
end
$$;
--> statement-breakpoint
create trigger fee_checks_names before insert or update of speaker_id, event_id on fee_checks
  for each row execute function fee_checks_names();
--> statement-breakpoint
create function speakers_check_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update fee_checks set speaker_first_name = new.first_name, speaker_last_name = new.last_name where speaker_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger speakers_check_names after update of first_name, last_name on speakers
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function speakers_check_names();
--> statement-breakpoint
create function events_check_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update fee_checks set event_short_name = new.short_name where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_check_names after update of short_name on events
  for each row when (old.short_name is distinct from new.short_name) execute function events_check_names();
--> statement-breakpoint
-- The sortable columns of the list (created and amount have theirs in 0026), ending with id (the tie-breaker).
create index fee_checks_first_name on fee_checks (tenant_id, speaker_first_name, id) where deleted_at is null;
--> statement-breakpoint
create index fee_checks_last_name on fee_checks (tenant_id, speaker_last_name, id) where deleted_at is null;
--> statement-breakpoint
create index fee_checks_short_name on fee_checks (tenant_id, event_short_name, id) where deleted_at is null;
--> statement-breakpoint
-- The search (a substring of a name or the event ID).
create index fee_checks_search on fee_checks using gin (speaker_first_name gin_trgm_ops, speaker_last_name gin_trgm_ops,
  event_short_name gin_trgm_ops) where deleted_at is null;
--> statement-breakpoint
-- Row-level security keeps PostgreSQL from using the trigram index for ILIKE (as for events and speakers, 0013): the
-- search runs here as the owner, restricted to the caller's tenant explicitly. `fields` names what the caller may
-- search (a name hidden from the role is never searched).
create function check_search_ids(pattern text, fields text[]) returns setof integer
  language plpgsql stable security definer set search_path = public as $$
declare
  matches text;
begin
  select string_agg(format('%I', c) || ' ilike $1', ' or ') into matches from unnest(fields) as c
    where c in ('speaker_first_name', 'speaker_last_name', 'event_short_name');
  if matches is null then
    return;
  end if;
  return query execute format(
    'select id from fee_checks where tenant_id = current_setting(''app.tenant_id'', true) and deleted_at is null and (%s)',
    matches) using pattern;
end
$$;
--> statement-breakpoint
grant execute on function check_search_ids(text, text[]) to hive_app;
