-- E-mail delivery (issue 30 "Delivery"; the spec is silent). The outbox becomes the delivery ledger and the queue in one:
-- each row is one message with its status, attempts and times, and the worker (areas/mail/worker.ts) claims due rows
-- with `for update skip locked` and a lease. `dedupe_key` is unique per tenant: a message is written once per cause
-- (a retried request, a second worker, a rerun of the scheduler write nothing). The rows written before are marked sent
-- to the built-in mailbox: they were never sendable and must not go out now. `email_template_id` and `event_id` carry no
-- foreign key: the ledger is a record of what was sent, kept when the template or event goes.
alter table email_outbox
  add column dedupe_key text,
  add column kind text not null default 'legacy',
  add column html text,
  add column cc text[] not null default '{}',
  add column status text not null default 'queued',
  add column attempts integer not null default 0,
  add column send_after timestamptz not null default now(),
  add column send_before timestamptz,
  add column claimed_until timestamptz,
  add column sent_at timestamptz,
  add column transport text,
  add column last_error text,
  add column secret boolean not null default false,
  add column unsubscribable boolean not null default false,
  add column unsubscribe_token uuid not null default gen_random_uuid(),
  add column email_template_id integer,
  add column event_id integer,
  add column ical jsonb,
  add column raw text;
--> statement-breakpoint
update email_outbox set dedupe_key = 'legacy:' || id, status = 'sent', transport = 'mailbox', sent_at = created_at;
--> statement-breakpoint
alter table email_outbox alter column dedupe_key set not null;
--> statement-breakpoint
alter table email_outbox add constraint email_outbox_status check (status in ('queued', 'sending', 'sent', 'failed', 'suppressed', 'missed', 'cancelled'));
--> statement-breakpoint
alter table email_outbox add constraint email_outbox_transport check (transport in ('smtp', 'mailbox'));
--> statement-breakpoint
create unique index email_outbox_dedupe on email_outbox (tenant_id, dedupe_key);
--> statement-breakpoint
create unique index email_outbox_unsubscribe_token on email_outbox (unsubscribe_token);
--> statement-breakpoint
-- The worker's due rows and expired leases.
create index email_outbox_due on email_outbox (status, send_after);
--> statement-breakpoint
-- The rate limit's count of the last minute's messages.
create index email_outbox_sent_at on email_outbox (tenant_id, sent_at) where sent_at is not null;
--> statement-breakpoint
-- The tenant's addresses that get no more messages: `unsubscribed` (one-click link; program messages only) or
-- `bounced` (a permanent SMTP refusal; no message at all). Stored lower-case: one row per mailbox.
create table email_suppressions (
  tenant_id text not null references tenants(id),
  email text not null check (email = lower(email)),
  reason text not null check (reason in ('unsubscribed', 'bounced')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, email)
);
--> statement-breakpoint
grant select, insert, update, delete on email_suppressions to hive_app;
--> statement-breakpoint
alter table email_suppressions enable row level security;
--> statement-breakpoint
alter table email_suppressions force row level security;
--> statement-breakpoint
create policy tenant_isolation on email_suppressions using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
