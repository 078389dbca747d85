-- Indexes of the event list (GET /events) for tenants with a million events: every sort column, the
-- filters, and the search. Sort indexes end with id (the list's tie-breaker) so that a page — deep
-- pages included — is read from the index alone.
create extension if not exists pg_trgm;
--> statement-breakpoint
drop index if exists events_tenant_start_idx;
--> statement-breakpoint
drop index if exists events_tenant_status_idx;
--> statement-breakpoint
create index events_tenant_start_idx on events (tenant_id, start_time, id) include (status, type);
--> statement-breakpoint
create index events_tenant_end_idx on events (tenant_id, end_time, id);
--> statement-breakpoint
create index events_tenant_short_name_idx on events (tenant_id, short_name, id);
--> statement-breakpoint
create index events_tenant_title_idx on events (tenant_id, title, id);
--> statement-breakpoint
create index events_tenant_type_idx on events (tenant_id, type, id);
--> statement-breakpoint
create index events_tenant_status_idx on events (tenant_id, status, id);
--> statement-breakpoint
create index events_tenant_zone_idx on events (tenant_id, zone, id);
--> statement-breakpoint
create index events_tenant_registered_idx on events (tenant_id, registered, id);
--> statement-breakpoint
create index events_tenant_attended_idx on events (tenant_id, attended, id);
--> statement-breakpoint
create index events_tenant_created_idx on events (tenant_id, created_at, id);
--> statement-breakpoint
create index events_tenant_field_rep_idx on events (tenant_id, field_rep_id);
--> statement-breakpoint
create index events_tenant_topic_idx on events (tenant_id, topic_id);
--> statement-breakpoint
create index events_tenant_email_series_idx on events (tenant_id, email_series_id);
--> statement-breakpoint
-- tenant_id first: row-level security reads it, so the template filter is answered from the index alone.
create index event_survey_templates_template_idx on event_survey_templates (tenant_id, survey_template_id, event_id);
--> statement-breakpoint
create index events_search_idx on events using gin (short_name gin_trgm_ops, title gin_trgm_ops, notes gin_trgm_ops);
--> statement-breakpoint
-- Row-level security keeps the planner from using an index for ILIKE (its operator is not leakproof),
-- so the search runs here, as the owner, restricted to the caller's tenant explicitly; the list's own
-- query stays under row-level security.
create function event_search_ids(pattern text) returns setof integer
  language sql stable security definer set search_path = public as $$
  select id from events where tenant_id = current_setting('app.tenant_id', true)
    and (short_name ilike pattern or title ilike pattern or notes ilike pattern)
$$;
--> statement-breakpoint
grant execute on function event_search_ids(text) to hive_app;
