create table attachments (
  id serial primary key,
  tenant_id text not null references tenants(id),
  kind text not null check (kind in ('slide-deck')),
  topic_id integer references topics(id) on delete cascade,
  file_name text not null,
  content_type text not null,
  size integer not null,
  storage_key text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index attachments_topic_idx on attachments (tenant_id, topic_id, kind);
--> statement-breakpoint
alter table attachments enable row level security;
--> statement-breakpoint
alter table attachments force row level security;
--> statement-breakpoint
create policy tenant_isolation on attachments using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on attachments to hive_app;
--> statement-breakpoint
grant usage, select on sequence attachments_id_seq to hive_app;
