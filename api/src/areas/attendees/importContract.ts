/** The attendee import's contract, shared by the api and the import dialog (no server code here). */

/** Spec 001 §3/§9: the nine import columns, in the order the import dialog maps them. */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'address',
  'city',
  'state',
  'zip',
  'email_subscribe',
  'marketing_subscribe',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Rows per `POST /attendees/import`: the dialog sends a file in batches of this size, one after another. */
export const IMPORT_BATCH = 500;
