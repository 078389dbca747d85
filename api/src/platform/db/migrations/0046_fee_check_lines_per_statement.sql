-- A statement's new checks become their Honoraria lines in one insert (0027 wrote one per check). Each insert into
-- expense_lines runs its statement triggers (the groups' totals 0029, the dashboard's months 0040, the pairs'
-- honoraria 0045) once: 10,000 checks saved at once ran each of them 10,000 times.
drop trigger fee_checks_expense_line_insert on fee_checks;
--> statement-breakpoint
create function fee_checks_expense_lines() returns trigger
  language plpgsql set search_path = public as $$
begin
  insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents, payment_date, status, check_id, created_by, created_at)
  select tenant_id, event_id, speaker_id, 'Honoraria', amount_cents, (created_at at time zone 'UTC')::date, 'Paid', id, created_by, created_at
  from new_checks where deleted_at is null order by id;
  return null;
end
$$;
--> statement-breakpoint
create trigger fee_checks_expense_lines after insert on fee_checks referencing new table as new_checks
  for each statement execute function fee_checks_expense_lines();
--> statement-breakpoint
-- A check deleted: its line goes (0027's row trigger, now only for this).
create or replace function fee_check_expense_line() returns trigger
  language plpgsql set search_path = public as $$
begin
  if new.deleted_at is not null and old.deleted_at is null then
    delete from expense_lines where check_id = new.id;
  end if;
  return null;
end
$$;
