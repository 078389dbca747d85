import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

// The per-address request limit of both services (the api and the BFF register it alike).

/** A per-minute limit from the environment: a whole number, `0` = no limit; unset = `fallback`. */
export function perMinuteFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value))
    throw new Error(`${name} must be a whole number of requests per minute (0 turns the limit off), not "${value}"`);
  return Number(value);
}

/**
 * At most `perMinute` requests per minute from one client address (IPv6: per /56), every route and
 * the 404 handler counted together (pass the answered options to `setNotFoundHandler`); `0` turns it off. Above it: 429 `{ statusCode, message }` with
 * `Retry-After` (seconds).
 */
export async function rateLimit(
  app: FastifyInstance,
  perMinute: number,
  keyGenerator: (request: FastifyRequest) => string = (request) => request.ip,
): Promise<{ preHandler?: preHandlerAsyncHookHandler }> {
  if (perMinute <= 0) return {};
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    keyGenerator,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(
        new Error(
          `Too many requests from your address (at most ${context.max} a minute). Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        ),
        { statusCode: context.statusCode },
      );
    },
  });
  // Routes are counted through the plugin's onRoute hook; the 404 handler needs the same hook by hand.
  return { preHandler: app.rateLimit() };
}
