-- Security review, findings A and B (api/README.md, "Sign-in, passwords and throttling").
-- Audit rows of an impersonated request name both people: the admin (actor_user_id) and the speaker's
-- user the admin acted as (on_behalf_of_user_id; null when nobody was impersonated).
alter table audit_log add column on_behalf_of_user_id integer;
--> statement-breakpoint
-- Sign-in failures are counted per e-mail and client address (the per-address lock), and per e-mail
-- for the capped back-off.
alter table login_failures add column client_address text;
--> statement-breakpoint
-- One-use links that set a password (reset requested by the user, or set-up sent by an admin): only
-- the sha256 of the token is stored; the token itself is only in the e-mail.
create table password_reset_tokens (
  id serial primary key,
  tenant_id text not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  token_hash text not null unique,
  purpose text not null check (purpose in ('reset', 'activate')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index password_reset_tokens_user_idx on password_reset_tokens (user_id) where used_at is null;
--> statement-breakpoint
-- Reset requests, known e-mails or not, for the throttle per e-mail and per client address.
create table password_reset_requests (
  id serial primary key,
  tenant_id text not null references tenants(id),
  email text not null,
  client_address text,
  at timestamptz not null default now()
);
--> statement-breakpoint
create index password_reset_requests_email_idx on password_reset_requests (tenant_id, email, at);
--> statement-breakpoint
create index password_reset_requests_address_idx on password_reset_requests (tenant_id, client_address, at);
--> statement-breakpoint
alter table password_reset_tokens enable row level security;
--> statement-breakpoint
alter table password_reset_tokens force row level security;
--> statement-breakpoint
create policy tenant_isolation on password_reset_tokens using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table password_reset_requests enable row level security;
--> statement-breakpoint
alter table password_reset_requests force row level security;
--> statement-breakpoint
create policy tenant_isolation on password_reset_requests using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on password_reset_tokens, password_reset_requests to hive_app;
--> statement-breakpoint
grant usage, select on sequence password_reset_tokens_id_seq, password_reset_requests_id_seq to hive_app;
