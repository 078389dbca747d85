-- The speakers area (issue 11): the speaker's fields of spec 001 section 3, its contract address,
-- contracts and blackout dates. `status` keeps its meaning (active or inactive: the inactive-speaker
-- sign-out reads it); the CRM's status values live in `crm_status`; `degree` holds the credentials.
alter table speakers
  add column address text,
  add column city text,
  add column state text,
  add column zip text,
  add column speaker_type text not null default 'HCP' check (speaker_type in ('HCP', 'Patient', 'Caregiver', 'CRM')),
  add column avatar_img_url text,
  add column region_id integer,
  add column institution text,
  add column crm_status text check (crm_status in ('Eligible_vod', 'Expired_vod', 'Nominated_vod', 'Approved_vod')),
  add column cv_url text,
  add column bio_url text,
  add column veeva_id text,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
--> statement-breakpoint
-- The list's sorts (50,000 speakers in the bench's large tenant): each in (tenant, column, id) order.
create index speakers_tenant_last_name_idx on speakers (tenant_id, last_name, id);
--> statement-breakpoint
create index speakers_tenant_first_name_idx on speakers (tenant_id, first_name, id);
--> statement-breakpoint
create index speakers_tenant_email_idx on speakers (tenant_id, email, id);
--> statement-breakpoint
create index speakers_tenant_degree_idx on speakers (tenant_id, degree, id);
--> statement-breakpoint
create index speakers_tenant_type_idx on speakers (tenant_id, speaker_type, id);
--> statement-breakpoint
create index speakers_tenant_crm_status_idx on speakers (tenant_id, crm_status, id);
--> statement-breakpoint
create index speakers_tenant_status_idx on speakers (tenant_id, status, id);
--> statement-breakpoint
create index speakers_user_idx on speakers (user_id);
--> statement-breakpoint
create table contract_addresses (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null unique references speakers(id) on delete cascade,
  address text not null,
  city text not null,
  state text not null,
  zip text not null
);
--> statement-breakpoint
create table contracts (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null references speakers(id) on delete cascade,
  name text not null,
  type text not null check (type in ('individual', 'organization')),
  signed_date date,
  start_date date,
  end_date date,
  contract_resource_id integer references attachments(id) on delete set null,
  w9_resource_id integer references attachments(id) on delete set null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index contracts_speaker_idx on contracts (tenant_id, speaker_id, id);
--> statement-breakpoint
create table speaker_blackout_dates (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null references speakers(id) on delete cascade,
  blackout_date date not null,
  unique (speaker_id, blackout_date)
);
--> statement-breakpoint
create index speaker_blackout_dates_tenant_idx on speaker_blackout_dates (tenant_id, speaker_id, blackout_date);
--> statement-breakpoint
alter table contract_addresses enable row level security;
--> statement-breakpoint
alter table contract_addresses force row level security;
--> statement-breakpoint
create policy tenant_isolation on contract_addresses using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on contract_addresses to hive_app;
--> statement-breakpoint
grant usage, select on sequence contract_addresses_id_seq to hive_app;
--> statement-breakpoint
alter table contracts enable row level security;
--> statement-breakpoint
alter table contracts force row level security;
--> statement-breakpoint
create policy tenant_isolation on contracts using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on contracts to hive_app;
--> statement-breakpoint
grant usage, select on sequence contracts_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_blackout_dates enable row level security;
--> statement-breakpoint
alter table speaker_blackout_dates force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_blackout_dates using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_blackout_dates to hive_app;
--> statement-breakpoint
grant usage, select on sequence speaker_blackout_dates_id_seq to hive_app;
