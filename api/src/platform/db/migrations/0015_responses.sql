-- The respondent side of issue 12: attendees and their event attendances (spec 001 §3), the answers a
-- registration page collects, survey responses with their answers, and registration page views (spec 002 §3
-- registration analytics row). Every table is a tenant table: row-level security enabled, forced, one policy.
create table attendees (
  id serial primary key,
  tenant_id text not null references tenants(id),
  first_name text not null,
  last_name text not null,
  -- Optional (spec 001 §5); stored lower case, so one person registering twice is one attendee.
  email text check (email = lower(email)),
  address text,
  city text,
  state text,
  zip_code text,
  marketing_opt_in boolean not null default false,
  type text not null default 'patient' check (type in ('hcp', 'patient', 'caregiver')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index attendees_email_idx on attendees (tenant_id, email) where email is not null;
--> statement-breakpoint
-- The attendee list's search (first, last and full name, e-mail) and its default order.
create index attendees_search_idx on attendees using gin (first_name gin_trgm_ops, last_name gin_trgm_ops, email gin_trgm_ops);
--> statement-breakpoint
create index attendees_name_idx on attendees (tenant_id, last_name, first_name, id);
--> statement-breakpoint
create table event_attendances (
  id serial primary key,
  tenant_id text not null references tenants(id),
  event_id integer not null references events(id) on delete cascade,
  attendee_id integer not null references attendees(id) on delete cascade,
  status text not null default 'walkin' check (status in ('walkin', 'attended', 'registered', 'noshow', 'cancelled', 'ineligible')),
  subscribed boolean not null default true,
  -- Where the attendance came from (spec 001 §3 sources): the registration page's name, or the product.
  source text,
  -- The registration page it was made through (null otherwise): the analytics' registration count.
  registration_template_id integer references registration_templates(id) on delete set null,
  created_date timestamptz not null default now(),
  unique (event_id, attendee_id)
);
--> statement-breakpoint
-- An attendee's attendances, index-only (the name sorts probe it once per attendee; tenant_id for the policy).
create index event_attendances_attendee_idx on event_attendances (attendee_id, id) include (tenant_id);
--> statement-breakpoint
create index event_attendances_registration_idx on event_attendances (registration_template_id, event_id, created_date)
  where registration_template_id is not null;
--> statement-breakpoint
create table attendance_answers (
  id serial primary key,
  tenant_id text not null references tenants(id),
  event_attendance_id integer not null references event_attendances(id) on delete cascade,
  question_id integer not null references questions(id) on delete cascade,
  -- The answer as a person reads it (answerText of the engine) and as given (the engine's AnswerValue).
  answer text,
  value jsonb
);
--> statement-breakpoint
create index attendance_answers_attendance_idx on attendance_answers (event_attendance_id, question_id);
--> statement-breakpoint
create index attendance_answers_question_idx on attendance_answers (question_id);
--> statement-breakpoint
create table survey_responses (
  id serial primary key,
  tenant_id text not null references tenants(id),
  event_id integer not null references events(id) on delete cascade,
  survey_template_id integer not null references survey_templates(id) on delete cascade,
  -- Null for anonymous surveys and respondents who gave no name.
  attendee_id integer references attendees(id) on delete set null,
  submitted_at timestamptz not null default now()
);
--> statement-breakpoint
-- Survey Responses: the count per event (index-only), and the same within a period.
create index survey_responses_event_idx on survey_responses (tenant_id, event_id);
--> statement-breakpoint
create index survey_responses_submitted_idx on survey_responses (tenant_id, submitted_at) include (event_id);
--> statement-breakpoint
create index survey_responses_template_idx on survey_responses (survey_template_id);
--> statement-breakpoint
create index survey_responses_attendee_idx on survey_responses (attendee_id) where attendee_id is not null;
--> statement-breakpoint
create table survey_answers (
  id serial primary key,
  tenant_id text not null references tenants(id),
  response_id integer not null references survey_responses(id) on delete cascade,
  question_id integer not null references questions(id) on delete cascade,
  answer text,
  value jsonb
);
--> statement-breakpoint
create index survey_answers_response_idx on survey_answers (response_id, question_id);
--> statement-breakpoint
create index survey_answers_question_idx on survey_answers (question_id);
--> statement-breakpoint
create table registration_page_views (
  id serial primary key,
  tenant_id text not null references tenants(id),
  event_id integer not null references events(id) on delete cascade,
  registration_template_id integer not null references registration_templates(id) on delete cascade,
  -- An opaque id the page keeps per browser (unique views); null counts as a view of its own.
  visitor text,
  viewed_at timestamptz not null default now()
);
--> statement-breakpoint
create index registration_page_views_event_idx on registration_page_views (registration_template_id, event_id, viewed_at) include (visitor);
--> statement-breakpoint
create index registration_page_views_event_fk_idx on registration_page_views (event_id);
--> statement-breakpoint
alter table attendees enable row level security;
--> statement-breakpoint
alter table attendees force row level security;
--> statement-breakpoint
create policy tenant_isolation on attendees using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table event_attendances enable row level security;
--> statement-breakpoint
alter table event_attendances force row level security;
--> statement-breakpoint
create policy tenant_isolation on event_attendances using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table attendance_answers enable row level security;
--> statement-breakpoint
alter table attendance_answers force row level security;
--> statement-breakpoint
create policy tenant_isolation on attendance_answers using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table survey_responses enable row level security;
--> statement-breakpoint
alter table survey_responses force row level security;
--> statement-breakpoint
create policy tenant_isolation on survey_responses using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table survey_answers enable row level security;
--> statement-breakpoint
alter table survey_answers force row level security;
--> statement-breakpoint
create policy tenant_isolation on survey_answers using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table registration_page_views enable row level security;
--> statement-breakpoint
alter table registration_page_views force row level security;
--> statement-breakpoint
create policy tenant_isolation on registration_page_views using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on attendees, event_attendances, attendance_answers, survey_responses, survey_answers, registration_page_views to hive_app;
--> statement-breakpoint
grant usage, select on sequence attendees_id_seq, event_attendances_id_seq, attendance_answers_id_seq, survey_responses_id_seq, survey_answers_id_seq, registration_page_views_id_seq to hive_app;
