-- The checks' list at 200,000 (issue 29, tests/bench scenario 10): a search stops after the matches it needs, as the
-- speakers' (0013) and the expense groups' (0029) do. `GET /fees/checks` asks for SEARCH_COUNT_CAP + 1 ids: a rare
-- term's ids serve its page and count; a common one is tested on the rows the page walks. The export asks for every
-- match (`max_rows` null). Its pages and capped counts need no new index: the sort indexes of 0026 and 0028 hold each
-- key with the id, so a page's ids come from an index-only scan however deep.
drop function check_search_ids(text, text[]);
--> statement-breakpoint
create function check_search_ids(pattern text, fields text[], max_rows integer default null) returns setof integer
  language plpgsql stable security definer set search_path = public as $$
declare
  matches text;
begin
  select string_agg(format('%I', c) || ' ilike $1', ' or ') into matches from unnest(fields) as c
    where c in ('speaker_first_name', 'speaker_last_name', 'event_short_name');
  if matches is null then
    return;
  end if;
  return query execute format(
    'select id from fee_checks where tenant_id = current_setting(''app.tenant_id'', true) and deleted_at is null and (%s) limit $2',
    matches) using pattern, max_rows;
end
$$;
--> statement-breakpoint
grant execute on function check_search_ids(text, text[], integer) to hive_app;
