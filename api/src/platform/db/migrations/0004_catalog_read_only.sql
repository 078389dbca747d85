-- The permission catalog (entity and action names) is the same for every tenant and has no tenant_id,
-- so no row-level policy can guard it: the service role may read it but never change it.
revoke insert, update, delete, truncate on entities, permission_actions from hive_app;
