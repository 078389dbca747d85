-- The event list counts exactly up to a bound (10,000) and pages by keyset (issue 10): the search
-- may stop early. `max_rows` limits the ids it answers (null: all of them, as the export needs);
-- with a limit the bitmap scan of the trigram index re-checks only that many rows.
drop function if exists event_search_ids(text, text[]);
--> statement-breakpoint
create function event_search_ids(pattern text, fields text[], max_rows integer default null) returns setof integer
  language plpgsql stable security definer set search_path = public as $$
declare
  matches text;
begin
  select string_agg(format('%I ilike $1', c), ' or ') into matches
    from unnest(fields) as c where c in ('short_name', 'title', 'notes');
  if matches is null then
    return;
  end if;
  return query execute format(
    'select id from events where tenant_id = current_setting(''app.tenant_id'', true) and (%s) limit $2', matches)
    using pattern, max_rows;
end
$$;
--> statement-breakpoint
grant execute on function event_search_ids(text, text[], integer) to hive_app;
