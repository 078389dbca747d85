-- The Email Template List at scale (issue 30's bench, scenario 12: ≈ 20,000 templates in a tenant), where every page
-- of a search or of the type sort read and sorted the tenant's whole table.
--
-- Search: name and subject through one trigram index. As for events and speakers (0008, 0013), row-level security
-- keeps PostgreSQL from using it for ILIKE, so the search runs here as the owner, restricted to the caller's tenant.
create index email_templates_search on email_templates using gin (name gin_trgm_ops, subject gin_trgm_ops);
--> statement-breakpoint
create function email_template_search_ids(pattern text) returns setof integer
  language sql stable security definer set search_path = public as $$
  select id from email_templates
    where tenant_id = current_setting('app.tenant_id', true) and (name ilike pattern or subject ilike pattern)
$$;
--> statement-breakpoint
grant execute on function email_template_search_ids(text) to hive_app;
--> statement-breakpoint
-- The type sort: the template types in the order of their names, the same literal as the list's ORDER BY
-- (templateRoutes.ts `TYPE_RANK`; a test checks the two agree), so that a page of the sort reads 10 entries of this index.
create index email_templates_type_rank on email_templates
  (tenant_id, array_position('{18,29,17,10,14,11,12,15,13,19,20,21,1,7,2,6,3,26,8,5,4,16,28,23,24,22,9,30,27,25}'::int[], email_template_type_id::int), id);
