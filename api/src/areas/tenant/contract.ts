// The Tenant Configuration's texts and rules shared by the service and the web app (no server code here).

/** Spec 002 §3 names a Like type "and others"; these are the others (api/README.md). */
export const COMPARISON_TYPES = ['Like', 'NotLike', 'Equals', 'NotEquals', 'StartsWith', 'EndsWith'] as const;

/** Spec 002 §5 expense rules texts. */
export const EXPENSE_RULE_MESSAGES = {
  duplicate: 'Duplicate rule(s)',
  incomplete: 'Incomplete rule(s)',
  unchanged: 'No changes made',
} as const;

export interface ExpenseRule {
  comparisonType: string;
  comparisonString: string;
}

/** Spec 002 §5, in its order: incomplete, duplicate (same string, case and spaces aside), unchanged; null when savable. */
export function expenseRulesProblem(
  rules: readonly { comparisonType?: string | null; comparisonString?: string | null }[],
  current: readonly ExpenseRule[],
): string | null {
  if (rules.some((r) => !r.comparisonType || !r.comparisonString?.trim())) return EXPENSE_RULE_MESSAGES.incomplete;
  const strings = rules.map((r) => r.comparisonString!.trim().toLowerCase());
  if (new Set(strings).size !== strings.length) return EXPENSE_RULE_MESSAGES.duplicate;
  const same =
    rules.length === current.length &&
    rules.every((r, i) => r.comparisonType === current[i]!.comparisonType && r.comparisonString!.trim() === current[i]!.comparisonString);
  return same ? EXPENSE_RULE_MESSAGES.unchanged : null;
}

/** Spec 002 §8 success texts of the screen. */
export const TENANT_MESSAGES = {
  tenantSaved: 'Successfully updated tenant. Please wait...',
  productsSaved: 'Successfully updated products. Please wait...',
  flagsSaved: 'Updated feature flags. Please wait...',
  refreshed: "Successfully refreshed tenant's metadata",
  rulesSaved: 'Successfully updated expense filtering rules',
  hiddenFieldsSaved: 'Successfully updated entity hidden fields',
  permissionsSaved: 'Successfully updated permissions',
} as const;

/** Spec 002 §8 failure texts of the screen's saves (the expense rules tell a refusal from no answer). */
export const TENANT_FAILURES = {
  rulesRefused: 'Failed to update expense filtering rules. Please try again.',
  rulesNoAnswer: 'An error occurred while updating expense filtering rules.',
  hiddenFields: 'Failed to update entity hidden fields. Please try again.',
  permissions: 'Failed to update 1 or more permissions. Please try again.',
  flags: 'Failed to update feature flags',
} as const;

/** Spec 002 §4 / §9: the page reloads this long after a tenant, product or flag save. */
export const RELOAD_DELAY_MS = 1500;
