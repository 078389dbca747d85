import { isIP } from 'node:net';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE, Session } from './session.ts';
import { createUpstreamHttp, type CallCounter, type RequestIdentity } from './upstream/http.ts';
import { createUpstream, type Upstream } from './upstream/index.ts';

/** The tenant when neither the header nor the host name names one. */
export const DEFAULT_TENANT = 'demo';

/** What every resolver receives: the request's identity, its session and its upstream modules. */
export interface Context {
  identity: RequestIdentity;
  session: Session;
  upstream: Upstream;
  /** REST calls made so far for this operation. */
  calls: CallCounter;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

/**
 * The tenant of a request: the `x-tenant-id` header (integrators), else the first label of the host
 * name (`acme.localhost` → `acme`) unless the host is localhost or an IP address, else `demo`.
 */
export function tenantOf(tenantHeader: string | null, hostname: string): string {
  if (tenantHeader) return tenantHeader;
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || isIP(host) !== 0) return DEFAULT_TENANT;
  const [label] = host.split('.');
  return label && host.includes('.') ? label : DEFAULT_TENANT;
}

/** The bearer token of the `Authorization` header, if any. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1]?.trim() || null;
}

export function buildContext(apiUrl: string, request: FastifyRequest, reply: FastifyReply): Context {
  const identity: RequestIdentity = {
    tenantId: tenantOf(header(request, 'x-tenant-id'), request.hostname),
    product: header(request, 'x-product'),
    impersonateSpeakerId: header(request, 'x-impersonate-speaker-id'),
    authType: header(request, 'x-auth-type'),
    clientAddress: request.ip,
  };
  const bearer = bearerToken(request);
  const cookieAccess = request.cookies[ACCESS_COOKIE] || null;
  const cookieRefresh = request.cookies[REFRESH_COOKIE] || null;
  const session = new Session(reply, request.protocol === 'https', {
    accessToken: bearer ?? cookieAccess,
    refreshToken: cookieRefresh,
    source: bearer ? 'bearer' : cookieAccess || cookieRefresh ? 'cookie' : null,
  });
  const calls: CallCounter = { count: 0 };
  const http = createUpstreamHttp({ apiUrl, identity, session, counter: calls });
  return { identity, session, upstream: createUpstream(http), calls };
}
