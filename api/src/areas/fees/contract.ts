/**
 * The Speaker Fee Calculator's contract (spec 002 §2.10, §3 "Fee structure" and "Check", §5 "Fee calculator", §8, §9
 * "Fee calculation"): the operations, limits and texts, and the one fee calculation the api computes a check with and
 * the web shows live. Plain TypeScript with no I/O, so every part can import it.
 *
 * Money is integer cents throughout (never floating-point dollars). A rate's stored units depend on its option's
 * operation: an Add (or Ignore) rate is cents, a Multiply rate a factor in ten-thousandths (`1.25` → 12,500, shown
 * 'x 125 %').
 *
 * The calculation (§9): the questions in the order of their weight (ties in the structure's order); the first
 * question's options always add (it has no operation of its own); Add adds the rate to the running total, Multiply
 * multiplies the running total by the factor (rounded half up to the cent), Ignore leaves it as it is. With the
 * tenant's Fee Calculator Rounding flag on, the result is rounded up to a whole dollar. An override amount replaces the
 * result (not rounded: it is what the user typed) and needs a reason.
 */

export const FEE_OPERATIONS = ['ADD', 'MULTIPLY', 'IGNORE'] as const;
export type FeeOperation = (typeof FEE_OPERATIONS)[number];
export const FEE_OPERATION_LABELS: Record<FeeOperation, string> = { ADD: 'Add', MULTIPLY: 'Multiply', IGNORE: 'Ignore' };

/** Ten-thousandths of a Multiply factor: 10,000 units are 'x 100 %'. */
export const FACTOR_SCALE = 10_000;
const CENTS = 100;

/** What the service stores (the spec sets none): the dialog's inputs take no more. */
export const FEE_LIMITS = {
  questions: 50,
  options: 50,
  label: 200,
  category: 100,
  field: 200,
  weight: 1_000_000,
  /** Largest Add rate, in dollars. */
  addValue: 100_000,
  /** Largest Multiply factor (x 1,000 %). */
  factor: 10,
  /** Largest amount of a check, in dollars (also the running total's ceiling). */
  amount: 1_000_000,
  overrideReason: 1000,
} as const;

export const FEE_MESSAGES = {
  labelRequired: 'Label is required',
  categoryRequired: 'Category is required',
  fieldRequired: 'Field is required',
  operationRequired: 'Operation is required',
  reasonRequired: 'Reason is required',
  amountAboveZero: 'Amount must be above 0',
  noFees: (speaker: string) => `No speaker fees set for ${speaker}`,
  outdated: 'This speaker fee appears to be outdated',
  deleteConfirm: 'Are you sure you want to delete this check?',
  schemaImported: 'Schema imported. Click save to apply changes.',
  exportFile: 'fee-structure-schema.json',
  exportFailed: 'Error downloading export',
  exportDone: 'Export successful',
  structureSaved: 'Fee structure saved',
  structureFailed: 'Error saving fee structure',
  ratesSaved: 'Speaker fee rates saved successfully',
  ratesFailed: 'Error saving speaker fee rates',
  checkAdded: 'Check added successfully',
  checkFailed: 'Error adding check',
} as const;

/** A rate's stored units from the value a person enters (dollars, or a factor for Multiply). */
export const rateUnits = (value: number, operation: FeeOperation) => Math.round(value * (operation === 'MULTIPLY' ? FACTOR_SCALE : CENTS));
/** The value a person enters from a rate's stored units. */
export const rateValue = (units: number, operation: FeeOperation) => units / (operation === 'MULTIPLY' ? FACTOR_SCALE : CENTS);
export const dollars = (cents: number) => cents / CENTS;
export const cents = (amount: number) => Math.round(amount * CENTS);

/** Whether a number has at most `places` decimals (0.1 + 0.2 style noise tolerated). */
export const hasDecimals = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** One answered question of a calculation: the chosen option with the speaker's rate for it. */
export interface FeeStepInput {
  label: string;
  category: string;
  weight: number;
  field: string;
  operation: FeeOperation;
  /** The speaker's rate in units (cents, or ten-thousandths for Multiply). */
  units: number;
}

/** A line of a check's calculation log (its `meta.log`): what the Metadata dialog shows; `value` in dollars, or the
 *  factor for Multiply. */
export interface FeeLogEntry {
  label: string;
  category: string;
  field: string;
  operation: FeeOperation;
  value: number;
}

export interface FeeResult {
  log: FeeLogEntry[];
  /** The total before rounding, in cents. */
  calculatedCents: number;
  /** The total after the rounding flag, in cents (the check's amount without an override). */
  totalCents: number;
  /** The running total passed the largest amount a check may have. */
  tooLarge: boolean;
}

/**
 * The fee of the answered questions (the module's header says how). `steps` may come in any order: they are taken by
 * weight, ties in the order given; the first one adds whatever its operation says.
 */
export function calculateFee(steps: readonly FeeStepInput[], { rounding }: { rounding: boolean }): FeeResult {
  const ordered = steps.map((step, index) => ({ step, index })).sort((a, b) => a.step.weight - b.step.weight || a.index - b.index);
  const ceiling = FEE_LIMITS.amount * CENTS;
  let total = 0;
  let tooLarge = false;
  const log: FeeLogEntry[] = [];
  ordered.forEach(({ step }, position) => {
    const operation: FeeOperation = position === 0 ? 'ADD' : step.operation;
    if (operation === 'ADD') total += step.units;
    // Both factors are whole numbers below 2^53 / 10^5 (the ceiling keeps the total there): the product is exact.
    if (operation === 'MULTIPLY') total = Math.floor((total * step.units + FACTOR_SCALE / 2) / FACTOR_SCALE);
    if (total > ceiling) {
      tooLarge = true;
      total = ceiling;
    }
    log.push({ label: step.label, category: step.category, field: step.field, operation, value: rateValue(step.units, operation) });
  });
  return { log, calculatedCents: total, totalCents: rounding ? Math.ceil(total / CENTS) * CENTS : total, tooLarge };
}

const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** An amount as the checks table shows it (USD, en-US: '$1,250.00'). */
export const formatAmount = (amount: number) => usd(amount);

/** The math line of a log entry (§3): '+ $2,500.00' for Add, 'x 75 %' for Multiply, none for Ignore. */
export function feeMathLine(entry: Pick<FeeLogEntry, 'operation' | 'value'>): string | null {
  if (entry.operation === 'ADD') return `+ ${usd(entry.value)}`;
  if (entry.operation === 'MULTIPLY') return `x ${Math.round(entry.value * 100 * 100) / 100} %`;
  return null;
}

/** The speaker's and event's fields a check carries (fields.ts `RelatedFields`): the REST routes and the BFF null them
 *  alike when hidden from the caller's role. */
export const CHECK_RELATED = {
  firstName: ['speaker', 'firstName'],
  lastName: ['speaker', 'lastName'],
  shortName: ['event', 'shortName'],
} as const;

/** What differs between a speaker's saved rates and the structure (the outdated notice's details). */
export type FeeRateChange = 'added' | 'removed' | 'renamed' | 'operation';
