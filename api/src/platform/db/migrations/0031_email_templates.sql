-- E-mail series and templates (issue 30; spec 002 §2.11–2.12, §3 "Email series", "Email template"). A series belongs to
-- a product and may be the platform's own (read-only in the list's menu: no duplicate, no delete). A template's type is
-- one of the 30 of the contract (areas/emailSeries/contract.ts, by its stable id); its event type null means every event
-- type. Within a series no two templates share a type and an event type (spec 002 §5): the unique index holds the rule
-- for every writer, not only the series form. Deleting a series deletes its templates; a template without a series is
-- one the manual trigger sends.
alter table email_series
  add column platform boolean not null default false,
  add column product text not null default 'hive',
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
--> statement-breakpoint
create table email_templates (
  id serial primary key,
  tenant_id text not null references tenants(id),
  email_series_id integer references email_series(id) on delete cascade,
  name text not null,
  active boolean not null default true,
  subject text not null,
  cc text[] not null default '{}',
  recipients text[] not null default '{}',
  body text not null default '',
  preheader text,
  width integer not null default 600,
  ical_event boolean not null default false,
  ical_title text,
  ical_description text,
  event_type text,
  email_template_type_id smallint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index email_templates_series_type on email_templates (email_series_id, email_template_type_id, coalesce(event_type, ''));
--> statement-breakpoint
create index email_templates_tenant on email_templates (tenant_id, email_series_id);
--> statement-breakpoint
grant select, insert, update, delete on email_templates to hive_app;
--> statement-breakpoint
grant usage, select on sequence email_templates_id_seq to hive_app;
--> statement-breakpoint
alter table email_templates enable row level security;
--> statement-breakpoint
alter table email_templates force row level security;
--> statement-breakpoint
create policy tenant_isolation on email_templates using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
