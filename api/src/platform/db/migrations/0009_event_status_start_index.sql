-- The event list filtered by one status, in start-time order (issue 10): page 5,000 of the completed
-- events skips 250,000 of them. Read from events_tenant_start_idx, the skipped entries were every
-- event of the tenant up to there (455,000), each tested for its status; in (status, start_time, id)
-- order the entries walked are the matching ones only. The list asks one status as `status = …`
-- (api/src/areas/events/queries.ts): `status = any(…)` would not take the index's start-time order.
create index events_tenant_status_start_idx on events (tenant_id, status, start_time, id);
