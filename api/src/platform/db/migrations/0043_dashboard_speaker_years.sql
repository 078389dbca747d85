-- 0043: top speakers over whole years (issue 31, areas/dashboards/data.ts `topSpeakers`). Counting a year's pairs per
-- speaker read 400,000 index entries of 0041's index on the bench's large tenant (221 ms in SQL; five years 2,000,000).
-- The pairs per speaker and year of their event's local start are 44,485 rows for that year; a range's whole years are
-- read from here when no status, type, location type or topic narrows it, its part-years from the pairs. Kept by the
-- pairs' statement triggers as the monthly rollup (0041) is.
create table dashboard_speaker_years (
  tenant_id text not null,
  year integer not null,
  speaker_id integer not null,
  pairs integer not null,
  constraint dashboard_speaker_years_key primary key (tenant_id, year, speaker_id)
);
--> statement-breakpoint
alter table dashboard_speaker_years enable row level security;
--> statement-breakpoint
alter table dashboard_speaker_years force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_speaker_years using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on dashboard_speaker_years to hive_app;
--> statement-breakpoint
create type dashboard_speaker_year_delta as (tenant_id text, year integer, speaker_id integer, pairs integer);
--> statement-breakpoint
create function dashboard_speaker_years_add(deltas dashboard_speaker_year_delta[]) returns void
  language plpgsql set search_path = public as $$
begin
  if cardinality(deltas) = 0 then return; end if;
  insert into dashboard_speaker_years as r (tenant_id, year, speaker_id, pairs)
    select tenant_id, year, speaker_id, sum(pairs) from unnest(deltas) group by 1, 2, 3 having sum(pairs) <> 0
    order by 1, 2, 3
  on conflict on constraint dashboard_speaker_years_key do update set pairs = r.pairs + excluded.pairs;
  delete from dashboard_speaker_years r using unnest(deltas) d
    where r.pairs = 0 and r.tenant_id = d.tenant_id and r.year = d.year and r.speaker_id = d.speaker_id;
end
$$;
--> statement-breakpoint
-- 0041's statement triggers, now keeping both rollups.
create or replace function dashboard_speakers_count() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_speaker_months_add(array(select row(g.*)::dashboard_speaker_delta from (
      select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
        event_topic_id, count(*)::int
      from new_pairs group by 1, 2, 3, 4, 5, 6) g));
    perform dashboard_speaker_years_add(array(select row(g.*)::dashboard_speaker_year_delta from (
      select tenant_id, extract(year from event_local_start)::int, speaker_id, count(*)::int
      from new_pairs group by 1, 2, 3) g));
  elsif tg_op = 'DELETE' then
    perform dashboard_speaker_months_add(array(select row(g.*)::dashboard_speaker_delta from (
      select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
        event_topic_id, -count(*)::int
      from old_pairs group by 1, 2, 3, 4, 5, 6) g));
    perform dashboard_speaker_years_add(array(select row(g.*)::dashboard_speaker_year_delta from (
      select tenant_id, extract(year from event_local_start)::int, speaker_id, -count(*)::int
      from old_pairs group by 1, 2, 3) g));
  else
    perform dashboard_speaker_months_add(array(select row(g.*)::dashboard_speaker_delta from (
      select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
        event_topic_id, sum(n)::int
      from (select tenant_id, event_local_start, event_status, event_type, event_location_type, event_topic_id, 1 as n
          from new_pairs
        union all select tenant_id, event_local_start, event_status, event_type, event_location_type, event_topic_id, -1
          from old_pairs) d
      group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0) g));
    perform dashboard_speaker_years_add(array(select row(g.*)::dashboard_speaker_year_delta from (
      select tenant_id, extract(year from event_local_start)::int, speaker_id, sum(n)::int
      from (select tenant_id, event_local_start, speaker_id, 1 as n from new_pairs
        union all select tenant_id, event_local_start, speaker_id, -1 from old_pairs) d
      group by 1, 2, 3 having sum(n) <> 0) g));
  end if;
  return null;
end
$$;
--> statement-breakpoint
insert into dashboard_speaker_years (tenant_id, year, speaker_id, pairs)
  select tenant_id, extract(year from event_local_start)::int, speaker_id, count(*)
  from event_speakers group by 1, 2, 3;
--> statement-breakpoint
-- The rollups (0040, 0041 and this one) counted again from their rows, for a bulk load run with the triggers off (the
-- bench's seed); the triggers keep them otherwise. Under row-level security, the caller's tenant's; as the owner, every
-- tenant's.
create function dashboard_months_rebuild() returns void
  language sql set search_path = public as $$
  delete from dashboard_event_months;
  insert into dashboard_event_months (tenant_id, month, status, type, location_type, topic_id, events, registered, signed_in)
    select tenant_id, date_trunc('month', local_start)::date, status, type, location_type, topic_id,
      count(*), sum(registered), sum(signed_in)
    from events group by 1, 2, 3, 4, 5, 6;
  delete from dashboard_rep_months;
  insert into dashboard_rep_months (tenant_id, month, status, field_rep_id, events, signed_in)
    select tenant_id, date_trunc('month', local_start)::date, status, field_rep_id, count(*), sum(signed_in)
    from events group by 1, 2, 3, 4;
  delete from dashboard_expense_months;
  insert into dashboard_expense_months (tenant_id, month, paid_month, status, expense_type, amount_cents, lines)
    select l.tenant_id, date_trunc('month', e.local_start)::date, date_trunc('month', l.payment_date)::date, e.status,
      l.expense_type, sum(l.amount_cents), count(*)
    from expense_lines l join events e on e.id = l.event_id where l.status <> 'Void' group by 1, 2, 3, 4, 5;
  delete from dashboard_attendance_months;
  insert into dashboard_attendance_months (tenant_id, month, status, credentials, attendances)
    select tenant_id, date_trunc('month', event_local_start)::date, event_status, attendee_credentials, count(*)
    from event_attendances group by 1, 2, 3, 4;
  delete from dashboard_speaker_months;
  insert into dashboard_speaker_months (tenant_id, month, status, type, location_type, topic_id, pairs)
    select tenant_id, date_trunc('month', event_local_start)::date, event_status, event_type, event_location_type,
      event_topic_id, count(*)
    from event_speakers group by 1, 2, 3, 4, 5, 6;
  delete from dashboard_speaker_years;
  insert into dashboard_speaker_years (tenant_id, year, speaker_id, pairs)
    select tenant_id, extract(year from event_local_start)::int, speaker_id, count(*)
    from event_speakers group by 1, 2, 3;
$$;
