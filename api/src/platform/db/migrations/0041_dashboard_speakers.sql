-- 0041: the Speakers dashboard at scale (issue 31, areas/dashboards/cube.ts). Its charts and list are about event–speaker
-- pairs (400,000 a year on the bench's large tenant), which joined a year's events to their speakers on every call
-- (1.8 s for a year's charts, 4.1 s for five). Each pair now carries what the dashboards filter and order by of its
-- event, as it already carried the start (0013), kept by the same triggers:
-- - top speakers and the list read a range of pairs from one index (index-only: the range, its filters, the speaker);
-- - the pairs per month, status, type, location type and topic, rolled up as 0040 rolls up the events, answer the
--   status chart and the list's count from a few thousand rows a year.
alter table event_speakers add column event_local_start date, add column event_status text, add column event_type text,
  add column event_location_type text, add column event_topic_id integer;
--> statement-breakpoint
update event_speakers es set event_local_start = e.local_start, event_status = e.status, event_type = e.type,
  event_location_type = e.location_type, event_topic_id = e.topic_id
  from events e where e.id = es.event_id;
--> statement-breakpoint
alter table event_speakers alter column event_local_start set not null, alter column event_status set not null,
  alter column event_type set not null;
--> statement-breakpoint
create or replace function event_speakers_event_start() returns trigger
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
drop trigger events_speaker_links_start on events;
--> statement-breakpoint
drop function events_speaker_links_start();
--> statement-breakpoint
-- An event's start (and so its local start), zone, status, type, location type or topic written to its pairs.
create function events_speaker_links() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_speakers set event_start = new.start_time, event_local_start = new.local_start,
      event_status = new.status, event_type = new.type, event_location_type = new.location_type,
      event_topic_id = new.topic_id
    where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_speaker_links after update of start_time, zone, status, type, location_type, topic_id on events
  for each row when (old.local_start is distinct from new.local_start or old.start_time is distinct from new.start_time
    or old.status is distinct from new.status or old.type is distinct from new.type
    or old.location_type is distinct from new.location_type or old.topic_id is distinct from new.topic_id)
  execute function events_speaker_links();
--> statement-breakpoint
-- The pairs of a range in the dashboards' order (newest first, then the event and the speaker), with what the filters
-- and top speakers read: the Speakers list's pages and top speakers' counts are index-only scans of it.
create index event_speakers_dashboard_idx on event_speakers (tenant_id, event_local_start, event_start, event_id, speaker_id)
  include (event_status, event_type, event_location_type, event_topic_id);
--> statement-breakpoint
create table dashboard_speaker_months (
  tenant_id text not null,
  month date not null,
  status text not null,
  type text not null,
  location_type text,
  topic_id integer,
  pairs integer not null,
  constraint dashboard_speaker_months_key unique nulls not distinct (tenant_id, month, status, type, location_type, topic_id)
);
--> statement-breakpoint
alter table dashboard_speaker_months enable row level security;
--> statement-breakpoint
alter table dashboard_speaker_months force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_speaker_months using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on dashboard_speaker_months to hive_app;
--> statement-breakpoint
create type dashboard_speaker_delta as (tenant_id text, month date, status text, type text, location_type text,
  topic_id integer, pairs integer);
--> statement-breakpoint
-- As 0040's `_add`: nets the deltas per key, adds them in key order, removes a key left with no pair.
create function dashboard_speaker_months_add(deltas dashboard_speaker_delta[]) returns void
  language plpgsql set search_path = public as $$
begin
  if cardinality(deltas) = 0 then return; end if;
  insert into dashboard_speaker_months as r (tenant_id, month, status, type, location_type, topic_id, pairs)
    select tenant_id, month, status, type, location_type, topic_id, sum(pairs)
    from unnest(deltas) group by 1, 2, 3, 4, 5, 6 having sum(pairs) <> 0 order by 1, 2, 3, 4, 5, 6
  on conflict on constraint dashboard_speaker_months_key do update set pairs = r.pairs + excluded.pairs;
  delete from dashboard_speaker_months r using unnest(deltas) d
    where r.pairs = 0 and r.tenant_id = d.tenant_id and r.month = d.month and r.status = d.status and r.type = d.type
      and r.location_type is not distinct from d.location_type and r.topic_id is not distinct from d.topic_id;
end
$$;
--> statement-breakpoint
-- A statement's pairs, pre-grouped per key; an update (an event's columns written to its pairs, a pair moved to another
-- event) takes the old out and puts the new in. A deleted event's pairs go by cascade with their own columns.
create function dashboard_speakers_count() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_speaker_months_add(array(select row(g.*)::dashboard_speaker_delta from (
      select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
        event_topic_id, count(*)::int
      from new_pairs group by 1, 2, 3, 4, 5, 6) g));
  elsif tg_op = 'DELETE' then
    perform dashboard_speaker_months_add(array(select row(g.*)::dashboard_speaker_delta from (
      select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
        event_topic_id, -count(*)::int
      from old_pairs group by 1, 2, 3, 4, 5, 6) g));
  else
    perform dashboard_speaker_months_add(array(select row(g.*)::dashboard_speaker_delta from (
      select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
        event_topic_id, sum(n)::int
      from (select tenant_id, event_local_start, event_status, event_type, event_location_type, event_topic_id, 1 as n
          from new_pairs
        union all select tenant_id, event_local_start, event_status, event_type, event_location_type, event_topic_id, -1
          from old_pairs) d
      group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0) g));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger dashboard_speakers_insert after insert on event_speakers
  referencing new table as new_pairs for each statement execute function dashboard_speakers_count();
--> statement-breakpoint
create trigger dashboard_speakers_update after update on event_speakers
  referencing old table as old_pairs new table as new_pairs for each statement execute function dashboard_speakers_count();
--> statement-breakpoint
create trigger dashboard_speakers_delete after delete on event_speakers
  referencing old table as old_pairs for each statement execute function dashboard_speakers_count();
--> statement-breakpoint
insert into dashboard_speaker_months (tenant_id, month, status, type, location_type, topic_id, pairs)
  select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
    event_topic_id, count(*)
  from event_speakers group by 1, 2, 3, 4, 5, 6;
