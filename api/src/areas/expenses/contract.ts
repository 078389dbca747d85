/**
 * Financials' contract (spec 002 §2.16, §3 "Expense result", §7 "Expenses", §9 "Expense year filter"): the statuses,
 * expense types offered, limits and texts shared by the api, the BFF and the web. Plain TypeScript with no I/O.
 *
 * Money is integer cents in the database; answers and bodies carry dollars with at most two decimals (as the fees do).
 */

/** A line's status (the spec shows one and names none): Pending (not paid yet), Paid, Void (cancelled: shown, not counted
 *  in any total). */
export const EXPENSE_STATUSES = ['Pending', 'Paid', 'Void'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** The expense types a form offers; a line may carry any other (an import's or a card feed's own words). */
export const EXPENSE_TYPES = ['Honoraria', 'Meals', 'Venue', 'Travel', 'Lodging', 'AV', 'Printing', 'Other'] as const;

/** The type a check's line carries (the database trigger of migration 0027 writes it). */
export const HONORARIA = 'Honoraria';

export const EXPENSE_LIMITS = {
  expenseType: 100,
  /** Largest line, in dollars (a check's ceiling too). */
  amount: 1_000_000,
  /** Spec 002 §9: the year filter offers the current year, four before and four after. */
  yearsAround: 4,
  /** Rows one `POST /expenses/import` may carry: a larger file is sent in batches. */
  importRows: 1000,
} as const;

export const EXPENSE_MESSAGES = {
  eventRequired: 'Event is required',
  expenseTypeRequired: 'Expense type is required',
  amountAboveZero: 'Amount must be above 0',
  amountCents: 'Amount must be in whole cents',
  amountMax: `Amount must be at most $${EXPENSE_LIMITS.amount.toLocaleString('en-US')}`,
  expenseTypeLong: `Expense type must be at most ${EXPENSE_LIMITS.expenseType} characters`,
  statusInvalid: `Status must be one of ${EXPENSE_STATUSES.join(', ')}`,
  checkLine: (checkId: number) =>
    `This Honoraria line is check ${checkId} of the Speaker Fee Calculator: change or delete the check there, not the line`,
  speakerNotOnEvent: (speaker: number | string, event: number | string) => `Speaker ${speaker} does not speak at event ${event}`,
  // The import's texts (`POST /expenses/import`): a cell is named as the file has it.
  importNoRows: 'No expense lines found in the file',
  importTooMany: `At most ${EXPENSE_LIMITS.importRows} rows per request: send the file in batches`,
  importRowTwice: (row: number) => `Row ${row} appears twice in the request`,
  eventNotFound: (event: string) => `Event ${event} not found`,
  eventAmbiguous: (event: string, count: number) => `Event ${event} names ${count} events: use the event's numeric id`,
  eventNameHidden: (event: string) => `Event ${event}: event short names are hidden from your role, use the event's numeric id`,
  speakerAmbiguous: (speaker: string, event: string, byEmail: boolean) =>
    `Speaker ${speaker} names more than one speaker of event ${event}${byEmail ? '' : ": use the speaker's email"}`,
  speakerFieldHidden: (speaker: string, use: 'email' | 'name') =>
    `Speaker ${speaker}: speaker ${use === 'email' ? 'names' : 'emails'} are hidden from your role, use the speaker's ${use}`,
  honorariaFromChecks: "Honoraria lines come from the Speaker Fee Calculator's checks",
  amountRequired: 'Amount is required',
  amountNumber: 'Amount must be a number, such as 1234.50 or $1,234.50',
  paymentDateInvalid: 'Payment date must be a date: YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY',
  alreadyImported: (lineId: number) => `Already imported: the same line exists (line ${lineId})`,
} as const;

/** The years the filter offers (spec 002 §9), around `year`. */
export const expenseYears = (year: number) =>
  Array.from({ length: 2 * EXPENSE_LIMITS.yearsAround + 1 }, (_, i) => year - EXPENSE_LIMITS.yearsAround + i);

/** The event's and speaker's fields a row carries (fields.ts `RelatedFields`): nulled when hidden from the caller. */
export const EXPENSE_RELATED = { event: 'event', speaker: 'speaker' } as const;
