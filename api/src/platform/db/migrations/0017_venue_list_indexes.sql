-- Venue Management (issue 13): every sortable column of the venue list, ending with id (the list's tie-breaker), so a
-- page of the large tenant's 2,000 venues is read in order from an index; and the events of a venue, which a venue's
-- deletion counts (refused while events use it) among a tenant's 1,000,000 events.
create index venues_tenant_name_idx on venues (tenant_id, name, id);
--> statement-breakpoint
create index venues_tenant_address_idx on venues (tenant_id, address, id);
--> statement-breakpoint
create index venues_tenant_city_idx on venues (tenant_id, city, id);
--> statement-breakpoint
create index venues_tenant_state_idx on venues (tenant_id, state, id);
--> statement-breakpoint
create index venues_tenant_zip_code_idx on venues (tenant_id, zip_code, id);
--> statement-breakpoint
create index venues_tenant_capacity_idx on venues (tenant_id, capacity, id);
--> statement-breakpoint
create index events_venue_idx on events (venue_id) where venue_id is not null;
