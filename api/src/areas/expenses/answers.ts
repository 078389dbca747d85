import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { EXPENSE_STATUSES } from './contract.ts';

/** What the expense routes answer: the REST contract's answer half (platform/http/answer.ts). Money in dollars with at
 *  most two decimals (stored as integer cents); dates as `YYYY-MM-DD`. */

/** An expense line; `checkId` names the check it is the Honoraria of (not editable here). */
export const expenseLine = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  speakerId: z.number().int().nullable(),
  expenseType: z.string(),
  amount: z.number(),
  paymentDate: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  checkId: z.number().int().nullable(),
});

/** A Financials row (spec 002 §3 "Expense result"): an event and a speaker (null: the event-wide costs), the total of
 *  its lines but the void ones, and its lines; the event's and speaker's fields null when hidden from the caller. */
export const expenseRow = z.object({
  event: z.object({
    id: z.number().int(),
    shortName: z.string().nullable(),
    title: z.string().nullable(),
    type: z.string().nullable(),
    startTime: instant.nullable(),
    zone: z.string().nullable(),
  }),
  speaker: z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  total: z.number(),
  expenseLines: z.array(expenseLine),
});
/** A page of the list; `count` beyond the cap is a lower bound (`countExact` false), as for events. */
export const expensePage = pageOf(expenseRow).extend({ countExact: z.boolean() });

/** An event's money: `cost` the total of its lines the rules leave in (void ones aside), `honoraria` of its checks. */
export const eventTotals = z.array(z.object({ eventId: z.number().int(), cost: z.number(), honoraria: z.number() }));

/** `POST /expenses/import`: one result per row sent, in the order sent (`lineId` null when the row was refused, with
 *  every reason in `errors`). */
export const expenseImport = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ rowNumber: z.number().int(), lineId: z.number().int().nullable(), errors: z.array(z.string()) })),
});

export type ExpenseLine = Json<typeof expenseLine>;
export type ExpenseRow = Json<typeof expenseRow>;
export type ExpensePage = Json<typeof expensePage>;
export type EventTotals = Json<typeof eventTotals>;
export type ExpenseImport = Json<typeof expenseImport>;

/** The write bodies' schemas, for the BFF's request types (`z.input`). */
export type { lineBody } from './bodies.ts';
export type { importBody as expenseImportBody } from './import.ts';
