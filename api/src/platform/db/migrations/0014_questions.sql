-- Questions, surveys and registration pages (issue 12; spec 001 §3 survey template, question, rules, skip
-- logic; spec 002 §3 registration template).
-- The templates grow their form's fields. A question belongs to exactly one template (survey or registration),
-- and goes with it (cascade); its choices, rule nodes and skip-logic entries go with the question.
-- Rules are stored as the wire's flat node list (one row per node: field, node_key, parent_key), not jsonb: a
-- condition's question is then a foreign key (a condition cannot name a question of nowhere, and goes with
-- it), and the rows are exactly what REST and GraphQL carry.
alter table survey_templates
  add column job_number text,
  add column language text not null default 'en' check (language in ('en', 'es')),
  add column isi_text text,
  add column logo text,
  add column consent_text text,
  add column privacy_policy_link text,
  add column is_anonymous boolean not null default false,
  add column is_evaluation boolean not null default false,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
--> statement-breakpoint
alter table registration_templates
  add column url text,
  add column isi_text text,
  add column banner text,
  add column consent_text text,
  add column branded boolean not null default false,
  add column marketing_opt_in boolean not null default false,
  add column redirect_url text,
  add column privacy_policy_link text,
  add column brand_color1 text,
  add column brand_color2 text not null default '#ffffff',
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
--> statement-breakpoint
-- The lists sort by name (then id) and search it; tenant_id first so row-level security reads it from the index.
create index survey_templates_name_idx on survey_templates (tenant_id, name, id);
--> statement-breakpoint
create index registration_templates_name_idx on registration_templates (tenant_id, name, id);
--> statement-breakpoint
create table questions (
  id serial primary key,
  tenant_id text not null references tenants(id),
  survey_template_id integer references survey_templates(id) on delete cascade,
  registration_template_id integer references registration_templates(id) on delete cascade,
  text text not null,
  type text not null check (type in ('checkbox', 'free-text', 'single-select', 'multi-select', 'rating-5', 'rating-7', 'rating-10')),
  "order" integer not null,
  required boolean not null default false,
  visible boolean not null default true,
  info text,
  pre_notes text,
  post_notes text,
  min_length integer,
  max_length integer,
  min_label text,
  max_label text,
  allowed_characters_regex text,
  preset_id text,
  registration_form_type text check (registration_form_type in ('opt-in', 'event-register')),
  check (num_nonnulls(survey_template_id, registration_template_id) = 1)
);
--> statement-breakpoint
-- A template's questions in order, and questionsCount of a list page (one grouped query over these).
create index questions_survey_template_idx on questions (survey_template_id, "order") where survey_template_id is not null;
--> statement-breakpoint
create index questions_registration_template_idx on questions (registration_template_id, "order") where registration_template_id is not null;
--> statement-breakpoint
create table question_choices (
  id serial primary key,
  tenant_id text not null references tenants(id),
  question_id integer not null references questions(id) on delete cascade,
  text text not null,
  open_field boolean not null default false,
  "order" integer not null
);
--> statement-breakpoint
create index question_choices_question_idx on question_choices (question_id, "order");
--> statement-breakpoint
create table question_rules (
  id serial primary key,
  tenant_id text not null references tenants(id),
  question_id integer not null references questions(id) on delete cascade,
  field text not null check (field in ('required', 'visible')),
  node_key text not null,
  parent_key text,
  operator text check (operator in ('AND', 'OR')),
  condition_question_id integer references questions(id) on delete cascade,
  comparator text check (comparator in ('empty', 'not-empty', 'equal', 'not-equal', 'contain', 'is-true', 'is-false', 'less', 'greater')),
  value text
);
--> statement-breakpoint
create index question_rules_question_idx on question_rules (question_id, id);
--> statement-breakpoint
create index question_rules_condition_question_idx on question_rules (condition_question_id);
--> statement-breakpoint
create table skip_logic (
  id serial primary key,
  tenant_id text not null references tenants(id),
  survey_template_id integer not null references survey_templates(id) on delete cascade,
  "order" integer not null,
  question_id integer not null references questions(id) on delete cascade,
  choice_id integer not null references question_choices(id) on delete cascade,
  next_question_id integer references questions(id) on delete cascade
);
--> statement-breakpoint
create index skip_logic_template_idx on skip_logic (survey_template_id, "order");
--> statement-breakpoint
create index skip_logic_question_idx on skip_logic (question_id);
--> statement-breakpoint
create index skip_logic_choice_idx on skip_logic (choice_id);
--> statement-breakpoint
create index skip_logic_next_question_idx on skip_logic (next_question_id);
--> statement-breakpoint
alter table questions enable row level security;
--> statement-breakpoint
alter table questions force row level security;
--> statement-breakpoint
create policy tenant_isolation on questions using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table question_choices enable row level security;
--> statement-breakpoint
alter table question_choices force row level security;
--> statement-breakpoint
create policy tenant_isolation on question_choices using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table question_rules enable row level security;
--> statement-breakpoint
alter table question_rules force row level security;
--> statement-breakpoint
create policy tenant_isolation on question_rules using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
alter table skip_logic enable row level security;
--> statement-breakpoint
alter table skip_logic force row level security;
--> statement-breakpoint
create policy tenant_isolation on skip_logic using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on questions, question_choices, question_rules, skip_logic to hive_app;
--> statement-breakpoint
grant usage, select on sequence questions_id_seq, question_choices_id_seq, question_rules_id_seq, skip_logic_id_seq to hive_app;
