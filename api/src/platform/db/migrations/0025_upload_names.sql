-- 0025: a protected upload keeps the name its file had on the uploader's computer (issue 28 #20: 'View CV' saved the
-- file under its storage key, a uuid). `POST /protected-s3-upload` records it; `GET /files/<tenant>/protected/<name>`
-- answers it as `content-disposition`, and the custom profile's attachments list names its files with it. Files uploaded
-- before this migration have no row: their name was never kept (the answers fall back, api/README.md "Uploads and files").
create table upload_names (
  storage_key text primary key,
  tenant_id text not null references tenants(id),
  file_name text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
alter table upload_names enable row level security;
--> statement-breakpoint
alter table upload_names force row level security;
--> statement-breakpoint
create policy tenant_isolation on upload_names using (tenant_id = current_setting('app.tenant_id', true)) with check (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
grant select, insert on upload_names to hive_app;
