import type { ZodError } from 'zod';

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

/** `title: Program Name is required` — the first issue, naming the field. */
export function zodMessage(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
