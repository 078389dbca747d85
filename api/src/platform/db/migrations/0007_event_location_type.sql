-- Spec 000 §4: an event's location type (the dashboards filter on it). Events that predate it get the
-- type their other fields imply: in a venue when one is set, virtual for virtual events and webinars.
alter table events add column location_type text check (location_type in ('in-office', 'out-of-office', 'virtual', 'in-venue'));
--> statement-breakpoint
update events set location_type = case
  when venue_id is not null then 'in-venue'
  when type in ('virtual', 'webinar') then 'virtual'
end;
