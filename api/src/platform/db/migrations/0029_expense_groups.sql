-- 0029: Financials at 1,000,000 expense lines on one tenant (issue 29, tests/bench scenario 11). The list's rows are the
-- (event, speaker) groups of the lines; grouping every line of the caller on each request took seconds. Each group is a
-- row here: the total of its lines the tenant's Expense Filtering Rules leave in (void lines aside) and how many such
-- lines it has (a group with none is no row, as a group of filtered lines is no row of the list). The groups carry
-- their event's start, short name and title and their speaker's names, as the checks do (0028), so that every sort
-- and deep page reads this table alone; renamed events and speakers are written on.
create table expense_groups (
  id serial primary key,
  tenant_id text not null references tenants(id),
  event_id integer not null,
  speaker_id integer,
  total_cents bigint not null,
  line_count integer not null,
  event_start timestamptz not null,
  event_short_name text not null,
  event_title text not null,
  speaker_first_name text,
  speaker_last_name text,
  -- One row per group: the event-wide lines (no speaker) are one group too.
  unique nulls not distinct (tenant_id, event_id, speaker_id)
);
--> statement-breakpoint
alter table expense_groups enable row level security;
--> statement-breakpoint
alter table expense_groups force row level security;
--> statement-breakpoint
create policy tenant_isolation on expense_groups using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- The triggers below run as the writer of the lines (hive_app), under its tenant.
grant select, insert, update, delete on expense_groups to hive_app;
--> statement-breakpoint
grant usage, select on sequence expense_groups_id_seq to hive_app;
--> statement-breakpoint
-- The sorts, each ending with the event (the list's tie-breaker; the speakers of an event are sorted after it). Every
-- key but the speaker's name is never null, so one index serves both directions; the name's rows without a speaker
-- come last either way, hence two. Each carries the speaker (and the name's its parts), so that a deep page walks the
-- index alone (an index-only scan) to its rows.
create index expense_groups_start on expense_groups (tenant_id, event_start, event_id) include (speaker_id);
--> statement-breakpoint
create index expense_groups_short_name on expense_groups (tenant_id, event_short_name, event_id) include (speaker_id);
--> statement-breakpoint
create index expense_groups_title on expense_groups (tenant_id, event_title, event_id) include (speaker_id);
--> statement-breakpoint
create index expense_groups_total on expense_groups (tenant_id, total_cents, event_id) include (speaker_id);
--> statement-breakpoint
create index expense_groups_speaker_name on expense_groups (tenant_id, (speaker_last_name || ' ' || speaker_first_name) asc nulls last, event_id)
  include (speaker_id, speaker_last_name, speaker_first_name);
--> statement-breakpoint
create index expense_groups_speaker_name_desc on expense_groups (tenant_id, (speaker_last_name || ' ' || speaker_first_name) desc nulls last, event_id desc)
  include (speaker_id, speaker_last_name, speaker_first_name);
--> statement-breakpoint
-- The speakerIds filter, a speaker's own rows and a renamed speaker.
create index expense_groups_speaker on expense_groups (tenant_id, speaker_id, event_id);
--> statement-breakpoint
-- The search (a substring of the event's short name or title or of a speaker's name).
create index expense_groups_search on expense_groups using gin (event_short_name gin_trgm_ops, event_title gin_trgm_ops,
  speaker_first_name gin_trgm_ops, speaker_last_name gin_trgm_ops);
--> statement-breakpoint
-- Every group of a tenant counted again from its lines: the backfill, a change of the tenant's rules (which lines are
-- left in), and a bulk load that switched the lines' trigger off (tests/bench).
create function expense_groups_rebuild(tenant text) returns void
  language sql set search_path = public as $$
  delete from expense_groups where tenant_id = tenant;
  insert into expense_groups (tenant_id, event_id, speaker_id, total_cents, line_count, event_start, event_short_name,
    event_title, speaker_first_name, speaker_last_name)
  select l.tenant_id, l.event_id, l.speaker_id, coalesce(sum(l.amount_cents) filter (where l.status <> 'Void'), 0), count(*),
    e.start_time, e.short_name, e.title, s.first_name, s.last_name
  from expense_lines l join events e on e.id = l.event_id left join speakers s on s.id = l.speaker_id
  where l.tenant_id = tenant and not exists (select 1 from expense_filtering_rules r
    where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))
  group by l.tenant_id, l.event_id, l.speaker_id, e.start_time, e.short_name, e.title, s.first_name, s.last_name;
$$;
--> statement-breakpoint
-- The lines a statement added (+1) and removed (-1; an update both: a line may move to another event or speaker, change
-- its type, amount or status) are added to their groups' totals and counts. Sums of differences rather than totals
-- counted again: two transactions writing lines of one group both count (the upsert waits for the other's row). A new
-- group takes its names from its event and speaker; a group left without lines goes. Statement triggers with
-- transition tables: a bulk insert is one pass.
create function expense_lines_groups() returns trigger
  language plpgsql set search_path = public as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as sign, * from added'
    when 'DELETE' then 'select -1 as sign, * from removed'
    else 'select 1 as sign, * from added union all select -1 as sign, * from removed' end;
begin
  execute format($q$
    with changed as (%s),
    delta as (
      select c.tenant_id, c.event_id, c.speaker_id, sum(c.sign * case when c.status <> 'Void' then c.amount_cents else 0 end) as total_cents,
        sum(c.sign)::integer as line_count
      from changed c
      where not exists (select 1 from expense_filtering_rules r
        where r.tenant_id = c.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, c.expense_type))
      group by c.tenant_id, c.event_id, c.speaker_id
      having sum(c.sign) <> 0 or sum(c.sign * case when c.status <> 'Void' then c.amount_cents else 0 end) <> 0
    ),
    updated as (
      update expense_groups g set total_cents = g.total_cents + d.total_cents, line_count = g.line_count + d.line_count
      from delta d where g.tenant_id = d.tenant_id and g.event_id = d.event_id and g.speaker_id is not distinct from d.speaker_id
      returning g.tenant_id, g.event_id, g.speaker_id
    )
    insert into expense_groups as g (tenant_id, event_id, speaker_id, total_cents, line_count, event_start, event_short_name,
      event_title, speaker_first_name, speaker_last_name)
    select d.tenant_id, d.event_id, d.speaker_id, d.total_cents, d.line_count, e.start_time, e.short_name, e.title, s.first_name, s.last_name
    from delta d join events e on e.id = d.event_id left join speakers s on s.id = d.speaker_id
    where not exists (select 1 from updated u
      where u.tenant_id = d.tenant_id and u.event_id = d.event_id and u.speaker_id is not distinct from d.speaker_id)
    on conflict (tenant_id, event_id, speaker_id) do update
      set total_cents = g.total_cents + excluded.total_cents, line_count = g.line_count + excluded.line_count
  $q$, changed);
  execute format($q$
    delete from expense_groups g using (select distinct tenant_id, event_id from (%s) c) k
    where g.tenant_id = k.tenant_id and g.event_id = k.event_id and g.line_count = 0
  $q$, changed);
  return null;
end
$$;
--> statement-breakpoint
create trigger expense_lines_groups_insert after insert on expense_lines referencing new table as added
  for each statement execute function expense_lines_groups();
--> statement-breakpoint
create trigger expense_lines_groups_update after update on expense_lines referencing old table as removed new table as added
  for each statement execute function expense_lines_groups();
--> statement-breakpoint
create trigger expense_lines_groups_delete after delete on expense_lines referencing old table as removed
  for each statement execute function expense_lines_groups();
--> statement-breakpoint
-- A rule added, changed or removed: the tenant's groups counted again.
create function expense_rules_groups() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform expense_groups_rebuild(t.tenant_id) from (select distinct tenant_id from new_rules) t;
  elsif tg_op = 'DELETE' then
    perform expense_groups_rebuild(t.tenant_id) from (select distinct tenant_id from old_rules) t;
  else
    perform expense_groups_rebuild(t.tenant_id) from (select tenant_id from new_rules union select tenant_id from old_rules) t;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger expense_rules_groups_insert after insert on expense_filtering_rules referencing new table as new_rules
  for each statement execute function expense_rules_groups();
--> statement-breakpoint
create trigger expense_rules_groups_update after update on expense_filtering_rules referencing old table as old_rules new table as new_rules
  for each statement execute function expense_rules_groups();
--> statement-breakpoint
create trigger expense_rules_groups_delete after delete on expense_filtering_rules referencing old table as old_rules
  for each statement execute function expense_rules_groups();
--> statement-breakpoint
create function events_expense_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update expense_groups set event_start = new.start_time, event_short_name = new.short_name, event_title = new.title
  where tenant_id = new.tenant_id and event_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger events_expense_names after update of start_time, short_name, title on events
  for each row when (old.start_time is distinct from new.start_time or old.short_name is distinct from new.short_name
    or old.title is distinct from new.title)
  execute function events_expense_names();
--> statement-breakpoint
create function speakers_expense_names() returns trigger
  language plpgsql set search_path = public as $$
begin
  update expense_groups set speaker_first_name = new.first_name, speaker_last_name = new.last_name
  where tenant_id = new.tenant_id and speaker_id = new.id;
  return null;
end
$$;
--> statement-breakpoint
create trigger speakers_expense_names after update of first_name, last_name on speakers
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function speakers_expense_names();
--> statement-breakpoint
-- Row-level security keeps PostgreSQL from using the trigram index for ILIKE (as for the checks, 0028): the search runs
-- here as the owner, restricted to the caller's tenant explicitly. `fields` names what the caller may search (a field
-- hidden from the role, or a speaker's own name for a speaker, is never searched); the list stops after `max_rows`.
create function expense_group_search_ids(pattern text, fields text[], max_rows integer default null) returns setof integer
  language plpgsql stable security definer set search_path = public as $$
declare
  matches text;
begin
  select string_agg(format('%I', c) || ' ilike $1', ' or ') into matches from unnest(fields) as c
    where c in ('event_short_name', 'event_title', 'speaker_first_name', 'speaker_last_name');
  if matches is null then
    return;
  end if;
  return query execute format(
    'select id from expense_groups where tenant_id = current_setting(''app.tenant_id'', true) and (%s) limit $2', matches)
    using pattern, max_rows;
end
$$;
--> statement-breakpoint
grant execute on function expense_group_search_ids(text, text[], integer) to hive_app;
--> statement-breakpoint
-- The lines written before this migration.
select expense_groups_rebuild(id) from tenants;
