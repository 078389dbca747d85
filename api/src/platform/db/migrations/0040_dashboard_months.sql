-- 0040: the dashboards' monthly rollups (issue 31, areas/dashboards/cube.ts). A whole-tenant dashboard of a year grouped
-- 200,000 events (and as many expense lines) per chart. Kept per local month by statement triggers (one aggregate per
-- statement whatever its size: the bulk loads, the attendance counts' updates of 0024/0039), exact in the transaction
-- that writes the rows they count. On the bench's large tenant (1,000,000 events, 1,200,000 lines over five years):
-- - the events per month, status, type, location type and topic (every filter of the dashboards): 69,076 rows;
-- - the events per month, status and field rep (the region charts, unless type, location type or topic narrow them):
--   115,850 rows;
-- - the counted expense lines (not Void) per event month, payment month, event status and expense type (the money
--   charts, unless type, location type or topic narrow them; the tenant's rules are applied when read): 8,831 rows;
-- - the attendances per event month, event status and attendee credentials (the credentials chart and the attendee
--   list's count, unless type, location type or topic narrow them).
create table dashboard_event_months (
  tenant_id text not null,
  month date not null,
  status text not null,
  type text not null,
  location_type text,
  topic_id integer,
  events integer not null,
  registered integer not null,
  signed_in integer not null,
  constraint dashboard_event_months_key unique nulls not distinct (tenant_id, month, status, type, location_type, topic_id)
);
--> statement-breakpoint
create table dashboard_rep_months (
  tenant_id text not null,
  month date not null,
  status text not null,
  field_rep_id integer,
  events integer not null,
  signed_in integer not null,
  constraint dashboard_rep_months_key unique nulls not distinct (tenant_id, month, status, field_rep_id)
);
--> statement-breakpoint
create table dashboard_expense_months (
  tenant_id text not null,
  month date not null,
  paid_month date,
  status text not null,
  expense_type text not null,
  amount_cents bigint not null,
  lines integer not null,
  constraint dashboard_expense_months_key unique nulls not distinct (tenant_id, month, paid_month, status, expense_type)
);
--> statement-breakpoint
create table dashboard_attendance_months (
  tenant_id text not null,
  month date not null,
  status text not null,
  credentials text,
  attendances integer not null,
  constraint dashboard_attendance_months_key unique nulls not distinct (tenant_id, month, status, credentials)
);
--> statement-breakpoint
alter table dashboard_attendance_months enable row level security;
--> statement-breakpoint
alter table dashboard_attendance_months force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_attendance_months using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table dashboard_event_months enable row level security;
--> statement-breakpoint
alter table dashboard_event_months force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_event_months using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table dashboard_rep_months enable row level security;
--> statement-breakpoint
alter table dashboard_rep_months force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_rep_months using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table dashboard_expense_months enable row level security;
--> statement-breakpoint
alter table dashboard_expense_months force row level security;
--> statement-breakpoint
create policy tenant_isolation on dashboard_expense_months using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- The triggers below run as the writer of the events and lines (hive_app), under its tenant.
grant select, insert, update, delete on dashboard_event_months, dashboard_rep_months, dashboard_expense_months,
  dashboard_attendance_months to hive_app;
--> statement-breakpoint
-- A statement's changes to a rollup: per key, its measures (+ for rows counted in, - out; an update both).
create type dashboard_event_delta as (tenant_id text, month date, status text, type text, location_type text,
  topic_id integer, events integer, registered integer, signed_in integer);
--> statement-breakpoint
create type dashboard_rep_delta as (tenant_id text, month date, status text, field_rep_id integer, events integer,
  signed_in integer);
--> statement-breakpoint
create type dashboard_expense_delta as (tenant_id text, month date, paid_month date, status text, expense_type text,
  amount_cents bigint, lines integer);
--> statement-breakpoint
create type dashboard_attendance_delta as (tenant_id text, month date, status text, credentials text, attendances integer);
--> statement-breakpoint
-- Each rollup's `_add` nets the deltas per key and adds them; a key left with nothing is removed. Sums of differences,
-- not counts again: two transactions writing rows of one key both count (the upsert waits for the other's row); keys
-- are written in their order, so that two statements never wait on each other crosswise. Static SQL throughout (plans
-- kept for the session): a check saved writes its line in a statement of its own, 10,000 of them in a bulk insert.
create function dashboard_event_months_add(deltas dashboard_event_delta[]) returns void
  language plpgsql set search_path = public as $$
begin
  if cardinality(deltas) = 0 then return; end if;
  insert into dashboard_event_months as r (tenant_id, month, status, type, location_type, topic_id, events, registered, signed_in)
    select tenant_id, month, status, type, location_type, topic_id, sum(events), sum(registered), sum(signed_in)
    from unnest(deltas) group by 1, 2, 3, 4, 5, 6
    having sum(events) <> 0 or sum(registered) <> 0 or sum(signed_in) <> 0 order by 1, 2, 3, 4, 5, 6
  on conflict on constraint dashboard_event_months_key do update
    set events = r.events + excluded.events, registered = r.registered + excluded.registered,
      signed_in = r.signed_in + excluded.signed_in;
  delete from dashboard_event_months r using unnest(deltas) d
    where r.events = 0 and r.tenant_id = d.tenant_id and r.month = d.month and r.status = d.status and r.type = d.type
      and r.location_type is not distinct from d.location_type and r.topic_id is not distinct from d.topic_id;
end
$$;
--> statement-breakpoint
create function dashboard_rep_months_add(deltas dashboard_rep_delta[]) returns void
  language plpgsql set search_path = public as $$
begin
  if cardinality(deltas) = 0 then return; end if;
  insert into dashboard_rep_months as r (tenant_id, month, status, field_rep_id, events, signed_in)
    select tenant_id, month, status, field_rep_id, sum(events), sum(signed_in)
    from unnest(deltas) group by 1, 2, 3, 4 having sum(events) <> 0 or sum(signed_in) <> 0 order by 1, 2, 3, 4
  on conflict on constraint dashboard_rep_months_key do update
    set events = r.events + excluded.events, signed_in = r.signed_in + excluded.signed_in;
  delete from dashboard_rep_months r using unnest(deltas) d
    where r.events = 0 and r.tenant_id = d.tenant_id and r.month = d.month and r.status = d.status
      and r.field_rep_id is not distinct from d.field_rep_id;
end
$$;
--> statement-breakpoint
create function dashboard_expense_months_add(deltas dashboard_expense_delta[]) returns void
  language plpgsql set search_path = public as $$
begin
  if cardinality(deltas) = 0 then return; end if;
  insert into dashboard_expense_months as r (tenant_id, month, paid_month, status, expense_type, amount_cents, lines)
    select tenant_id, month, paid_month, status, expense_type, sum(amount_cents), sum(lines)
    from unnest(deltas) group by 1, 2, 3, 4, 5 having sum(lines) <> 0 or sum(amount_cents) <> 0 order by 1, 2, 3, 4, 5
  on conflict on constraint dashboard_expense_months_key do update
    set amount_cents = r.amount_cents + excluded.amount_cents, lines = r.lines + excluded.lines;
  delete from dashboard_expense_months r using unnest(deltas) d
    where r.lines = 0 and r.tenant_id = d.tenant_id and r.month = d.month
      and r.paid_month is not distinct from d.paid_month and r.status = d.status and r.expense_type = d.expense_type;
end
$$;
--> statement-breakpoint
create function dashboard_attendance_months_add(deltas dashboard_attendance_delta[]) returns void
  language plpgsql set search_path = public as $$
begin
  if cardinality(deltas) = 0 then return; end if;
  insert into dashboard_attendance_months as r (tenant_id, month, status, credentials, attendances)
    select tenant_id, month, status, credentials, sum(attendances)
    from unnest(deltas) group by 1, 2, 3, 4 having sum(attendances) <> 0 order by 1, 2, 3, 4
  on conflict on constraint dashboard_attendance_months_key do update set attendances = r.attendances + excluded.attendances;
  delete from dashboard_attendance_months r using unnest(deltas) d
    where r.attendances = 0 and r.tenant_id = d.tenant_id and r.month = d.month and r.status = d.status
      and r.credentials is not distinct from d.credentials;
end
$$;
--> statement-breakpoint
-- The events of a statement, pre-grouped per key (a bulk statement's thousands of events are a few hundred deltas).
-- Each branch reads only its operation's transition tables.
create function dashboard_events_count() returns trigger
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
    perform dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
      select l.tenant_id, date_trunc('month', s.local_start)::date, date_trunc('month', l.payment_date)::date, s.status,
        l.expense_type, sum(s.sign * l.amount_cents)::bigint, sum(s.sign)::int
      from (select n.id from new_events n join old_events o on o.id = n.id
        where date_trunc('month', n.local_start) <> date_trunc('month', o.local_start) or n.status <> o.status) moved
      cross join lateral (select 1 as sign, n.local_start, n.status from new_events n where n.id = moved.id
        union all select -1, o.local_start, o.status from old_events o where o.id = moved.id) s
      join expense_lines l on l.event_id = moved.id and l.status <> 'Void'
      group by 1, 2, 3, 4, 5) g));
    perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
      select ea.tenant_id, date_trunc('month', s.local_start)::date, s.status, nullif(trim(a.credentials), ''),
        sum(s.sign)::int
      from (select n.id from new_events n join old_events o on o.id = n.id
        where date_trunc('month', n.local_start) <> date_trunc('month', o.local_start) or n.status <> o.status) moved
      cross join lateral (select 1 as sign, n.local_start, n.status from new_events n where n.id = moved.id
        union all select -1, o.local_start, o.status from old_events o where o.id = moved.id) s
      join event_attendances ea on ea.event_id = moved.id join attendees a on a.id = ea.attendee_id
      group by 1, 2, 3, 4) g));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger dashboard_events_insert after insert on events
  referencing new table as new_events for each statement execute function dashboard_events_count();
--> statement-breakpoint
create trigger dashboard_events_update after update on events
  referencing old table as old_events new table as new_events for each statement execute function dashboard_events_count();
--> statement-breakpoint
create trigger dashboard_events_delete after delete on events
  referencing old table as old_events for each statement execute function dashboard_events_count();
--> statement-breakpoint
-- A deleted event's lines and attendances go with it (on delete cascade), after the event: they are taken out while the
-- event is still there to say their month and status; their own triggers then find no event and count nothing.
create function dashboard_event_rows_delete() returns trigger
  language plpgsql set search_path = public as $$
begin
  perform dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
    select l.tenant_id, date_trunc('month', old.local_start)::date, date_trunc('month', l.payment_date)::date,
      old.status, l.expense_type, -sum(l.amount_cents)::bigint, -count(*)::int
    from expense_lines l where l.event_id = old.id and l.status <> 'Void' group by 1, 2, 3, 4, 5) g));
  perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
    select ea.tenant_id, date_trunc('month', old.local_start)::date, old.status, nullif(trim(a.credentials), ''),
      -count(*)::int
    from event_attendances ea join attendees a on a.id = ea.attendee_id where ea.event_id = old.id
    group by 1, 2, 3, 4) g));
  return old;
end
$$;
--> statement-breakpoint
create trigger dashboard_event_rows_delete before delete on events
  for each row execute function dashboard_event_rows_delete();
--> statement-breakpoint
-- A counted line (not Void) counts under its event's month and status.
create function dashboard_lines_count() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
      select l.tenant_id, date_trunc('month', e.local_start)::date, date_trunc('month', l.payment_date)::date, e.status,
        l.expense_type, sum(l.amount_cents)::bigint, count(*)::int
      from new_lines l join events e on e.id = l.event_id where l.status <> 'Void' group by 1, 2, 3, 4, 5) g));
  elsif tg_op = 'DELETE' then
    perform dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
      select l.tenant_id, date_trunc('month', e.local_start)::date, date_trunc('month', l.payment_date)::date, e.status,
        l.expense_type, -sum(l.amount_cents)::bigint, -count(*)::int
      from old_lines l join events e on e.id = l.event_id where l.status <> 'Void' group by 1, 2, 3, 4, 5) g));
  else
    perform dashboard_expense_months_add(array(select row(g.*)::dashboard_expense_delta from (
      select l.tenant_id, date_trunc('month', e.local_start)::date, date_trunc('month', l.payment_date)::date, e.status,
        l.expense_type, sum(l.sign * l.amount_cents)::bigint, sum(l.sign)::int
      from (select 1 as sign, * from new_lines union all select -1, * from old_lines) l join events e on e.id = l.event_id
      where l.status <> 'Void' group by 1, 2, 3, 4, 5 having sum(l.sign) <> 0 or sum(l.sign * l.amount_cents) <> 0) g));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger dashboard_lines_insert after insert on expense_lines
  referencing new table as new_lines for each statement execute function dashboard_lines_count();
--> statement-breakpoint
create trigger dashboard_lines_update after update on expense_lines
  referencing old table as old_lines new table as new_lines for each statement execute function dashboard_lines_count();
--> statement-breakpoint
create trigger dashboard_lines_delete after delete on expense_lines
  referencing old table as old_lines for each statement execute function dashboard_lines_count();
--> statement-breakpoint
-- An attendance counts under its event's month and status and its attendee's credentials.
create function dashboard_attendances_count() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
      select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, nullif(trim(a.credentials), ''), count(*)::int
      from new_attendances ea join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id
      group by 1, 2, 3, 4) g));
  elsif tg_op = 'DELETE' then
    perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
      select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, nullif(trim(a.credentials), ''), -count(*)::int
      from old_attendances ea join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id
      group by 1, 2, 3, 4) g));
  else
    perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
      select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, nullif(trim(a.credentials), ''),
        sum(ea.sign)::int
      from (select 1 as sign, tenant_id, event_id, attendee_id from new_attendances
        union all select -1, tenant_id, event_id, attendee_id from old_attendances) ea
      join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id
      group by 1, 2, 3, 4 having sum(ea.sign) <> 0) g));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger dashboard_attendances_insert after insert on event_attendances
  referencing new table as new_attendances for each statement execute function dashboard_attendances_count();
--> statement-breakpoint
create trigger dashboard_attendances_update after update on event_attendances
  referencing old table as old_attendances new table as new_attendances for each statement
  execute function dashboard_attendances_count();
--> statement-breakpoint
create trigger dashboard_attendances_delete after delete on event_attendances
  referencing old table as old_attendances for each statement execute function dashboard_attendances_count();
--> statement-breakpoint
-- An attendee's credentials changed move their attendances (a statement's attendees at once: a bulk update is one pass).
create function dashboard_attendee_credentials() returns trigger
  language plpgsql set search_path = public as $$
begin
  perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
    select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, x.credentials, sum(x.sign)::int
    from new_attendees n join old_attendees o on o.id = n.id
    cross join lateral (select 1 as sign, nullif(trim(n.credentials), '') as credentials
      union all select -1, nullif(trim(o.credentials), '')) x
    join event_attendances ea on ea.attendee_id = n.id join events e on e.id = ea.event_id
    where nullif(trim(n.credentials), '') is distinct from nullif(trim(o.credentials), '')
    group by 1, 2, 3, 4) g));
  return null;
end
$$;
--> statement-breakpoint
create trigger dashboard_attendee_credentials after update on attendees
  referencing old table as old_attendees new table as new_attendees for each statement
  execute function dashboard_attendee_credentials();
--> statement-breakpoint
-- A deleted attendee's attendances go first (as a deleted event's, above).
create function dashboard_attendee_delete() returns trigger
  language plpgsql set search_path = public as $$
begin
  perform dashboard_attendance_months_add(array(select row(g.*)::dashboard_attendance_delta from (
    select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, nullif(trim(old.credentials), ''), -count(*)::int
    from event_attendances ea join events e on e.id = ea.event_id where ea.attendee_id = old.id group by 1, 2, 3, 4) g));
  return old;
end
$$;
--> statement-breakpoint
create trigger dashboard_attendee_delete before delete on attendees
  for each row execute function dashboard_attendee_delete();
--> statement-breakpoint
-- A field rep's dashboards read their own events (row scope): the rep's index carries the local start and what the
-- charts group by, so that their year is an index range of its own (3,441 events of 1,000,000) rather than a filter
-- on the tenant's 200,000 of the year. The event list's filter by field rep reads it as before.
drop index events_tenant_field_rep_idx;
--> statement-breakpoint
create index events_tenant_field_rep_idx on events (tenant_id, field_rep_id, local_start, id)
  include (start_time, status, type, location_type, topic_id, registered, signed_in);
--> statement-breakpoint
insert into dashboard_event_months (tenant_id, month, status, type, location_type, topic_id, events, registered, signed_in)
  select tenant_id, date_trunc('month', local_start)::date, status, type, location_type, topic_id,
    count(*), sum(registered), sum(signed_in)
  from events group by 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
insert into dashboard_rep_months (tenant_id, month, status, field_rep_id, events, signed_in)
  select tenant_id, date_trunc('month', local_start)::date, status, field_rep_id, count(*), sum(signed_in)
  from events group by 1, 2, 3, 4;
--> statement-breakpoint
insert into dashboard_expense_months (tenant_id, month, paid_month, status, expense_type, amount_cents, lines)
  select l.tenant_id, date_trunc('month', e.local_start)::date, date_trunc('month', l.payment_date)::date, e.status,
    l.expense_type, sum(l.amount_cents), count(*)
  from expense_lines l join events e on e.id = l.event_id where l.status <> 'Void' group by 1, 2, 3, 4, 5;
--> statement-breakpoint
insert into dashboard_attendance_months (tenant_id, month, status, credentials, attendances)
  select ea.tenant_id, date_trunc('month', e.local_start)::date, e.status, nullif(trim(a.credentials), ''), count(*)
  from event_attendances ea join events e on e.id = ea.event_id join attendees a on a.id = ea.attendee_id
  group by 1, 2, 3, 4;
