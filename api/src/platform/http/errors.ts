import { z, type ZodError } from 'zod';

/** An error with the HTTP status and the message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A refusal whose writes must still commit (a recorded sign-in failure, a revoked session): the
 *  handler returns it instead of throwing, and the router answers it once the transaction has committed,
 *  so the next request already sees those writes. */
export class CommittedRefusal {
  constructor(readonly error: HttpError) {}
}

export const notFound = (what: string, id: unknown) => new HttpError(404, `${what} ${id} not found`);
export const forbidden = (action: string, entity: string) => new HttpError(403, `You do not have permission to ${action} ${entity}`);
/** The 403 of a route open to some roles only (`roles` of its policy), whatever the caller's grants. */
export const roleRefused = (roles: readonly string[], permission: readonly [string, string] | null) =>
  new HttpError(403, `Only the ${roles.join(' or ')} role may ${permission ? `${permission[1]} ${permission[0]}` : 'do this'}`);

/** Parse options under which zod's own texts, which name no field ('Invalid input: expected boolean, received
 *  string'), come prefixed with the field path. A schema's own text ('Program Name is required', the spec's
 *  words) names its field already and stands alone. */
export const NAMING_GENERIC_TEXTS = {
  error: (issue: z.core.$ZodRawIssue) => {
    const text = z.config().localeError?.(issue);
    const message = typeof text === 'string' ? text : (text?.message ?? 'Invalid input');
    return issue.path?.length ? `${issue.path.join('.')}: ${message}` : message;
  },
};

/** The 400 of a refused input (parsed with `NAMING_GENERIC_TEXTS`): `message`, the first three texts, and
 *  `fields`, the first text per field path (`{ title: 'Program Name is required', 'surveyTemplates.0.id': … }`)
 *  for a form to show under each field. */
export function inputRefused(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const { path, message } of error.issues) {
    const at = path.join('.');
    if (at) fields[at] ??= message.startsWith(`${at}: `) ? message.slice(at.length + 2) : message;
  }
  return new HttpError(
    400,
    error.issues
      .slice(0, 3)
      .map((issue) => issue.message)
      .join('; '),
    { fields },
  );
}

/** A 400 of a rule on one field, checked beyond the schema (`endTime`: 'End Date must be after Start Date'). */
export const fieldRefused = (field: string, message: string) => new HttpError(400, message, { fields: { [field]: message } });
