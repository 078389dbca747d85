-- 0023: the instances menu lists a person's accounts in other tenants only from an e-mail its owner proved (issue 26,
-- item 6). `password_reset_tokens.sent_to` is the address a link was e-mailed to; using the link proves that mailbox and
-- sets `users.verified_email` to it. An account counts for the menu while its e-mail is still the verified one: an
-- administrator changing the e-mail (or creating a user with any e-mail) makes no verified account.
alter table password_reset_tokens add column sent_to text;
--> statement-breakpoint
alter table users add column verified_email text;
--> statement-breakpoint
drop function hive_instances(text);
--> statement-breakpoint
-- The tenants where the caller's own verified e-mail has a verified, not removed account; nothing when the caller's
-- own e-mail is not verified. Read from the caller's user row (tenant and id of the access token), never from an
-- e-mail the request names.
create function hive_instances(caller_tenant text, caller_id integer) returns table (id text, name text)
  language sql security definer set search_path = public as $$
  select t.id, t.name from users me
  join users u on lower(u.email) = lower(me.email) and u.deleted_at is null and lower(u.verified_email) = lower(u.email)
  join tenants t on t.id = u.tenant_id
  where me.tenant_id = caller_tenant and me.id = caller_id and me.deleted_at is null
    and lower(me.verified_email) = lower(me.email)
  order by t.name
$$;
--> statement-breakpoint
grant execute on function hive_instances(text, integer) to hive_app;
