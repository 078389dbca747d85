import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenKeys } from '../auth/tokens.ts';
import { CommittedRefusal, HttpError } from '../http/errors.ts';
import type { Router } from '../http/route.ts';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
const RESET_MESSAGE = 'Password reset. Please check your email for a temporary password.';

const email = z.string({ message: 'Email cannot be empty' }).trim()
  .min(1, { message: 'Email cannot be empty', abort: true }).email('Invalid email format').max(320);
const password = z.string({ message: 'Password must be at least 8 characters' }).min(8, 'Password must be at least 8 characters').max(200);

interface UserRow {
  id: number; email: string; password_hash: string; first_name: string | null; last_name: string | null;
  role: string; speaker_id: number | null; require_pw_change: number;
}

const refreshBody = z.object({
  refresh_token: z.string({ message: 'refresh_token is required' }).min(1, 'refresh_token is required').max(200),
});

const publicUser = (u: UserRow) => ({
  id: u.id, email: u.email, firstName: u.first_name, lastName: u.last_name, role: u.role,
  speakerId: u.speaker_id, requirePwChange: u.require_pw_change,
});

async function userByEmail(tx: Tx, address: string): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(sql`select * from users where lower(email) = lower(${address})`);
  return row;
}

/** A new session: an access token and the first refresh token of a new family. */
async function startSession(tx: Tx, tokens: TokenKeys, tenantId: string, user: UserRow, family?: string) {
  const refresh = newRefreshToken();
  await tx.query(sql`insert into refresh_tokens (tenant_id, user_id, family, token_hash, expires_at)
    values (${tenantId}, ${user.id}, ${family ?? refresh.family}, ${refresh.hash},
            now() + make_interval(days => ${REFRESH_TOKEN_DAYS}))`);
  const jwt = await tokens.sign({ userId: user.id, tenantId, role: user.role, sessionId: family ?? refresh.family });
  return { error: null, jwt, accessToken: jwt, refreshToken: refresh.token, user: publicUser(user) };
}

const temporaryPassword = () => randomBytes(9).toString('base64url');

async function sendTemporaryPassword(tx: Tx, tenantId: string, user: UserRow) {
  const temporary = temporaryPassword();
  await tx.query(sql`update users set password_hash = ${await hashPassword(temporary)}, require_pw_change = 1
    where id = ${user.id}`);
  await tx.query(sql`insert into email_outbox (tenant_id, to_email, subject, body)
    values (${tenantId}, ${user.email}, 'Your temporary Hive password',
            ${`Your temporary password is ${temporary}. You will be asked to choose a new one when you sign in.`})`);
}

export function authRoutes(route: Router, tokens: TokenKeys) {
  route({
    method: 'POST', url: '/auth/pw-auth', auth: 'public',
    schema: { body: z.object({ email, password: z.string({ message: 'Password cannot be empty' }).min(1, 'Password cannot be empty').max(200) }) },
    handler: async ({ tx, tenantId, body }) => {
      // Attempts for one address take turns (until commit), so parallel guesses cannot all read the same count.
      await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`pw-auth:${tenantId}:${body.email.toLowerCase()}`}))`);
      const [{ failures }] = await tx.query<{ failures: number }>(sql`select count(*)::int as failures from login_failures
        where lower(email) = lower(${body.email}) and at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`);
      if (failures >= MAX_LOGIN_FAILURES) {
        throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${LOGIN_WINDOW_MINUTES} minutes.`);
      }
      const user = await userByEmail(tx, body.email);
      if (!user || !(await verifyPassword(user.password_hash, body.password))) {
        // Recorded and committed: the 401 is returned, not thrown, so the transaction keeps the row.
        await tx.query(sql`insert into login_failures (tenant_id, email) values (${tenantId}, ${body.email.toLowerCase()})`);
        return new CommittedRefusal(new HttpError(401, 'Invalid email or password'));
      }
      await tx.query(sql`delete from login_failures where lower(email) = lower(${body.email})`);
      return startSession(tx, tokens, tenantId, user);
    },
  });

  route({
    method: 'POST', url: '/auth/reset-pw', auth: 'public',
    schema: { body: z.object({ email }) },
    handler: async ({ tx, tenantId, body, audit }) => {
      const user = await userByEmail(tx, body.email);
      if (user) {
        await sendTemporaryPassword(tx, tenantId, user);
        await audit('user', user.id, 'reset-password', ['password']);
      }
      return { message: RESET_MESSAGE };
    },
  });

  route({
    method: 'POST', url: '/refresh', auth: 'public',
    schema: { body: refreshBody },
    handler: async ({ tx, tenantId, body }) => {
      const [row] = await tx.query<{ id: number; user_id: number; family: string; used_at: string | null;
        revoked_at: string | null; expired: boolean }>(sql`select id, user_id, family, used_at, revoked_at,
        expires_at < now() as expired from refresh_tokens where token_hash = ${hashToken(body.refresh_token)}
        for update`); // two requests with the same token: the second waits and then sees it used
      const refuse = (error: string) => new CommittedRefusal(new HttpError(401, error));
      if (!row || row.revoked_at || row.expired) return refuse('Invalid refresh token');
      if (row.used_at) {
        await tx.query(sql`update refresh_tokens set revoked_at = now() where family = ${row.family}`);
        return refuse('Refresh token reuse detected');
      }
      await tx.query(sql`update refresh_tokens set used_at = now() where id = ${row.id}`);
      const [user] = await tx.query<UserRow>(sql`select * from users where id = ${row.user_id}`);
      const session = await startSession(tx, tokens, tenantId, user, row.family);
      return { accessToken: session.jwt, refreshToken: session.refreshToken };
    },
  });

  route({
    method: 'POST', url: '/auth/logout', auth: 'public',
    schema: { body: refreshBody },
    handler: async ({ tx, body }) => {
      await tx.query(sql`update refresh_tokens set revoked_at = now() where family in
        (select family from refresh_tokens where token_hash = ${hashToken(body.refresh_token)})`);
      return undefined;
    },
  });

  route({
    method: 'POST', url: '/auth/set-user-pw',
    schema: { body: z.object({ email, password }) },
    handler: async ({ tx, tenantId, user, body, audit }) => {
      if (user.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new HttpError(403, 'You can only change your own password');
      }
      await tx.query(sql`update users set password_hash = ${await hashPassword(body.password)}, require_pw_change = 0
        where id = ${user.id}`);
      await tx.query(sql`update refresh_tokens set revoked_at = now() where user_id = ${user.id} and revoked_at is null`);
      await audit('user', user.id, 'set-password', ['password']);
      const row = (await userByEmail(tx, body.email)) as UserRow;
      return startSession(tx, tokens, tenantId, row);
    },
  });

  route({
    method: 'POST', url: '/auth/activate-pw', permission: ['user', 'update'],
    schema: { body: z.object({ email }) },
    handler: async ({ tx, tenantId, body, audit }) => {
      const user = await userByEmail(tx, body.email);
      if (!user) throw new HttpError(404, `User ${body.email} not found`);
      await sendTemporaryPassword(tx, tenantId, user);
      await audit('user', user.id, 'activate-password', ['password']);
      return { message: `A temporary password was sent to ${user.email}.` };
    },
  });
}
