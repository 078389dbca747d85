-- 0022: tenant configuration (issue 15). Expense filtering rules (spec 002 §3: comparison type and string) and the
-- configuration change log: every change of the Tenant Configuration screen with its before and after values
-- (who, what, when), shown as "Recent changes". Both tenant-scoped with RLS like every tenant table.
create table expense_filtering_rules (
  id serial primary key,
  tenant_id text not null references tenants (id),
  comparison_type text not null,
  comparison_string text not null,
  unique (tenant_id, comparison_string)
);
--> statement-breakpoint
alter table expense_filtering_rules enable row level security;
--> statement-breakpoint
alter table expense_filtering_rules force row level security;
--> statement-breakpoint
create policy tenant_isolation on expense_filtering_rules using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on expense_filtering_rules to hive_app;
--> statement-breakpoint
grant usage, select on sequence expense_filtering_rules_id_seq to hive_app;
--> statement-breakpoint
create table configuration_changes (
  id serial primary key,
  tenant_id text not null references tenants (id),
  actor_user_id integer,
  kind text not null,
  target text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
--> statement-breakpoint
create index configuration_changes_tenant_at_idx on configuration_changes (tenant_id, at desc, id desc);
--> statement-breakpoint
alter table configuration_changes enable row level security;
--> statement-breakpoint
alter table configuration_changes force row level security;
--> statement-breakpoint
create policy tenant_isolation on configuration_changes using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert on configuration_changes to hive_app;
--> statement-breakpoint
grant usage, select on sequence configuration_changes_id_seq to hive_app;
