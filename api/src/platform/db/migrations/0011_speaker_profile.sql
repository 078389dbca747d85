-- Speaker custom profile (issue 11, spec 001 §3 "Custom profile"): groups of custom fields, their fields
-- and each speaker's values, the profile grid's layout per product, regions and the speaker's liaison;
-- and the users the user calls manage: removed users are kept (deleted_at) so that their e-mail restores them.
create table regions (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  unique (tenant_id, name)
);
--> statement-breakpoint
alter table speakers add constraint speakers_region_fk foreign key (region_id) references regions(id) on delete set null;
--> statement-breakpoint
create table speaker_profile_groups (
  id serial primary key,
  tenant_id text not null references tenants(id),
  group_name text not null,
  weight integer not null,
  grid_area text,
  hidden_user_roles text[] not null default '{}',
  disabled_user_roles text[] not null default '{}',
  locked boolean not null default false,
  unique (tenant_id, group_name)
);
--> statement-breakpoint
create table speaker_profile_fields (
  id serial primary key,
  tenant_id text not null references tenants(id),
  group_id integer not null references speaker_profile_groups(id) on delete cascade,
  field_name text not null,
  field_type text not null check (field_type in ('text', 'textarea', 'number', 'date', 'boolean', 'file')),
  weight integer not null,
  hidden_user_roles text[] not null default '{}'
);
--> statement-breakpoint
create index speaker_profile_fields_group_idx on speaker_profile_fields (tenant_id, group_id, weight);
--> statement-breakpoint
create table speaker_profile_field_data (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null references speakers(id) on delete cascade,
  field_id integer not null references speaker_profile_fields(id) on delete cascade,
  value text,
  unique (speaker_id, field_id)
);
--> statement-breakpoint
create index speaker_profile_field_data_speaker_idx on speaker_profile_field_data (tenant_id, speaker_id);
--> statement-breakpoint
create table speaker_profile_layouts (
  tenant_id text not null references tenants(id),
  product text not null,
  desktop text not null,
  mobile text not null,
  primary key (tenant_id, product)
);
--> statement-breakpoint
create table liaison_speakers (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null unique references speakers(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade
);
--> statement-breakpoint
create index liaison_speakers_user_idx on liaison_speakers (tenant_id, user_id);
--> statement-breakpoint
alter table users
  add column deleted_at timestamptz,
  add column send_attendee_emails boolean not null default false;
--> statement-breakpoint
create index users_tenant_last_name_idx on users (tenant_id, last_name, id);
--> statement-breakpoint
-- A removed user has no instances.
create or replace function hive_instances(user_email text) returns table (id text, name text)
  language sql security definer set search_path = public as $$
  select t.id, t.name from tenants t join users u on u.tenant_id = t.id
  where lower(u.email) = lower(user_email) and u.deleted_at is null order by t.name
$$;
--> statement-breakpoint
alter table regions enable row level security;
--> statement-breakpoint
alter table regions force row level security;
--> statement-breakpoint
create policy tenant_isolation on regions using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on regions to hive_app;
--> statement-breakpoint
grant usage, select on sequence regions_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_profile_groups enable row level security;
--> statement-breakpoint
alter table speaker_profile_groups force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_profile_groups using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_profile_groups to hive_app;
--> statement-breakpoint
grant usage, select on sequence speaker_profile_groups_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_profile_fields enable row level security;
--> statement-breakpoint
alter table speaker_profile_fields force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_profile_fields using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_profile_fields to hive_app;
--> statement-breakpoint
grant usage, select on sequence speaker_profile_fields_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_profile_field_data enable row level security;
--> statement-breakpoint
alter table speaker_profile_field_data force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_profile_field_data using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_profile_field_data to hive_app;
--> statement-breakpoint
grant usage, select on sequence speaker_profile_field_data_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_profile_layouts enable row level security;
--> statement-breakpoint
alter table speaker_profile_layouts force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_profile_layouts using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_profile_layouts to hive_app;
--> statement-breakpoint
alter table liaison_speakers enable row level security;
--> statement-breakpoint
alter table liaison_speakers force row level security;
--> statement-breakpoint
create policy tenant_isolation on liaison_speakers using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on liaison_speakers to hive_app;
--> statement-breakpoint
grant usage, select on sequence liaison_speakers_id_seq to hive_app;
