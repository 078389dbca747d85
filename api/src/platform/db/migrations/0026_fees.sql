-- 0026: the Speaker Fee Calculator (spec 002 §2.10, §3 "Fee structure" and "Check", §9; api README "Fees"). The fee
-- structure's questions and their options; each speaker's rate per option, kept with the option's question label,
-- field and operation as they were when saved (the outdated notice compares them with the structure); the checks,
-- amount in integer cents, the calculation log in `meta`, soft-deleted. Every table is a tenant's, with row-level
-- security enabled and forced; an index leads with tenant_id for each list sort.
create table fee_questions (
  id serial primary key,
  tenant_id text not null references tenants(id),
  label text not null,
  category text not null,
  weight integer not null,
  position integer not null
);
--> statement-breakpoint
create index fee_questions_order on fee_questions (tenant_id, weight, position);
--> statement-breakpoint
create table fee_options (
  id serial primary key,
  tenant_id text not null references tenants(id),
  question_id integer not null references fee_questions(id) on delete cascade,
  field text not null,
  operation text not null check (operation in ('ADD', 'MULTIPLY', 'IGNORE')),
  position integer not null
);
--> statement-breakpoint
create index fee_options_question on fee_options (tenant_id, question_id, position);
--> statement-breakpoint
create table speaker_fee_rates (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null references speakers(id) on delete cascade,
  -- No foreign key: a rate of an option removed since stays, so that the outdated notice can name it.
  option_id integer not null,
  question_label text not null,
  field text not null,
  operation text not null check (operation in ('ADD', 'MULTIPLY', 'IGNORE')),
  units integer not null check (units >= 0),
  saved_at timestamptz not null default now(),
  unique (tenant_id, speaker_id, option_id)
);
--> statement-breakpoint
create table fee_checks (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null references speakers(id) on delete cascade,
  event_id integer not null references events(id) on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  meta jsonb not null,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
--> statement-breakpoint
create index fee_checks_created on fee_checks (tenant_id, created_at, id) where deleted_at is null;
--> statement-breakpoint
create index fee_checks_amount on fee_checks (tenant_id, amount_cents, id) where deleted_at is null;
--> statement-breakpoint
create index fee_checks_speaker on fee_checks (tenant_id, speaker_id);
--> statement-breakpoint
create index fee_checks_event on fee_checks (tenant_id, event_id);
--> statement-breakpoint
alter table fee_questions enable row level security;
--> statement-breakpoint
alter table fee_questions force row level security;
--> statement-breakpoint
create policy tenant_isolation on fee_questions using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on fee_questions to hive_app;
--> statement-breakpoint
grant usage, select on sequence fee_questions_id_seq to hive_app;
--> statement-breakpoint
alter table fee_options enable row level security;
--> statement-breakpoint
alter table fee_options force row level security;
--> statement-breakpoint
create policy tenant_isolation on fee_options using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on fee_options to hive_app;
--> statement-breakpoint
grant usage, select on sequence fee_options_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_fee_rates enable row level security;
--> statement-breakpoint
alter table speaker_fee_rates force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_fee_rates using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_fee_rates to hive_app;
--> statement-breakpoint
grant usage, select on sequence speaker_fee_rates_id_seq to hive_app;
--> statement-breakpoint
alter table fee_checks enable row level security;
--> statement-breakpoint
alter table fee_checks force row level security;
--> statement-breakpoint
create policy tenant_isolation on fee_checks using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update on fee_checks to hive_app;
--> statement-breakpoint
grant usage, select on sequence fee_checks_id_seq to hive_app;
