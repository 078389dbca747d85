-- Survey Responses at 100,000 responses (issue 12, tests/bench scenario 8). The list counted every response per event
-- and joined each of those events (≈ 21,000 of 1,000,000) for its short name, to sort and count them: ≈ 200 ms,
-- most of it in the 21,000 event reads. Each event with responses now has a row here with its response count and its
-- short name (kept by triggers: a statement's new or deleted responses, an event's new short name), so the list sorts,
-- searches, counts and pages these rows and reads only its page's events. With a period the responses of the period
-- are counted as before and joined to these rows (small, cached) rather than to the events.
create table event_response_counts (
  event_id integer primary key references events(id) on delete cascade,
  tenant_id text not null references tenants(id),
  short_name text not null,
  responses integer not null
);
--> statement-breakpoint
create index event_response_counts_short_name_idx on event_response_counts (tenant_id, short_name, event_id) include (responses);
--> statement-breakpoint
create index event_response_counts_responses_idx on event_response_counts (tenant_id, responses, event_id) include (short_name);
--> statement-breakpoint
insert into event_response_counts (event_id, tenant_id, short_name, responses)
  select e.id, e.tenant_id, e.short_name, count(*)::int from survey_responses sr join events e on e.id = sr.event_id group by e.id;
--> statement-breakpoint
create function survey_responses_counted() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    insert into event_response_counts (event_id, tenant_id, short_name, responses)
      select e.id, e.tenant_id, e.short_name, a.n
      from (select event_id, count(*)::int as n from added group by event_id) a join events e on e.id = a.event_id
      on conflict (event_id) do update set responses = event_response_counts.responses + excluded.responses;
  else
    update event_response_counts c set responses = c.responses - r.n
      from (select event_id, count(*)::int as n from removed group by event_id) r where c.event_id = r.event_id;
    delete from event_response_counts c where c.responses <= 0 and c.event_id in (select event_id from removed);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger survey_responses_counted_insert after insert on survey_responses
  referencing new table as added for each statement execute function survey_responses_counted();
--> statement-breakpoint
create trigger survey_responses_counted_delete after delete on survey_responses
  referencing old table as removed for each statement execute function survey_responses_counted();
--> statement-breakpoint
create function events_response_counts_short_name() returns trigger
  language plpgsql set search_path = public as $$
begin
  update event_response_counts set short_name = new.short_name where event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_response_counts_short_name after update of short_name on events
  for each row when (old.short_name is distinct from new.short_name) execute function events_response_counts_short_name();
--> statement-breakpoint
alter table event_response_counts enable row level security;
--> statement-breakpoint
alter table event_response_counts force row level security;
--> statement-breakpoint
create policy tenant_isolation on event_response_counts using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on event_response_counts to hive_app;
