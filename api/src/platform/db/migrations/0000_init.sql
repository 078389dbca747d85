do $$ begin create role hive_app nologin; exception when duplicate_object then null; end $$;
--> statement-breakpoint
create table entities (
  id serial primary key,
  name text not null unique
);
--> statement-breakpoint
create table permission_actions (
  id serial primary key,
  name text not null unique
);
--> statement-breakpoint
create table tenants (
  id text primary key,
  name text not null,
  metadata jsonb not null default '{}'::jsonb
);
--> statement-breakpoint
create table feature_flags (
  tenant_id text not null references tenants(id),
  id text not null,
  value boolean not null default false,
  primary key (tenant_id, id)
);
--> statement-breakpoint
create table roles (
  id serial primary key,
  tenant_id text not null references tenants(id),
  role text not null,
  unique (tenant_id, role)
);
--> statement-breakpoint
create table role_permissions (
  tenant_id text not null references tenants(id),
  role_id integer not null references roles(id) on delete cascade,
  entity_id integer not null references entities(id),
  permission_id integer not null references permission_actions(id),
  primary key (role_id, entity_id, permission_id)
);
--> statement-breakpoint
create table role_products (
  tenant_id text not null references tenants(id),
  role text not null,
  product text not null,
  primary key (tenant_id, role, product)
);
--> statement-breakpoint
create table field_settings (
  tenant_id text not null references tenants(id),
  entity text not null,
  role text not null,
  kind text not null check (kind in ('hidden', 'disabled')),
  fields text[] not null default '{}',
  primary key (tenant_id, entity, role, kind)
);
--> statement-breakpoint
create table speakers (
  id serial primary key,
  tenant_id text not null references tenants(id),
  first_name text not null,
  last_name text not null,
  email text,
  phone text,
  degree text,
  specialty text,
  status text not null default 'active',
  user_id integer
);
--> statement-breakpoint
create table users (
  id serial primary key,
  tenant_id text not null references tenants(id),
  email text not null,
  password_hash text not null,
  first_name text,
  last_name text,
  role text not null,
  speaker_id integer references speakers(id),
  require_pw_change integer not null default 0,
  created_at timestamptz not null default now(),
  unique (tenant_id, email)
);
--> statement-breakpoint
create table refresh_tokens (
  id serial primary key,
  tenant_id text not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  family text not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
--> statement-breakpoint
create table login_failures (
  id serial primary key,
  tenant_id text not null references tenants(id),
  email text not null,
  at timestamptz not null default now()
);
--> statement-breakpoint
create table email_outbox (
  id serial primary key,
  tenant_id text not null references tenants(id),
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table audit_log (
  id serial primary key,
  tenant_id text not null references tenants(id),
  actor_user_id integer,
  entity text not null,
  entity_id text,
  action text not null,
  changed_fields text[] not null default '{}',
  request_id text,
  at timestamptz not null default now()
);
--> statement-breakpoint
create table venues (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  address text,
  city text,
  state text,
  zip_code text,
  capacity integer
);
--> statement-breakpoint
create table field_reps (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  phone text,
  email text not null
);
--> statement-breakpoint
create table topics (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  description text
);
--> statement-breakpoint
create table survey_templates (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null
);
--> statement-breakpoint
create table email_series (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null
);
--> statement-breakpoint
create table registration_templates (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null
);
--> statement-breakpoint
create table events (
  id serial primary key,
  tenant_id text not null references tenants(id),
  short_name text not null,
  title text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  zone text not null,
  type text not null,
  status text not null,
  notes text,
  survey boolean not null default false,
  registration_page boolean not null default false,
  email_series_id integer references email_series(id) on delete set null,
  email_from_address text,
  email_from_name text,
  registration_template_id integer references registration_templates(id) on delete set null,
  registration_closed boolean not null default false,
  field_rep_id integer references field_reps(id) on delete set null,
  topic_id integer references topics(id) on delete set null,
  venue_id integer references venues(id) on delete set null,
  meal_type text,
  replay_url text,
  veeva_id text,
  estimated_attendance integer,
  av_requirements text,
  registered integer not null default 0,
  attended integer not null default 0,
  location_name text,
  location_address text,
  location_address_line2 text,
  location_city text,
  location_state text,
  location_zip text,
  conference jsonb,
  event_share_info jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create table event_speakers (
  tenant_id text not null references tenants(id),
  event_id integer not null references events(id) on delete cascade,
  speaker_id integer not null references speakers(id) on delete cascade,
  primary key (event_id, speaker_id)
);
--> statement-breakpoint
create table event_survey_templates (
  tenant_id text not null references tenants(id),
  event_id integer not null references events(id) on delete cascade,
  survey_template_id integer not null references survey_templates(id) on delete cascade,
  survey_due_time timestamptz,
  primary key (event_id, survey_template_id)
);
--> statement-breakpoint
create index events_tenant_start_idx on events (tenant_id, start_time);
--> statement-breakpoint
create index events_tenant_status_idx on events (tenant_id, status);
--> statement-breakpoint
create index event_speakers_speaker_idx on event_speakers (speaker_id);
--> statement-breakpoint
create index login_failures_email_idx on login_failures (tenant_id, email, at);
--> statement-breakpoint
alter table tenants enable row level security;
--> statement-breakpoint
alter table tenants force row level security;
--> statement-breakpoint
create policy tenant_isolation on tenants using (id = current_setting('app.tenant_id', true)) with check (id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table feature_flags enable row level security;
--> statement-breakpoint
alter table feature_flags force row level security;
--> statement-breakpoint
create policy tenant_isolation on feature_flags using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table roles enable row level security;
--> statement-breakpoint
alter table roles force row level security;
--> statement-breakpoint
create policy tenant_isolation on roles using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table role_permissions enable row level security;
--> statement-breakpoint
alter table role_permissions force row level security;
--> statement-breakpoint
create policy tenant_isolation on role_permissions using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table role_products enable row level security;
--> statement-breakpoint
alter table role_products force row level security;
--> statement-breakpoint
create policy tenant_isolation on role_products using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table field_settings enable row level security;
--> statement-breakpoint
alter table field_settings force row level security;
--> statement-breakpoint
create policy tenant_isolation on field_settings using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table speakers enable row level security;
--> statement-breakpoint
alter table speakers force row level security;
--> statement-breakpoint
create policy tenant_isolation on speakers using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table users enable row level security;
--> statement-breakpoint
alter table users force row level security;
--> statement-breakpoint
create policy tenant_isolation on users using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table refresh_tokens enable row level security;
--> statement-breakpoint
alter table refresh_tokens force row level security;
--> statement-breakpoint
create policy tenant_isolation on refresh_tokens using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table login_failures enable row level security;
--> statement-breakpoint
alter table login_failures force row level security;
--> statement-breakpoint
create policy tenant_isolation on login_failures using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table email_outbox enable row level security;
--> statement-breakpoint
alter table email_outbox force row level security;
--> statement-breakpoint
create policy tenant_isolation on email_outbox using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table audit_log enable row level security;
--> statement-breakpoint
alter table audit_log force row level security;
--> statement-breakpoint
create policy tenant_isolation on audit_log using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table venues enable row level security;
--> statement-breakpoint
alter table venues force row level security;
--> statement-breakpoint
create policy tenant_isolation on venues using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table field_reps enable row level security;
--> statement-breakpoint
alter table field_reps force row level security;
--> statement-breakpoint
create policy tenant_isolation on field_reps using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table topics enable row level security;
--> statement-breakpoint
alter table topics force row level security;
--> statement-breakpoint
create policy tenant_isolation on topics using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table survey_templates enable row level security;
--> statement-breakpoint
alter table survey_templates force row level security;
--> statement-breakpoint
create policy tenant_isolation on survey_templates using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table email_series enable row level security;
--> statement-breakpoint
alter table email_series force row level security;
--> statement-breakpoint
create policy tenant_isolation on email_series using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table registration_templates enable row level security;
--> statement-breakpoint
alter table registration_templates force row level security;
--> statement-breakpoint
create policy tenant_isolation on registration_templates using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table events enable row level security;
--> statement-breakpoint
alter table events force row level security;
--> statement-breakpoint
create policy tenant_isolation on events using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table event_speakers enable row level security;
--> statement-breakpoint
alter table event_speakers force row level security;
--> statement-breakpoint
create policy tenant_isolation on event_speakers using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table event_survey_templates enable row level security;
--> statement-breakpoint
alter table event_survey_templates force row level security;
--> statement-breakpoint
create policy tenant_isolation on event_survey_templates using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant usage on schema public to hive_app;
--> statement-breakpoint
grant select, insert, update, delete on all tables in schema public to hive_app;
--> statement-breakpoint
grant usage, select on all sequences in schema public to hive_app;
--> statement-breakpoint
create function hive_instances(user_email text) returns table (id text, name text)
  language sql security definer set search_path = public as $$
  select t.id, t.name from tenants t join users u on u.tenant_id = t.id
  where lower(u.email) = lower(user_email) order by t.name
$$;
--> statement-breakpoint
grant execute on function hive_instances(text) to hive_app;
