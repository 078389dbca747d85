-- 0039: the dashboards' data (issue 31, areas/dashboards/data.ts and lists.ts) for a tenant of 1,000,000 events: what the
-- charts count kept per event, and indexes that answer the charts and the lists from their index alone.
--
-- The event's local start date (its `start_time` in its own `zone`), kept by the database: the dashboards' ranges and
-- months are local dates, and converting each of a year's 200,000 starts took most of a chart's time (≈ 4 µs each).
alter table events add column local_start date;
--> statement-breakpoint
-- A zone PostgreSQL does not know (the column is text; the api writes only the contract's zones) places the start in
-- UTC rather than refusing the write.
create function event_local_date(start_time timestamptz, zone text) returns date
  language plpgsql stable set search_path = public as $$
begin
  return (start_time at time zone zone)::date;
exception when invalid_parameter_value then
  return (start_time at time zone 'UTC')::date;
end
$$;
--> statement-breakpoint
create function events_local_start() returns trigger
  language plpgsql set search_path = public as $$
begin
  new.local_start := event_local_date(new.start_time, new.zone);
  return new;
end
$$;
--> statement-breakpoint
create trigger events_local_start before insert or update of start_time, zone on events
  for each row execute function events_local_start();
--> statement-breakpoint
update events set local_start = event_local_date(start_time, zone);
--> statement-breakpoint
alter table events alter column local_start set not null;
--> statement-breakpoint
-- Signed in (spec 002 §3): the sign-in sheet's attended and walk-in, or Veeva's `Signed_vod`. Counted per event with its
-- Registered and Attended (0024), by the same statement triggers, so that no chart joins a year's attendances.
alter table events add column signed_in integer not null default 0;
--> statement-breakpoint
create or replace function event_attendance_counts(event_ids integer[]) returns void
  language sql set search_path = public as $$
  update events e set registered = c.registered, attended = c.attended, signed_in = c.signed_in
  from (
    select ids.event_id,
      count(ea.id) filter (where ea.status not in ('cancelled', 'ineligible'))::int as registered,
      count(ea.id) filter (where ea.status in ('attended', 'walkin'))::int as attended,
      count(ea.id) filter (where ea.status in ('attended', 'walkin') or ea.veeva_status = 'Signed_vod')::int as signed_in
    from unnest(event_ids) as ids(event_id) left join event_attendances ea on ea.event_id = ids.event_id
    group by ids.event_id
  ) c
  where e.id = c.event_id and (e.registered, e.attended, e.signed_in) is distinct from (c.registered, c.attended, c.signed_in);
$$;
--> statement-breakpoint
update events e set signed_in = c.n from (
  select event_id, count(*)::int as n from event_attendances
  where status in ('attended', 'walkin') or veeva_status = 'Signed_vod' group by event_id) c
where e.id = c.event_id;
--> statement-breakpoint
-- The dashboards' events: the local date range, the filters, the row scope's owner and what the charts sum, and the lists'
-- default order (start, then id) however deep the page.
create index dashboard_events_local on events (tenant_id, local_start, id)
  include (start_time, status, type, location_type, topic_id, field_rep_id, registered, signed_in);
--> statement-breakpoint
-- An event's attendances with what the charts count (signed in: the status or Veeva's Signed_vod).
create index dashboard_attendances_event on event_attendances (event_id, id) include (tenant_id, status, veeva_status, attendee_id);
--> statement-breakpoint
-- An event's lines with what cost and honoraria sum (the rules test the expense type).
create index dashboard_lines_event on expense_lines (event_id) include (tenant_id, speaker_id, expense_type, amount_cents, status);
--> statement-breakpoint
-- The expense dashboard: lines by payment date (charts and the list's default order, payment date then id).
create index dashboard_lines_paid on expense_lines (tenant_id, payment_date, id)
  include (event_id, speaker_id, expense_type, amount_cents, status) where payment_date is not null;
