-- User Management (issue 15). `has_password`: whether the user has a password they chose (the user form's Password
-- button reads Reset when true, Setup when false). A user made through POST /users gets the hash of a thrown-away
-- secret and `false`; using a set-up or reset link sets it. Every user existing before this migration signs in
-- with a password of its own (the seed's, or a tenant's first admin's), so they start with `true`.
alter table users add column has_password boolean not null default true;
--> statement-breakpoint
-- The user list's sorts (ID, first name, last name, email, role; last name has users_tenant_last_name_idx of 0011),
-- each ending with id, the list's tie-breaker; and the speaker / field-rep links ("already has a user account").
create index users_tenant_first_name_idx on users (tenant_id, first_name, id);
--> statement-breakpoint
create index users_tenant_role_idx on users (tenant_id, role, id);
--> statement-breakpoint
create index users_speaker_idx on users (speaker_id) where speaker_id is not null and deleted_at is null;
--> statement-breakpoint
create index users_field_rep_idx on users (field_rep_id) where field_rep_id is not null and deleted_at is null;
--> statement-breakpoint
-- A role change or a removal revokes every session of the user (refresh_tokens by user).
create index refresh_tokens_user_idx on refresh_tokens (user_id) where revoked_at is null;
