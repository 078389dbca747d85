-- 0048: the Programs list's Topic and Therapeutic Area sorts and the Regions list's Region and Territory sorts at scale
-- (issue 31, areas/dashboards/lists.ts). Each sorted the range's events by another table's column (the topic's; the
-- field rep's or its region's): 288–355 ms p95 through the BFF on the bench's large tenant for a year's 200,000 events.
-- The event keeps the four keys as the lists show them, kept by triggers, with an index a direction (the keys are null
-- for an event without a topic or field rep, last either way) carrying what the range and the filters read, as 0045's
-- sorts: a page is a walk of one index in order.
-- - `topic_name`, `topic_area`: its topic's name and therapeutic area;
-- - `rep_region`, `rep_territory`: its field rep's region's name and territory.
alter table events add column topic_name text, add column topic_area text, add column rep_region text,
  add column rep_territory text;
--> statement-breakpoint
-- A tenant's events' keys written again where they differ: the migration, and a bulk load with the triggers off.
create function event_sort_keys_rebuild(tenant text) returns void
  language sql set search_path = public as $$
  update events e set topic_name = k.topic_name, topic_area = k.topic_area, rep_region = k.rep_region,
    rep_territory = k.rep_territory
  from (select x.id, t.name as topic_name, t.therapeutic_area as topic_area, r.name as rep_region,
      fr.territory as rep_territory
    from events x left join topics t on t.id = x.topic_id left join field_reps fr on fr.id = x.field_rep_id
      left join regions r on r.id = fr.region_id
    where x.tenant_id = tenant) k
  where e.id = k.id and (e.topic_name, e.topic_area, e.rep_region, e.rep_territory)
    is distinct from (k.topic_name, k.topic_area, k.rep_region, k.rep_territory);
$$;
--> statement-breakpoint
-- The copy changes nothing the events' own triggers keep: off while it runs (one rewrite of the events with a key).
alter table events disable trigger user;
--> statement-breakpoint
select event_sort_keys_rebuild(id) from tenants;
--> statement-breakpoint
alter table events enable trigger user;
--> statement-breakpoint
-- A new event, or one given another topic or field rep: its keys.
create function events_sort_keys() returns trigger
  language plpgsql set search_path = public as $$
begin
  -- No row (no topic, no rep) sets the keys to null.
  select t.name, t.therapeutic_area into new.topic_name, new.topic_area from topics t where t.id = new.topic_id;
  select r.name, fr.territory into new.rep_region, new.rep_territory
    from field_reps fr left join regions r on r.id = fr.region_id where fr.id = new.field_rep_id;
  return new;
end
$$;
--> statement-breakpoint
create trigger events_sort_keys before insert or update of topic_id, field_rep_id on events
  for each row execute function events_sort_keys();
--> statement-breakpoint
-- A topic renamed or given another therapeutic area: its events' keys.
create function topics_event_keys() returns trigger
  language plpgsql set search_path = public as $$
begin
  update events set topic_name = new.name, topic_area = new.therapeutic_area
    where tenant_id = new.tenant_id and topic_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger topics_event_keys after update of name, therapeutic_area on topics
  for each row when (old.name is distinct from new.name or old.therapeutic_area is distinct from new.therapeutic_area)
  execute function topics_event_keys();
--> statement-breakpoint
-- A field rep moved to another region or territory (a region deleted sets theirs to none): their events' keys.
create function field_reps_event_keys() returns trigger
  language plpgsql set search_path = public as $$
begin
  update events set rep_region = (select name from regions where id = new.region_id), rep_territory = new.territory
    where tenant_id = new.tenant_id and field_rep_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger field_reps_event_keys after update of region_id, territory on field_reps
  for each row when (old.region_id is distinct from new.region_id or old.territory is distinct from new.territory)
  execute function field_reps_event_keys();
--> statement-breakpoint
-- A region renamed: the events of its field reps.
create function regions_event_keys() returns trigger
  language plpgsql set search_path = public as $$
begin
  update events e set rep_region = new.name from field_reps fr
    where fr.region_id = new.id and e.tenant_id = fr.tenant_id and e.field_rep_id = fr.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger regions_event_keys after update of name on regions
  for each row when (old.name is distinct from new.name) execute function regions_event_keys();
--> statement-breakpoint
create index events_topic_name_asc on events (tenant_id, topic_name, id)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_topic_name_desc on events (tenant_id, topic_name desc nulls last, id desc)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_topic_area_asc on events (tenant_id, topic_area, id)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_topic_area_desc on events (tenant_id, topic_area desc nulls last, id desc)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_rep_region_asc on events (tenant_id, rep_region, id)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_rep_region_desc on events (tenant_id, rep_region desc nulls last, id desc)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_rep_territory_asc on events (tenant_id, rep_territory, id)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
--> statement-breakpoint
create index events_rep_territory_desc on events (tenant_id, rep_territory desc nulls last, id desc)
  include (local_start, status, type, location_type, topic_id, field_rep_id);
