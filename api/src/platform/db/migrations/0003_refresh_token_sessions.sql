create index refresh_tokens_family_idx on refresh_tokens (family) where revoked_at is null;
