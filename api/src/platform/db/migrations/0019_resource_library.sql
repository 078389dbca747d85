-- The speaker resource library (spec 002 §2.2–2.7, §3, §9): resource groups ordered by weight, resources (an
-- attachment of kind `resource`: a stored file or an https link, in a group, with expiration, topic, year and PRC
-- code) and their assignment to speakers. Tenant tables with row-level security enabled and forced; an index
-- leading with tenant_id for each list sort and filter.
create table resource_groups (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  weight integer not null check (weight >= 1),
  url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create index resource_groups_weight_idx on resource_groups (tenant_id, weight, id);
--> statement-breakpoint
create index resource_groups_name_idx on resource_groups (tenant_id, lower(name));
--> statement-breakpoint
alter table resource_groups enable row level security;
--> statement-breakpoint
alter table resource_groups force row level security;
--> statement-breakpoint
create policy tenant_isolation on resource_groups using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on resource_groups to hive_app;
--> statement-breakpoint
grant usage, select on sequence resource_groups_id_seq to hive_app;
--> statement-breakpoint
-- A resource is an attachment of kind `resource`; a link resource has no stored file (no key, type or size).
alter table attachments drop constraint attachments_kind_check;
--> statement-breakpoint
alter table attachments add constraint attachments_kind_check check (kind in ('slide-deck', 'contract', 'resource'));
--> statement-breakpoint
alter table attachments
  add column group_id integer references resource_groups(id) on delete cascade,
  add column link_url text,
  add column source_name text,
  add column expiration_date timestamptz,
  add column year integer,
  add column prc_code text,
  add column updated_at timestamptz not null default now(),
  alter column content_type drop not null,
  alter column size drop not null,
  alter column storage_key drop not null;
--> statement-breakpoint
alter table attachments add constraint attachments_stored_or_link check (
  kind = 'resource' and group_id is not null and (storage_key is not null) <> (link_url is not null)
  or kind <> 'resource' and storage_key is not null and content_type is not null and size is not null);
--> statement-breakpoint
-- The Resources list: its default order (newest first) and each sortable column, the group page by group.
create index attachments_resource_created_idx on attachments (tenant_id, kind, created_at, id);
--> statement-breakpoint
create index attachments_resource_name_idx on attachments (tenant_id, kind, lower(file_name), id);
--> statement-breakpoint
create index attachments_resource_expiration_idx on attachments (tenant_id, kind, expiration_date, id);
--> statement-breakpoint
create index attachments_resource_year_idx on attachments (tenant_id, kind, year, id);
--> statement-breakpoint
create index attachments_resource_prc_idx on attachments (tenant_id, kind, prc_code, id);
--> statement-breakpoint
create index attachments_group_idx on attachments (tenant_id, group_id, updated_at);
--> statement-breakpoint
create table speaker_attachments (
  tenant_id text not null references tenants(id),
  attachment_id integer not null references attachments(id) on delete cascade,
  speaker_id integer not null references speakers(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (attachment_id, speaker_id)
);
--> statement-breakpoint
create index speaker_attachments_speaker_idx on speaker_attachments (tenant_id, speaker_id, attachment_id);
--> statement-breakpoint
alter table speaker_attachments enable row level security;
--> statement-breakpoint
alter table speaker_attachments force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_attachments using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_attachments to hive_app;
--> statement-breakpoint
-- `GET /files/…` asks whether a stored file is a resource's (served only by the resource routes): one probe.
create index attachments_storage_key on attachments (tenant_id, storage_key) where storage_key is not null;
