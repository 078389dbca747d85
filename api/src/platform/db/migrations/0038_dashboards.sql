-- 0038: the dashboards (issue 31, spec 002 §2.18, §2.19). The chart configs of each tenant's five dashboards, the
-- fields the dashboard rows show that no screen kept so far (spec 002 §3 "Dashboard rows"), and the status counting of
-- spec 002 §4 as SQL: one definition the charts, the lists and the exports share (areas/dashboards/contract.ts).
create table dashboard_charts (
  id serial primary key,
  tenant_id text not null references tenants(id),
  chart_id text not null,
  title text not null,
  type text not null check (type in ('program', 'attendee', 'speaker', 'expense', 'region')),
  mobile_cols integer not null check (mobile_cols between 1 and 12),
  sm_cols integer not null check (sm_cols between 1 and 12),
  md_cols integer not null check (md_cols between 1 and 12),
  lg_cols integer not null check (lg_cols between 1 and 12),
  "order" integer not null check ("order" >= 1)
);
--> statement-breakpoint
alter table dashboard_charts enable row level security;
--> statement-breakpoint
alter table dashboard_charts force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_charts using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on dashboard_charts to hive_app;
--> statement-breakpoint
grant usage, select on sequence dashboard_charts_id_seq to hive_app;
--> statement-breakpoint
create index dashboard_charts_type on dashboard_charts (tenant_id, type, "order");
--> statement-breakpoint
-- A topic's therapeutic area (the Programs and Speakers lists' column).
alter table topics add column therapeutic_area text;
--> statement-breakpoint
-- Where a field rep works: the region (of the speakers' regions) and territory of the events they own (the Regions
-- dashboard).
alter table field_reps add column region_id integer references regions(id) on delete set null;
--> statement-breakpoint
alter table field_reps add column territory text;
--> statement-breakpoint
-- An attendee's credentials (MD, DO, NP, PA, RN, PharmD...): the Attendees dashboard.
alter table attendees add column credentials text;
--> statement-breakpoint
-- The attendance's status in Veeva CRM (`Signed_vod` counts as signed in, as the sign-in sheet's attended and walk-in).
alter table event_attendances add column veeva_status text;
--> statement-breakpoint
-- Spec 002 §4: Completed = complete or completed; In planning = contains 'plan', or scheduled, or pending; Cancelled =
-- contains 'cancel'; else other. Case and separators aside ('Planning Complete', 'planning-complete').
create function dashboard_status(status text) returns text language sql immutable parallel safe as $$
  select case
    when lower(status) like '%cancel%' then 'cancelled'
    when lower(status) in ('complete', 'completed') then 'completed'
    when lower(status) like '%plan%' or lower(status) in ('scheduled', 'pending') then 'planning'
    else 'other' end
$$;
--> statement-breakpoint
-- The region view (spec 002 §4): cancelled; confirmed (confirmed, complete, completed); planning (contains 'plan',
-- scheduled, pending); else other.
create function dashboard_region_status(status text) returns text language sql immutable parallel safe as $$
  select case
    when lower(status) like '%cancel%' then 'cancelled'
    when lower(status) in ('confirmed', 'complete', 'completed') then 'confirmed'
    when lower(status) like '%plan%' or lower(status) in ('scheduled', 'pending') then 'planning'
    else 'other' end
$$;
--> statement-breakpoint
grant execute on function dashboard_status(text) to hive_app;
--> statement-breakpoint
grant execute on function dashboard_region_status(text) to hive_app;
