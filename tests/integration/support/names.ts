/** A DTO field's column (`fieldRepId` → `field_rep_id`). */
export const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A permission entity's table (`event` → `events`, `email_series` stays). */
export const tableOf = (entity: string) => (entity.endsWith('s') ? entity : `${entity}s`);
