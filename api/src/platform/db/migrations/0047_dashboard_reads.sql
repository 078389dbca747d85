-- 0047: the Programs dashboard's money charts narrowed by type, location type or topic at scale (issue 31,
-- areas/dashboards/cube.ts `expenseCube`). The lines' monthly rollup (0040) holds no type, location type nor topic, so a
-- narrowed cost or honoraria chart read the range's lines joined to their events (354 / 481 ms p95 through the BFF on
-- the bench's large tenant, a type / two topics). The event keeps its honoraria next to its cost (0044): its Honoraria
-- lines that the tenant's Expense Filtering Rules leave in, void lines aside (the charts' `countedLine` and
-- `honorariaLine`), every speaker's and the event's own, kept from each statement's lines as 0045 keeps the pairs'. The
-- dashboards' range index carries both, so that a narrowed or row-scoped money chart is an index-only scan of the range.
alter table events add column honoraria_cents bigint not null default 0;
--> statement-breakpoint
-- The copy changes nothing the events' own triggers keep: off while it runs.
alter table events disable trigger user;
--> statement-breakpoint
update events e set honoraria_cents = h.cents
  from (select l.event_id, sum(l.amount_cents) as cents from expense_lines l
    where l.status <> 'Void' and l.expense_type = 'Honoraria' and not exists (select 1 from expense_filtering_rules r
      where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))
    group by l.event_id having sum(l.amount_cents) <> 0) h
  where e.id = h.event_id;
--> statement-breakpoint
alter table events enable trigger user;
--> statement-breakpoint
-- 0045's sums of a statement's differences, added to the events as well as to the pairs.
create or replace function expense_lines_honoraria() returns trigger
  language plpgsql set search_path = public as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as sign, * from added'
    when 'DELETE' then 'select -1 as sign, * from removed'
    else 'select 1 as sign, * from added union all select -1 as sign, * from removed' end;
  counted text := $c$c.status <> 'Void' and c.expense_type = 'Honoraria' and not exists (select 1
    from expense_filtering_rules r
    where r.tenant_id = c.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, c.expense_type))$c$;
begin
  execute format($q$
    update event_speakers es set honoraria_cents = es.honoraria_cents + d.cents
    from (select c.event_id, c.speaker_id, sum(c.sign * c.amount_cents) as cents from (%s) c
      where c.speaker_id is not null and %s
      group by c.event_id, c.speaker_id having sum(c.sign * c.amount_cents) <> 0 order by 1, 2) d
    where es.event_id = d.event_id and es.speaker_id = d.speaker_id
  $q$, changed, counted);
  execute format($q$
    update events e set honoraria_cents = e.honoraria_cents + d.cents
    from (select c.event_id, sum(c.sign * c.amount_cents) as cents from (%s) c where %s
      group by c.event_id having sum(c.sign * c.amount_cents) <> 0 order by 1) d
    where e.id = d.event_id
  $q$, changed, counted);
  return null;
end
$$;
--> statement-breakpoint
-- Every event of a tenant counted again: a change of the tenant's rules.
create function event_honoraria_rebuild(tenant text) returns void
  language sql set search_path = public as $$
  update events e set honoraria_cents = x.cents
  from (select v.id, coalesce(h.cents, 0) as cents from events v
    left join (select l.event_id, sum(l.amount_cents)::bigint as cents from expense_lines l
      where l.tenant_id = tenant and l.status <> 'Void' and l.expense_type = 'Honoraria'
        and not exists (select 1 from expense_filtering_rules r
          where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))
      group by l.event_id) h on h.event_id = v.id
    where v.tenant_id = tenant) x
  where e.id = x.id and e.honoraria_cents <> x.cents;
$$;
--> statement-breakpoint
-- A rule added, changed or removed: the tenant's groups (0029), pairs (0045) and events counted again.
create or replace function expense_rules_groups() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform expense_groups_rebuild(t.tenant_id), event_speakers_honoraria_rebuild(t.tenant_id),
      event_honoraria_rebuild(t.tenant_id)
      from (select distinct tenant_id from new_rules) t;
  elsif tg_op = 'DELETE' then
    perform expense_groups_rebuild(t.tenant_id), event_speakers_honoraria_rebuild(t.tenant_id),
      event_honoraria_rebuild(t.tenant_id)
      from (select distinct tenant_id from old_rules) t;
  else
    perform expense_groups_rebuild(t.tenant_id), event_speakers_honoraria_rebuild(t.tenant_id),
      event_honoraria_rebuild(t.tenant_id)
      from (select tenant_id from new_rules union select tenant_id from old_rules) t;
  end if;
  return null;
end
$$;
--> statement-breakpoint
drop index dashboard_events_local;
--> statement-breakpoint
create index dashboard_events_local on events (tenant_id, local_start, id)
  include (start_time, status, type, location_type, topic_id, field_rep_id, registered, signed_in, speaker_names, cost_cents,
    honoraria_cents);
--> statement-breakpoint
-- The charts narrowed by topic (two topics over five years: 50,287 of 1,000,000 events) fetched each of the topic's
-- events from the table through 0001's index of the topic alone (41,609 pages read, 1 s cold), or scanned the range's
-- index: the topic's events in their date order carry what the charts read. A type or location type narrows the
-- range's index scan to a fifth or so; their events are read from it.
drop index events_tenant_topic_idx;
--> statement-breakpoint
create index events_tenant_topic_idx on events (tenant_id, topic_id, local_start, id)
  include (start_time, status, type, location_type, field_rep_id, registered, signed_in, cost_cents, honoraria_cents);
--> statement-breakpoint
-- The Attendees list by Credentials (264–694 ms p95 through the BFF: the range's 200,000 attendances sorted): the
-- attendances in that order, one index a direction (the credentials are null for an attendee without, last either
-- way), carrying what the range and the filters read, as 0045's sorts.
create index event_attendances_credentials_asc on event_attendances (tenant_id, attendee_credentials, id)
  include (event_local_start, event_status, event_type, event_location_type, event_topic_id);
--> statement-breakpoint
create index event_attendances_credentials_desc on event_attendances (tenant_id, attendee_credentials desc nulls last, id desc)
  include (event_local_start, event_status, event_type, event_location_type, event_topic_id);
