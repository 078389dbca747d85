// Export and import are built alongside the bench: their scenarios skip while the route is missing.

export const SKIPPED = 'skipped: endpoint not available';

/** Why a refused call means the endpoint is missing (404, or `/events/:id` answering for the path), else throws. */
export async function notAvailable(response: Response): Promise<string> {
  const body = await response.text();
  const routedAsEventId = response.status === 400 && /\bid\b/.test(body);
  if (response.status === 404 || routedAsEventId) return SKIPPED;
  throw new Error(`${response.url} answered ${response.status}: ${body.slice(0, 300)}`);
}
