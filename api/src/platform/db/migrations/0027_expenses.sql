-- 0027: Financials (spec 002 §2.16, §3 "Expense result", §7 "Expenses"; api README "Expenses"). One table of expense
-- lines, each on an event and, unless it is an event-wide cost (venue, AV...), a speaker; amount in integer cents,
-- payment date, status. A saved check of the Speaker Fee Calculator is its speaker's Honoraria line on that event:
-- the triggers below add the line when the check is saved and remove it when the check is deleted (soft, `deleted_at`;
-- a hard delete of the check, through its speaker or event, cascades), whoever writes the check. The tenant's Expense
-- Filtering Rules (0022) are compared with a line's expense type by `expense_rule_matches`, the one implementation of
-- the comparison types.
create table expense_lines (
  id serial primary key,
  tenant_id text not null references tenants(id),
  event_id integer not null references events(id) on delete cascade,
  speaker_id integer references speakers(id) on delete cascade,
  expense_type text not null check (length(expense_type) between 1 and 100),
  amount_cents integer not null check (amount_cents > 0),
  payment_date date,
  status text not null check (status in ('Pending', 'Paid', 'Void')),
  check_id integer unique references fee_checks(id) on delete cascade,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
-- The list's rows are the (event, speaker) groups: this index feeds the grouping and an event's or a row's lines.
create index expense_lines_event_speaker on expense_lines (tenant_id, event_id, speaker_id, payment_date, id);
--> statement-breakpoint
-- The speakerIds filter and a speaker's own rows.
create index expense_lines_speaker on expense_lines (tenant_id, speaker_id, event_id);
--> statement-breakpoint
alter table expense_lines enable row level security;
--> statement-breakpoint
alter table expense_lines force row level security;
--> statement-breakpoint
create policy tenant_isolation on expense_lines using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on expense_lines to hive_app;
--> statement-breakpoint
grant usage, select on sequence expense_lines_id_seq to hive_app;
--> statement-breakpoint
-- Whether an expense type matches a rule, case-insensitively. Like: the string is a LIKE pattern (`%` any run of
-- characters, `_` one character, no escape character: a backslash is itself); NotLike: it does not match that pattern;
-- Equals / NotEquals: the same text or not; StartsWith / EndsWith: the string taken literally (its `%`, `_` and `\`
-- escaped) at the start or the end. An unknown type matches nothing. Immutable and plain SQL, so the planner inlines it.
create function expense_rule_matches(comparison_type text, comparison_string text, expense_type text) returns boolean
  language sql immutable parallel safe as $$
  select case comparison_type
    when 'Like' then expense_type ilike comparison_string escape ''
    when 'NotLike' then expense_type not ilike comparison_string escape ''
    when 'Equals' then lower(expense_type) = lower(comparison_string)
    when 'NotEquals' then lower(expense_type) <> lower(comparison_string)
    when 'StartsWith' then expense_type ilike replace(replace(replace(comparison_string, '\', '\\'), '%', '\%'), '_', '\_') || '%' escape '\'
    when 'EndsWith' then expense_type ilike '%' || replace(replace(replace(comparison_string, '\', '\\'), '%', '\%'), '_', '\_') escape '\'
    else false
  end
$$;
--> statement-breakpoint
-- A check saved (not deleted) becomes its speaker's Honoraria line on the event, paid on the day it was saved (UTC).
create function fee_check_expense_line() returns trigger
  language plpgsql set search_path = public as $$
begin
  if tg_op = 'INSERT' and new.deleted_at is null then
    insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents, payment_date, status, check_id, created_by, created_at)
    values (new.tenant_id, new.event_id, new.speaker_id, 'Honoraria', new.amount_cents, (new.created_at at time zone 'UTC')::date, 'Paid',
      new.id, new.created_by, new.created_at);
  elsif tg_op = 'UPDATE' and new.deleted_at is not null and old.deleted_at is null then
    delete from expense_lines where check_id = new.id;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger fee_checks_expense_line_insert after insert on fee_checks for each row execute function fee_check_expense_line();
--> statement-breakpoint
create trigger fee_checks_expense_line_delete after update of deleted_at on fee_checks for each row execute function fee_check_expense_line();
--> statement-breakpoint
-- The checks saved before this migration.
insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents, payment_date, status, check_id, created_by, created_at)
select tenant_id, event_id, speaker_id, 'Honoraria', amount_cents, (created_at at time zone 'UTC')::date, 'Paid', id, created_by, created_at
from fee_checks where deleted_at is null;
