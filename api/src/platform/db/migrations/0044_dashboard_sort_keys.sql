-- 0044: the Programs list's sorts by Speaker and by Cost at scale (issue 31, areas/dashboards/lists.ts). Each computed its
-- key for every event of the range (200,000 a year on the bench's large tenant: 2,958 and 1,128 ms through the BFF). The
-- event keeps both as the list shows them, kept by triggers, and the dashboards' range index (0039) carries them, so that
-- a sort is an index-only scan of the range and a top-N sort:
-- - `speaker_names`: its speakers' "First Last", joined with ', ' in last-name order (null: none), written when its
--   speakers change or one of them is renamed;
-- - `cost_cents`: its expense groups' totals (0029: the lines not void and not left out by the tenant's rules, counted
--   again when the rules change), written when its groups change.
alter table events add column speaker_names text, add column cost_cents bigint not null default 0;
--> statement-breakpoint
-- The copy changes nothing the events' own triggers keep: off while it runs.
alter table events disable trigger user;
--> statement-breakpoint
-- One rewrite of the events with speakers or costs (two took 442 s on the bench's 1,000,000 events, under load).
update events e set speaker_names = k.names, cost_cents = k.total
  from (select coalesce(n.event_id, g.event_id) as event_id, n.names, coalesce(g.total, 0) as total
    from (select es.event_id,
        string_agg(s.first_name || ' ' || s.last_name, ', ' order by s.last_name, s.first_name, s.id) as names
      from event_speakers es join speakers s on s.id = es.speaker_id group by es.event_id) n
    full join (select event_id, sum(total_cents) as total from expense_groups group by event_id having sum(total_cents) <> 0) g
      on g.event_id = n.event_id) k
  where e.id = k.event_id;
--> statement-breakpoint
alter table events enable trigger user;
--> statement-breakpoint
-- The events of `event_ids` through `unnest` (as 0024's counts): `id = any(event_ids)` with a parameter is tested element
-- by element, which took minutes for a statement of 20,000 links.
create function event_speaker_names(event_ids integer[]) returns void
  language sql set search_path = public as $$
  update events e set speaker_names = n.names
  from (select ids.event_id, (select string_agg(s.first_name || ' ' || s.last_name, ', ' order by s.last_name, s.first_name, s.id)
      from event_speakers es join speakers s on s.id = es.speaker_id where es.event_id = ids.event_id) as names
    from unnest(event_ids) as ids(event_id)) n
  where e.id = n.event_id and e.speaker_names is distinct from n.names;
$$;
--> statement-breakpoint
create function event_speakers_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform event_speaker_names(array(select distinct event_id from new_pairs));
  elsif tg_op = 'DELETE' then
    perform event_speaker_names(array(select distinct event_id from old_pairs));
  else
    -- The events of links moved (an event's columns written to its links, 0041, move none).
    perform event_speaker_names(array(select distinct event_id from (
      (select event_id, speaker_id from new_pairs except select event_id, speaker_id from old_pairs)
      union (select event_id, speaker_id from old_pairs except select event_id, speaker_id from new_pairs)) moved));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger event_speakers_names_insert after insert on event_speakers
  referencing new table as new_pairs for each statement execute function event_speakers_names();
--> statement-breakpoint
create trigger event_speakers_names_update after update on event_speakers
  referencing old table as old_pairs new table as new_pairs for each statement execute function event_speakers_names();
--> statement-breakpoint
create trigger event_speakers_names_delete after delete on event_speakers
  referencing old table as old_pairs for each statement execute function event_speakers_names();
--> statement-breakpoint
create function speakers_event_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  perform event_speaker_names(array(select event_id from event_speakers where speaker_id = new.id));
  return null;
end
$$;
--> statement-breakpoint
create trigger speakers_event_names after update of first_name, last_name on speakers
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function speakers_event_names();
--> statement-breakpoint
create function event_costs(event_ids integer[]) returns void
  language sql set search_path = public as $$
  update events e set cost_cents = c.total
  from (select x.id, coalesce((select sum(g.total_cents) from expense_groups g
      where g.tenant_id = x.tenant_id and g.event_id = x.id), 0)::bigint as total
    from unnest(event_ids) as ids(event_id) join events x on x.id = ids.event_id) c
  where e.id = c.id and e.cost_cents <> c.total;
$$;
--> statement-breakpoint
create function expense_groups_costs() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform event_costs(array(select distinct event_id from new_groups));
  elsif tg_op = 'DELETE' then
    perform event_costs(array(select distinct event_id from old_groups));
  else
    perform event_costs(array(select event_id from new_groups union select event_id from old_groups));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger expense_groups_costs_insert after insert on expense_groups
  referencing new table as new_groups for each statement execute function expense_groups_costs();
--> statement-breakpoint
create trigger expense_groups_costs_update after update on expense_groups
  referencing old table as old_groups new table as new_groups for each statement execute function expense_groups_costs();
--> statement-breakpoint
create trigger expense_groups_costs_delete after delete on expense_groups
  referencing old table as old_groups for each statement execute function expense_groups_costs();
--> statement-breakpoint
-- The triggers above write the events a statement's links or groups touch in one statement (20,000 for a bulk load):
-- 0040's trigger of the events' updates, now without a lookup per moved event.
create or replace function dashboard_events_count() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_event_months_add(array(select row(g.*)::dashboard_event_delta from (
      select tenant_id, date_trunc('month', local_start)::date, status, type, location_type, topic_id, count(*)::int,
        sum(registered)::int, sum(signed_in)::int
      from new_events group by 1, 2, 3, 4, 5, 6) g));
    perform dashboard_rep_months_add(array(select row(g.*)::dashboard_rep_delta from (
      select tenant_id, date_trunc('month', local_start)::date, status, field_rep_id, count(*)::int, sum(signed_in)::int
      from new_events group by 1, 2, 3, 4) g));
  elsif tg_op = 'DELETE' then
    perform dashboard_event_months_add(array(select row(g.*)::dashboard_event_delta from (
      select tenant_id, date_trunc('month', local_start)::date, status, type, location_type, topic_id, -count(*)::int,
        -sum(registered)::int, -sum(signed_in)::int
      from old_events group by 1, 2, 3, 4, 5, 6) g));
    perform dashboard_rep_months_add(array(select row(g.*)::dashboard_rep_delta from (
      select tenant_id, date_trunc('month', local_start)::date, status, field_rep_id, -count(*)::int, -sum(signed_in)::int
      from old_events group by 1, 2, 3, 4) g));
  else
    perform dashboard_event_months_add(array(select row(g.*)::dashboard_event_delta from (
      select tenant_id, date_trunc('month', local_start)::date, status, type, location_type, topic_id, sum(n)::int,
        sum(registered)::int, sum(signed_in)::int
      from (select tenant_id, local_start, status, type, location_type, topic_id, 1 as n, registered, signed_in from new_events
        union all select tenant_id, local_start, status, type, location_type, topic_id, -1, -registered, -signed_in
        from old_events) d
      group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 or sum(registered) <> 0 or sum(signed_in) <> 0) g));
    perform dashboard_rep_months_add(array(select row(g.*)::dashboard_rep_delta from (
      select tenant_id, date_trunc('month', local_start)::date, status, field_rep_id, sum(n)::int, sum(signed_in)::int
      from (select tenant_id, local_start, status, field_rep_id, 1 as n, signed_in from new_events
        union all select tenant_id, local_start, status, field_rep_id, -1, -signed_in from old_events) d
      group by 1, 2, 3, 4 having sum(n) <> 0 or sum(signed_in) <> 0) g));
    -- An event moved to another month or status moves its lines' amounts and its attendances (a deleted event's go
    -- before it, below).
    -- The moved events' old and new month and status side by side, from one join of the transition tables (0040 looked
    -- each moved event up in both, a scan of each per event: 52 s for a statement of 20,000 events).
    perform dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
      select l.tenant_id, date_trunc('month', s.local_start)::date, date_trunc('month', l.payment_date)::date, s.status,
        l.expense_type, sum(s.sign * l.amount_cents)::bigint, sum(s.sign)::int
      from (select m.id, x.sign, x.local_start, x.status
        from (select n.id, n.local_start as new_start, n.status as new_status, o.local_start as old_start,
            o.status as old_status
          from new_events n join old_events o on o.id = n.id
          where date_trunc('month', n.local_start) <> date_trunc('month', o.local_start) or n.status <> o.status) m
        cross join lateral (values (1, m.new_start, m.new_status), (-1, m.old_start, m.old_status))
          as x(sign, local_start, status)) s
      join expense_lines l on l.event_id = s.id and l.status <> 'Void'
      group by 1, 2, 3, 4, 5) g));
    perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
      select ea.tenant_id, date_trunc('month', s.local_start)::date, s.status, nullif(trim(a.credentials), ''),
        sum(s.sign)::int
      from (select m.id, x.sign, x.local_start, x.status
        from (select n.id, n.local_start as new_start, n.status as new_status, o.local_start as old_start,
            o.status as old_status
          from new_events n join old_events o on o.id = n.id
          where date_trunc('month', n.local_start) <> date_trunc('month', o.local_start) or n.status <> o.status) m
        cross join lateral (values (1, m.new_start, m.new_status), (-1, m.old_start, m.old_status))
          as x(sign, local_start, status)) s
      join event_attendances ea on ea.event_id = s.id join attendees a on a.id = ea.attendee_id
      group by 1, 2, 3, 4) g));
  end if;
  return null;
end
$$;
--> statement-breakpoint
drop index dashboard_events_local;
--> statement-breakpoint
create index dashboard_events_local on events (tenant_id, local_start, id)
  include (start_time, status, type, location_type, topic_id, field_rep_id, registered, signed_in, speaker_names, cost_cents);
