-- 0045: the dashboards' list sorts that still read every row of the range at scale (issue 31, areas/dashboards/lists.ts):
-- the Speakers list by Speaker (551 ms p95 through the BFF on the bench's large tenant) and by Honoraria (1,494 ms: a
-- sum of lines per pair), the Attendees list by Event Short Name (507 ms). Each row keeps its key, kept by triggers,
-- and an index in the key's order (then the list's tie-break) carries what the range and the filters read, so that a
-- page is a walk of that index in order, the range and the filters checked on its entries:
-- - a pair its speaker's names (as the attendances keep their attendee's, 0018) and its honoraria: the speaker's
--   Honoraria lines of the event that the tenant's Expense Filtering Rules leave in, void lines aside (the lists'
--   `countedLine` and `honorariaLine`), kept from each statement's lines as 0029 keeps the groups' totals;
-- - an attendance its event's short name;
-- - the Programs list's Speaker and Cost, kept on the event since 0044, get indexes of their own.
-- The keys but the events' speaker names are never null, so that one index answers both directions (lists.ts `dense`).
alter table event_speakers add column speaker_first_name text, add column speaker_last_name text,
  add column honoraria_cents bigint not null default 0;
--> statement-breakpoint
alter table event_attendances add column event_short_name text;
--> statement-breakpoint
-- The copies change nothing the tables' own triggers keep: off while they run.
alter table event_speakers disable trigger user;
--> statement-breakpoint
update event_speakers es set speaker_first_name = x.first_name, speaker_last_name = x.last_name, honoraria_cents = x.cents
  from (select p.event_id, p.speaker_id, s.first_name, s.last_name, coalesce(h.cents, 0) as cents
    from event_speakers p join speakers s on s.id = p.speaker_id
    left join (select l.event_id, l.speaker_id, sum(l.amount_cents) as cents from expense_lines l
        where l.status <> 'Void' and l.expense_type = 'Honoraria' and not exists (select 1 from expense_filtering_rules r
          where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))
        group by l.event_id, l.speaker_id) h on h.event_id = p.event_id and h.speaker_id = p.speaker_id) x
  where es.event_id = x.event_id and es.speaker_id = x.speaker_id;
--> statement-breakpoint
alter table event_speakers enable trigger user;
--> statement-breakpoint
alter table event_attendances disable trigger user;
--> statement-breakpoint
update event_attendances ea set event_short_name = e.short_name from events e where e.id = ea.event_id;
--> statement-breakpoint
alter table event_attendances enable trigger user;
--> statement-breakpoint
alter table event_speakers alter column speaker_first_name set not null, alter column speaker_last_name set not null;
--> statement-breakpoint
alter table event_attendances alter column event_short_name set not null;
--> statement-breakpoint
-- A pair's honoraria counted from its lines: a pair moved, the tenant's rules changed.
create function event_speaker_honoraria(event integer, speaker integer) returns bigint
  language sql stable set search_path = public as $$
  select coalesce(sum(l.amount_cents), 0)::bigint from expense_lines l
  where l.event_id = event and l.speaker_id = speaker and l.status <> 'Void' and l.expense_type = 'Honoraria'
    and not exists (select 1 from expense_filtering_rules r
      where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type));
$$;
--> statement-breakpoint
-- A new or moved pair: its speaker's names; a moved one its honoraria (a new one's are counted by the statement, below).
create function event_speakers_speaker() returns trigger
  language plpgsql set search_path = public as $$
begin
  select first_name, last_name into new.speaker_first_name, new.speaker_last_name from speakers where id = new.speaker_id;
  new.honoraria_cents := case when tg_op = 'INSERT' then 0 else event_speaker_honoraria(new.event_id, new.speaker_id) end;
  return new;
end
$$;
--> statement-breakpoint
create trigger event_speakers_speaker before insert or update of event_id, speaker_id on event_speakers
  for each row execute function event_speakers_speaker();
--> statement-breakpoint
-- New pairs whose speaker has lines of the event already: one join of the statement's pairs with the lines (a bulk
-- load's pairs in one pass, where a lookup per pair would scan lines without their indexes).
create function event_speakers_honoraria() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_speakers es set honoraria_cents = h.cents
  from (select n.event_id, n.speaker_id, sum(l.amount_cents) as cents
    from new_pairs n join expense_lines l on l.event_id = n.event_id and l.speaker_id = n.speaker_id
    where l.status <> 'Void' and l.expense_type = 'Honoraria' and not exists (select 1 from expense_filtering_rules r
      where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))
    group by n.event_id, n.speaker_id having sum(l.amount_cents) <> 0) h
  where es.event_id = h.event_id and es.speaker_id = h.speaker_id;
  return null;
end
$$;
--> statement-breakpoint
create trigger event_speakers_honoraria after insert on event_speakers
  referencing new table as new_pairs for each statement execute function event_speakers_honoraria();
--> statement-breakpoint
-- A renamed speaker: the events' names (0044) and the pairs'.
create or replace function speakers_event_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_speakers set speaker_first_name = new.first_name, speaker_last_name = new.last_name
    where speaker_id = new.id;
  perform event_speaker_names(array(select event_id from event_speakers where speaker_id = new.id));
  return null;
end
$$;
--> statement-breakpoint
-- The honoraria a statement's lines add (+1) and take away (-1; an update both), per pair, added to the pairs: sums of
-- differences, so that two transactions writing one pair's lines both count (0029).
create function expense_lines_honoraria() returns trigger
  language plpgsql set search_path = public as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as sign, * from added'
    when 'DELETE' then 'select -1 as sign, * from removed'
    else 'select 1 as sign, * from added union all select -1 as sign, * from removed' end;
begin
  execute format($q$
    update event_speakers es set honoraria_cents = es.honoraria_cents + d.cents
    from (select c.event_id, c.speaker_id, sum(c.sign * c.amount_cents) as cents from (%s) c
      where c.speaker_id is not null and c.status <> 'Void' and c.expense_type = 'Honoraria'
        and not exists (select 1 from expense_filtering_rules r
          where r.tenant_id = c.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, c.expense_type))
      group by c.event_id, c.speaker_id having sum(c.sign * c.amount_cents) <> 0 order by 1, 2) d
    where es.event_id = d.event_id and es.speaker_id = d.speaker_id
  $q$, changed);
  return null;
end
$$;
--> statement-breakpoint
create trigger expense_lines_honoraria_insert after insert on expense_lines referencing new table as added
  for each statement execute function expense_lines_honoraria();
--> statement-breakpoint
create trigger expense_lines_honoraria_update after update on expense_lines referencing old table as removed new table as added
  for each statement execute function expense_lines_honoraria();
--> statement-breakpoint
create trigger expense_lines_honoraria_delete after delete on expense_lines referencing old table as removed
  for each statement execute function expense_lines_honoraria();
--> statement-breakpoint
-- Every pair of a tenant counted again: a change of the tenant's rules, and a bulk load with the triggers off.
create function event_speakers_honoraria_rebuild(tenant text) returns void
  language sql set search_path = public as $$
  update event_speakers es set honoraria_cents = event_speaker_honoraria(es.event_id, es.speaker_id)
  where es.tenant_id = tenant and es.honoraria_cents <> event_speaker_honoraria(es.event_id, es.speaker_id);
$$;
--> statement-breakpoint
-- A rule added, changed or removed: the tenant's groups (0029) and pairs counted again.
create or replace function expense_rules_groups() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform expense_groups_rebuild(t.tenant_id), event_speakers_honoraria_rebuild(t.tenant_id)
      from (select distinct tenant_id from new_rules) t;
  elsif tg_op = 'DELETE' then
    perform expense_groups_rebuild(t.tenant_id), event_speakers_honoraria_rebuild(t.tenant_id)
      from (select distinct tenant_id from old_rules) t;
  else
    perform expense_groups_rebuild(t.tenant_id), event_speakers_honoraria_rebuild(t.tenant_id)
      from (select tenant_id from new_rules union select tenant_id from old_rules) t;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create or replace function event_attendances_event_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  select start_time, local_start, status, type, location_type, topic_id, short_name
    into new.event_start, new.event_local_start, new.event_status, new.event_type, new.event_location_type,
      new.event_topic_id, new.event_short_name
    from events where id = new.event_id;
  return new;
end
$$;
--> statement-breakpoint
create function events_attendances_short_name() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_attendances set event_short_name = new.short_name where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_attendances_short_name after update of short_name on events
  for each row when (old.short_name is distinct from new.short_name) execute function events_attendances_short_name();
--> statement-breakpoint
-- The sorts' indexes: the key, the list's tie-break, and what the range and the filters read (index-only).
create index event_speakers_speaker_name_idx on event_speakers
  (tenant_id, speaker_last_name, speaker_first_name, event_id, speaker_id)
  include (event_local_start, event_status, event_type, event_location_type, event_topic_id);
--> statement-breakpoint
create index event_speakers_honoraria_idx on event_speakers (tenant_id, honoraria_cents, event_id, speaker_id)
  include (event_local_start, event_status, event_type, event_location_type, event_topic_id);
--> statement-breakpoint
create index event_attendances_short_name_idx on event_attendances (tenant_id, event_short_name, id)
  include (event_local_start, event_status, event_type, event_location_type, event_topic_id);
--> statement-breakpoint
-- The Programs list's Speaker and Cost (0044's keys: a top-N sort of the range's index, 379 and 282 ms p95): an index in
-- each one's order. The names are null for an event without speakers, last either way: one index a direction.
create index events_speaker_names_asc on events (tenant_id, speaker_names, id)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_speaker_names_desc on events (tenant_id, speaker_names desc nulls last, id desc)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_cost on events (tenant_id, cost_cents, id)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
-- 0044's trigger of the events' updates, its two joins of the transition tables planned at each call. The statement
-- update of the pairs above, run first in a session with no rows, left PL/pgSQL a plan for a few rows that a later
-- 20,000-link insert (the speaker list's plan test) then ran for minutes.
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
    -- before it, below): the moved events' old and new month and status side by side, from one join of the transition
    -- tables. Planned at each call (execute): a plan kept from a first call of a few rows (PL/pgSQL keeps the plans of
    -- statements without parameters) joined a later call's 2,000 moved events to each other by a nested loop, 2.4 s.
    execute $q$select dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
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
      group by 1, 2, 3, 4, 5) g))$q$;
    execute $q$select dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
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
      group by 1, 2, 3, 4) g))$q$;
  end if;
  return null;
end
$$;
--> statement-breakpoint
-- 0040's trigger of the attendees' updates, its join of the transition tables planned at each call for the same reason
-- (a bulk update of attendees after a small one on the same connection).
create or replace function dashboard_attendee_credentials() returns trigger
  language plpgsql set search_path = public as $$
begin
  execute $q$select dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
    select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, x.credentials, sum(x.sign)::int
    from new_attendees n join old_attendees o on o.id = n.id
    cross join lateral (select 1 as sign, nullif(trim(n.credentials), '') as credentials
      union all select -1, nullif(trim(o.credentials), '')) x
    join event_attendances ea on ea.attendee_id = n.id join events e on e.id = ea.event_id
    where nullif(trim(n.credentials), '') is distinct from nullif(trim(o.credentials), '')
    group by 1, 2, 3, 4) g))$q$;
  return null;
end
$$;
