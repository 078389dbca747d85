-- The speaker portal's remaining automatic e-mails (issue 30 "Delivery"; areas/emailSeries/speakerPlan.ts,
-- speakerMail.ts). The event-bound speaker types (the day-before reminder, not trained on the event's topic and its
-- reminder, a blackout-date conflict) are planned with the event's attendee types: a speaker added to or removed from
-- an upcoming event, an event with speakers moved, cancelled or given another topic, a blackout date added or removed
-- near one of the speaker's upcoming events writes an `email_plan_requests` row for the whole event in its own
-- transaction. An event that has neither a series nor speakers still writes nothing (the bench's bulk inserts).
-- `variables`: values a message renders with that are the cause's, not the moment of sending (the changed fields of
-- a speaker's profile and who changed them).
alter table email_outbox add column variables jsonb;
--> statement-breakpoint
-- A training's rows (the due-date reminder moves with its due date).
create index email_outbox_speaker_training on email_outbox (tenant_id, speaker_training_id) where speaker_training_id is not null;
--> statement-breakpoint
create function email_plan_event_speakers() returns trigger
  language plpgsql set search_path = public as $$
begin
  -- One statement's links at once (an event's speakers are replaced whole on every save); only upcoming events can owe
  -- a speaker anything.
  if tg_op = 'INSERT' then
    insert into email_plan_requests (tenant_id, event_id)
      select distinct tenant_id, event_id from new_links where event_start > now() on conflict do nothing;
  else
    insert into email_plan_requests (tenant_id, event_id)
      select distinct tenant_id, event_id from old_links where event_start > now() on conflict do nothing;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger email_plan_event_speakers_insert after insert on event_speakers
  referencing new table as new_links for each statement execute function email_plan_event_speakers();
--> statement-breakpoint
create trigger email_plan_event_speakers_delete after delete on event_speakers
  referencing old table as old_links for each statement execute function email_plan_event_speakers();
--> statement-breakpoint
-- As 0033's, and also for an event with speakers (not at insert: it has none yet), and on a change of topic.
create or replace function email_plan_event() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'DELETE' then
    if old.email_series_id is not null then
      insert into email_plan_requests (tenant_id, event_id) values (old.tenant_id, old.id) on conflict do nothing;
    end if;
  elsif (new.email_series_id is not null or (tg_op = 'UPDATE' and old.email_series_id is not null)) and (tg_op = 'INSERT'
      or old.start_time is distinct from new.start_time or old.end_time is distinct from new.end_time
      or old.zone is distinct from new.zone or old.status is distinct from new.status or old.type is distinct from new.type
      or old.email_series_id is distinct from new.email_series_id or old.topic_id is distinct from new.topic_id) then
    insert into email_plan_requests (tenant_id, event_id) values (new.tenant_id, new.id) on conflict do nothing;
  elsif tg_op = 'UPDATE' and (old.start_time is distinct from new.start_time or old.end_time is distinct from new.end_time
      or old.zone is distinct from new.zone or old.status is distinct from new.status
      or old.topic_id is distinct from new.topic_id)
      and exists (select 1 from event_speakers where event_id = new.id) then
    insert into email_plan_requests (tenant_id, event_id) values (new.tenant_id, new.id) on conflict do nothing;
  end if;
  return null;
end
$$;
--> statement-breakpoint
-- A blackout date added or removed: the speaker's upcoming events that may fall on it (a day either side: the event's
-- day is the one of its own zone).
create function email_plan_blackout_date() returns trigger
  language plpgsql set search_path = public as $$
declare
  b speaker_blackout_dates;
begin
  b := case when tg_op = 'DELETE' then old else new end;
  insert into email_plan_requests (tenant_id, event_id)
    select es.tenant_id, es.event_id from event_speakers es
    where es.speaker_id = b.speaker_id and es.event_start > now()
      and es.event_start >= b.blackout_date - 2 and es.event_start < b.blackout_date + 2
    on conflict do nothing;
  return null;
end
$$;
--> statement-breakpoint
create trigger email_plan_blackout_date after insert or delete or update on speaker_blackout_dates
  for each row execute function email_plan_blackout_date();
