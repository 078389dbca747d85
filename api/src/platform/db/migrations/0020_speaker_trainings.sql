-- Speaker trainings (spec 002 §2.8–2.9, §3, §4): training videos (the file lives in the file store), training
-- programs (checkbox, video, veeva_qualification) and the trainings assigned to speakers. Every table is a
-- tenant's, with row-level security enabled and forced; an index leads with tenant_id for each list sort and filter.
create table training_videos (
  id serial primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  description text not null,
  duration_seconds integer not null check (duration_seconds > 0),
  storage_key text not null,
  content_type text not null,
  size bigint not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create table training_programs (
  id serial primary key,
  tenant_id text not null references tenants(id),
  program_name text not null,
  type text not null check (type in ('checkbox', 'video', 'veeva_qualification')),
  topic_id integer references topics(id) on delete set null,
  expiration_date timestamptz not null,
  video_id integer references training_videos(id) on delete set null,
  created_at timestamptz not null default now(),
  modified_at timestamptz not null default now()
);
--> statement-breakpoint
create index training_programs_name on training_programs (tenant_id, lower(program_name), id);
--> statement-breakpoint
create index training_programs_type on training_programs (tenant_id, type, id);
--> statement-breakpoint
create index training_programs_expiration on training_programs (tenant_id, expiration_date, id);
--> statement-breakpoint
create index training_programs_topic on training_programs (tenant_id, topic_id);
--> statement-breakpoint
create table speaker_trainings (
  id serial primary key,
  tenant_id text not null references tenants(id),
  speaker_id integer not null references speakers(id) on delete cascade,
  program_id integer not null references training_programs(id) on delete cascade,
  due_date timestamptz not null,
  completion_date timestamptz,
  trained_by text,
  completion_attachment_key text,
  completion_attachment_name text,
  video_started_at timestamptz,
  video_completed_at timestamptz,
  video_progress_seconds integer not null default 0,
  video_progress_saved_at timestamptz,
  created_at timestamptz not null default now(),
  unique (tenant_id, speaker_id, program_id)
);
--> statement-breakpoint
create index speaker_trainings_program on speaker_trainings (tenant_id, program_id);
--> statement-breakpoint
create index speaker_trainings_due on speaker_trainings (tenant_id, due_date, id);
--> statement-breakpoint
create index speaker_trainings_completion on speaker_trainings (tenant_id, completion_date, id);
--> statement-breakpoint
alter table training_videos enable row level security;
--> statement-breakpoint
alter table training_videos force row level security;
--> statement-breakpoint
create policy tenant_isolation on training_videos using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on training_videos to hive_app;
--> statement-breakpoint
grant usage, select on sequence training_videos_id_seq to hive_app;
--> statement-breakpoint
alter table training_programs enable row level security;
--> statement-breakpoint
alter table training_programs force row level security;
--> statement-breakpoint
create policy tenant_isolation on training_programs using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on training_programs to hive_app;
--> statement-breakpoint
grant usage, select on sequence training_programs_id_seq to hive_app;
--> statement-breakpoint
alter table speaker_trainings enable row level security;
--> statement-breakpoint
alter table speaker_trainings force row level security;
--> statement-breakpoint
create policy tenant_isolation on speaker_trainings using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert, update, delete on speaker_trainings to hive_app;
--> statement-breakpoint
grant usage, select on sequence speaker_trainings_id_seq to hive_app;
--> statement-breakpoint
-- `GET /files/…` asks whether a stored file is a training video or a certificate (served only by their own routes).
create index training_videos_storage_key on training_videos (tenant_id, storage_key);
--> statement-breakpoint
create index speaker_trainings_certificate on speaker_trainings (tenant_id, completion_attachment_key) where completion_attachment_key is not null;
