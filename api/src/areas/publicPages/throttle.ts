import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressOf } from '../../platform/http/clientAddress.ts';
import { HttpError } from '../../platform/http/errors.ts';

/** A limit of the public pages: at most `max` requests per `windowMs` for one client address and event. */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
  /** What is counted, for the 429's text (`submissions`, `page views`). */
  what: string;
}

/** Public submits: 20 in 10 minutes per address and event (a family at one address registers, a bot does not). */
export const SUBMIT_LIMIT: ThrottleLimit = { max: 20, windowMs: 10 * 60_000, what: 'submissions' };
/** Public page views: 120 a minute per address and event (reloads, a shared network). */
export const VIEW_LIMIT: ThrottleLimit = { max: 120, windowMs: 60_000, what: 'page views' };

/**
 * Fixed-window counters in memory, per api process, keyed by tenant, client address (the BFF's forwarded browser
 * address, `clientAddress.ts`) and event. Above the limit: 429 `Too many submissions for this event from your
 * address. Try again in 7 minutes.` with `Retry-After`. Expired windows are dropped as the map grows.
 */
export function createThrottle(limit: ThrottleLimit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return ({ request, reply, tenantId }: { request: FastifyRequest; reply: FastifyReply; tenantId: string }, event: string) => {
    const at = now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (at - w.start >= limit.windowMs) windows.delete(k);
    const key = JSON.stringify([tenantId, clientAddressOf(request), event]);
    const current = windows.get(key);
    const window = current && at - current.start < limit.windowMs ? current : { start: at, count: 0 };
    window.count += 1;
    windows.set(key, window);
    if (window.count <= limit.max) return;
    const seconds = Math.max(1, Math.ceil((window.start + limit.windowMs - at) / 1000));
    const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `Too many ${limit.what} for this event from your address. Try again in ${wait}.`);
  };
}
