-- The automatic e-mails of an event's series (issue 30 "Delivery"; the spec is silent). An attendance's messages
-- (the registration thank-you, the reminders before the event, the follow-ups after it, the regrets of a cancellation)
-- are ledger rows keyed per attendance and type, planned by the delivery worker (areas/emailSeries/schedule.ts) and
-- composed when they are sent (`compose`: rendered then, with the values of that moment). Every change that can move
-- or cancel them — an attendance added, changed or removed, an event rescheduled, cancelled or given another series,
-- a template of its series changed — writes an `email_plan_requests` row in its own transaction (the triggers below),
-- so no writer can forget it; the worker plans those events before it claims any of their rows.
alter table email_outbox
  add column attendance_id integer,
  add column compose boolean not null default false,
  add column from_address text;
--> statement-breakpoint
-- The per-event delivery status, and the planner's rows of an event.
create index email_outbox_event on email_outbox (tenant_id, event_id, status) where event_id is not null;
--> statement-breakpoint
create index email_outbox_attendance on email_outbox (tenant_id, attendance_id) where attendance_id is not null;
--> statement-breakpoint
-- What the planner owes a look: an event's attendance (`attendance_id`), or the whole event (`attendance_id` 0).
create table email_plan_requests (
  tenant_id text not null references tenants(id),
  event_id integer not null,
  attendance_id integer not null default 0,
  requested_at timestamptz not null default now(),
  primary key (tenant_id, event_id, attendance_id)
);
--> statement-breakpoint
grant select, insert, update, delete on email_plan_requests to hive_app;
--> statement-breakpoint
alter table email_plan_requests enable row level security;
--> statement-breakpoint
alter table email_plan_requests force row level security;
--> statement-breakpoint
create policy tenant_isolation on email_plan_requests using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
create function email_plan_attendance() returns trigger
  language plpgsql set search_path = public as $$
begin
  -- Only an event with a series (or whose ledger has rows of the attendance) can owe it anything.
  if tg_op <> 'INSERT' and (exists (select 1 from events where id = old.event_id and email_series_id is not null)
      or exists (select 1 from email_outbox where attendance_id = old.id and compose)) then
    insert into email_plan_requests (tenant_id, event_id, attendance_id) values (old.tenant_id, old.event_id, old.id)
      on conflict do nothing;
  end if;
  if tg_op <> 'DELETE' and exists (select 1 from events where id = new.event_id and email_series_id is not null) then
    insert into email_plan_requests (tenant_id, event_id, attendance_id) values (new.tenant_id, new.event_id, new.id)
      on conflict do nothing;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger email_plan_attendance after insert or delete or update of status, subscribed, event_id, attendee_id
  on event_attendances for each row execute function email_plan_attendance();
--> statement-breakpoint
create function email_plan_event() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'DELETE' then
    if old.email_series_id is not null then
      insert into email_plan_requests (tenant_id, event_id) values (old.tenant_id, old.id) on conflict do nothing;
    end if;
  elsif (new.email_series_id is not null or (tg_op = 'UPDATE' and old.email_series_id is not null)) and (tg_op = 'INSERT'
      or old.start_time is distinct from new.start_time or old.end_time is distinct from new.end_time
      or old.zone is distinct from new.zone or old.status is distinct from new.status or old.type is distinct from new.type
      or old.email_series_id is distinct from new.email_series_id) then
    insert into email_plan_requests (tenant_id, event_id) values (new.tenant_id, new.id) on conflict do nothing;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger email_plan_event after insert or delete or update on events
  for each row execute function email_plan_event();
--> statement-breakpoint
-- A template's change touches the events of its series (old and new) that can still owe a message: those that ended
-- less than 31 days ago (the last follow-up is 30 days after the end).
create function email_plan_template() returns trigger
  language plpgsql set search_path = public as $$
begin
  insert into email_plan_requests (tenant_id, event_id)
    select e.tenant_id, e.id from events e
    where e.tenant_id = coalesce(new.tenant_id, old.tenant_id) and e.email_series_id in (
        select old.email_series_id where tg_op <> 'INSERT' union select new.email_series_id where tg_op <> 'DELETE')
      and e.end_time > now() - interval '31 days'
    on conflict do nothing;
  return null;
end
$$;
--> statement-breakpoint
create trigger email_plan_template after insert or delete or update on email_templates
  for each row execute function email_plan_template();
--> statement-breakpoint
-- The Email Template List at scale (tests/bench scenario 12): each sort column read in order from an index of the
-- tenant's templates, not the whole table sorted (the default page, by name: 178 ms → 3 ms at 20,000 templates).
create index email_templates_name on email_templates (tenant_id, name, id);
--> statement-breakpoint
create index email_templates_subject on email_templates (tenant_id, subject, id);
--> statement-breakpoint
create index email_templates_event_type on email_templates (tenant_id, event_type, id);
