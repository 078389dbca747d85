import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ADMIN_ROLES, type Role } from '../auth/model.ts';
import type { AccessClaims, TokenKeys } from '../auth/tokens.ts';
import { HttpError } from './errors.ts';

/** The signed-in user a request acts as (while impersonating: the speaker's user). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  speakerId: number | null;
  /** The field-rep record a field-rep user is (their events are the ones they own). */
  fieldRepId: number | null;
  requirePwChange: number;
  /** Set while an admin impersonates a speaker: the admin's user id. */
  impersonatedBy: number | null;
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The tenant named by `x-tenant-id`; every route but the root needs it. */
export function tenantOf(request: FastifyRequest): string {
  const tenantId = header(request, 'x-tenant-id');
  if (!tenantId) throw new HttpError(400, 'The x-tenant-id header is required');
  if (!TENANT_ID.test(tenantId)) throw new HttpError(400, `Invalid tenant id ${JSON.stringify(tenantId.slice(0, 64))}`);
  return tenantId;
}

/** The claims of the request's bearer token, issued for `tenantId`; 401 otherwise. */
export async function claimsOf(request: FastifyRequest, tokens: TokenKeys, tenantId: string): Promise<AccessClaims> {
  const token = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Authentication required');
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, 'Invalid or expired token');
  if (claims.tenantId !== tenantId) throw new HttpError(401, 'Token was issued for another tenant');
  return claims;
}

export async function loadUser(tx: Tx, id: number): Promise<(AuthUser & { speakerInactive: boolean }) | null> {
  const [row] = await tx.query<{
    id: number;
    email: string;
    first_name: string | null;
    last_name: string | null;
    role: Role;
    speaker_id: number | null;
    field_rep_id: number | null;
    require_pw_change: number;
    speaker_status: string | null;
  }>(sql`select u.id, u.email, u.first_name, u.last_name, u.role, u.speaker_id, u.field_rep_id, u.require_pw_change, s.status as speaker_status
    from users u left join speakers s on s.id = u.speaker_id where u.id = ${id} and u.deleted_at is null`);
  return row
    ? {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        speakerId: row.speaker_id,
        fieldRepId: row.field_rep_id,
        requirePwChange: row.require_pw_change,
        impersonatedBy: null,
        speakerInactive: row.speaker_status === 'inactive',
      }
    : null;
}

/** An admin acting as a speaker: the speaker's user (role, permissions, products) for this request. */
export async function impersonate(tx: Tx, admin: AuthUser, speakerHeader: string): Promise<AuthUser> {
  if (!ADMIN_ROLES.includes(admin.role)) throw new HttpError(403, 'Only admins can impersonate a speaker');
  const speakerId = Number(speakerHeader);
  const notFound = new HttpError(404, `Speaker with ID ${speakerHeader.slice(0, 40)} not found`);
  if (!Number.isInteger(speakerId) || speakerId <= 0) throw notFound;
  const [speaker] = await tx.query<{ status: string; user_id: number | null }>(sql`select s.status,
    (select u.id from users u where u.speaker_id = s.id order by u.id limit 1) as user_id from speakers s where s.id = ${speakerId}`);
  if (!speaker) throw notFound;
  // Spec 001 §5: the speaker's state refuses it (409: nothing is wrong with the admin's rights or the request).
  if (speaker.status === 'inactive') throw new HttpError(409, 'This speaker is inactive and can not be impersonated');
  const user = speaker.user_id === null ? null : await loadUser(tx, speaker.user_id);
  if (!user) throw new HttpError(409, 'This speaker does not have a user account');
  return { ...user, speakerId, role: 'speaker', impersonatedBy: admin.id };
}
