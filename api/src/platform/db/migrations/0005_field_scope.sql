-- Row scope and field hiding in the service itself (security review, issue 7).
-- A field-rep user is linked to the field-rep record they are (event owner / main contact): such a
-- user reads only the events they own.
alter table users add column field_rep_id integer references field_reps(id) on delete set null;
--> statement-breakpoint
-- The search reads only the columns the caller may see: a field hidden from a role is never searched
-- on that role's behalf (searching it would let the count reveal its value). `fields` names the
-- columns to search; anything else is ignored. Runs as the owner for the trigram index, restricted
-- to the caller's tenant explicitly (see 0001).
drop function if exists event_search_ids(text);
--> statement-breakpoint
create function event_search_ids(pattern text, fields text[]) returns setof integer
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
    'select id from events where tenant_id = current_setting(''app.tenant_id'', true) and (%s)', matches) using pattern;
end
$$;
--> statement-breakpoint
grant execute on function event_search_ids(text, text[]) to hive_app;
