import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type RowOf, type Tx } from '../../platform/db/client.ts';
import type { passwordResetTokens, refreshTokens, users } from '../../platform/db/tables.ts';
import type { Role } from '../../platform/auth/model.ts';
import { checkPassword, hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenKeys } from '../../platform/auth/tokens.ts';
import { clientAddressOf } from '../../platform/http/clientAddress.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { CommittedRefusal, HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { enqueueMail } from '../mail/index.ts';
import { rankOf, USER_MESSAGES } from '../users/contract.ts';
import { message, refreshed, signIn } from './answers.ts';

/** Failures of one e-mail from one client address within the window that lock that address out of it. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/** Failures of one e-mail (from any address) within the window before its back-off starts:
 *  then each attempt waits 1 s, 2 s, 4 s … at most MAX_BACKOFF_SECONDS after the latest failure. */
export const BACKOFF_FREE_FAILURES = 5;
export const MAX_BACKOFF_SECONDS = 60;
/** Reset requests within RESET_WINDOW_MINUTES, per e-mail and per client address. */
export const MAX_RESETS_PER_EMAIL = 3;
export const MAX_RESETS_PER_ADDRESS = 10;
export const RESET_WINDOW_MINUTES = 15;
/** How long a link works: a reset the person asked for, and an account set-up an admin sent. */
export const RESET_LINK_MINUTES = 60;
export const ACTIVATION_LINK_MINUTES = 3 * 24 * 60;

/** Spec text (kept although the e-mail now carries a link, not a temporary password). */
export const RESET_MESSAGE = 'Password reset. Please check your email for a temporary password.';
export const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with the new password.';

/** Where a tenant's web app is (the links in e-mails); the same default as the instances menu (app.ts). */
export const defaultClientUrl = (tenantId: string) => `http://${tenantId}.localhost:4000`;

const email = z
  .string({ message: 'Email cannot be empty' })
  .trim()
  .min(1, { message: 'Email cannot be empty', abort: true })
  .email('Invalid email format')
  .max(320);
const password = z.string({ message: 'Password must be at least 8 characters' }).min(8, 'Password must be at least 8 characters').max(200);

/** A user row; its role is one of ROLES (written only through the routes' enums, as `loadUser` reads it). */
type UserRow = Omit<RowOf<typeof users>, 'role'> & { role: Role };

const refreshBody = z.object({
  refresh_token: z.string({ message: 'refresh_token is required' }).min(1, 'refresh_token is required').max(200),
});

const publicUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
  role: u.role,
  speakerId: u.speaker_id,
  requirePwChange: u.require_pw_change,
});

async function userByEmail(tx: Tx, address: string): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(sql`select * from users where lower(email) = lower(${address}) and deleted_at is null`);
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

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const tooManyFailures = (wait: string) => new HttpError(429, `Too many failed sign-in attempts. Try again in ${wait}.`);

/**
 * Refuses (429) a password check while it is throttled, in two ways (api/README.md):
 * - the client address has MAX_LOGIN_FAILURES failures for this e-mail within the window: that address
 *   waits until the oldest of them is LOGIN_WINDOW_MINUTES old (it locks the guesser, not the user);
 * - the e-mail has BACKOFF_FREE_FAILURES or more failures from anywhere: every address waits 1 s, 2 s,
 *   4 s … (doubling per failure, at most MAX_BACKOFF_SECONDS) after the latest failure, so a stranger's
 *   failures slow the real user down by a minute at most and never lock them out.
 * Attempts for one e-mail take turns (a transaction-scoped advisory lock), so parallel guesses cannot all
 * read the same count.
 */
async function refuseWhileThrottled(tx: Tx, tenantId: string, email: string, address: string) {
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`pw-auth:${tenantId}:${email.toLowerCase()}`}))`);
  const recent = sql`lower(email) = lower(${email}) and at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  const counts = only(
    await tx.query<{ total: number; here: number; since_last: number | null }>(sql`select count(*)::int as total,
    (count(*) filter (where client_address = ${address}))::int as here,
    extract(epoch from now() - max(at))::float8 as since_last from login_failures where ${recent}`),
  );
  if (counts.here >= MAX_LOGIN_FAILURES) {
    // The address is free again once fewer than MAX_LOGIN_FAILURES of its failures are in the window.
    const [oldest] = await tx.query<{
      ends_in: number;
    }>(sql`select extract(epoch from at + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) - now())::float8
      as ends_in from login_failures where ${recent} and client_address = ${address}
      order by at offset ${counts.here - MAX_LOGIN_FAILURES} limit 1`);
    throw tooManyFailures(plural(Math.max(1, Math.ceil((oldest?.ends_in ?? 60) / 60)), 'minute'));
  }
  if (counts.total >= BACKOFF_FREE_FAILURES) {
    const backoff = Math.min(2 ** (counts.total - BACKOFF_FREE_FAILURES), MAX_BACKOFF_SECONDS);
    const left = backoff - (counts.since_last ?? backoff);
    if (left > 0) throw tooManyFailures(plural(Math.ceil(left), 'second'));
  }
}

async function recordFailure(tx: Tx, tenantId: string, email: string, address: string) {
  await tx.query(
    sql`insert into login_failures (tenant_id, email, client_address) values (${tenantId}, ${email.toLowerCase()}, ${address})`,
  );
}

/** A right password from this address: its failures for the e-mail are forgotten (the others' stay). */
async function forgetFailures(tx: Tx, email: string, address: string) {
  await tx.query(sql`delete from login_failures where lower(email) = lower(${email}) and client_address = ${address}`);
}

/** Refuses (429) a reset request beyond MAX_RESETS_PER_EMAIL for the e-mail or MAX_RESETS_PER_ADDRESS for
 *  the client address within the window, and records the accepted one. Unknown e-mails count alike, so
 *  the answer never tells whether an account exists. */
async function throttleResetRequest(tx: Tx, tenantId: string, email: string, address: string) {
  const lower = email.toLowerCase();
  // Always the address first, then the e-mail: concurrent requests take turns without deadlocks.
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`reset-pw-address:${tenantId}:${address}`}))`);
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`reset-pw:${tenantId}:${lower}`}))`);
  const counts = only(
    await tx.query<{ by_email: number; by_address: number }>(sql`select
    (count(*) filter (where email = ${lower}))::int as by_email,
    (count(*) filter (where client_address = ${address}))::int as by_address
    from password_reset_requests where (email = ${lower} or client_address = ${address})
      and at > now() - make_interval(mins => ${RESET_WINDOW_MINUTES})`),
  );
  if (counts.by_email >= MAX_RESETS_PER_EMAIL || counts.by_address >= MAX_RESETS_PER_ADDRESS) {
    throw new HttpError(429, `Too many password reset requests. Try again in ${RESET_WINDOW_MINUTES} minutes.`);
  }
  await tx.query(sql`insert into password_reset_requests (tenant_id, email, client_address) values (${tenantId}, ${lower}, ${address})`);
}

/**
 * A one-use link that sets the user's password (`<client url>/reset-password?token=…`), valid for
 * RESET_LINK_MINUTES or ACTIVATION_LINK_MINUTES. Only the sha256 of the token is stored; the current
 * password keeps working until the link is used. Also the set-up link of `npm run tenant:create`.
 */
export async function createPasswordLink(tx: Tx, tenantId: string, userId: number, purpose: 'reset' | 'activate', clientUrl: string) {
  return (await newPasswordLink(tx, tenantId, userId, purpose, clientUrl)).link;
}

/** createPasswordLink's link and the stored hash of its token (the e-mail's ledger key: one message per link). */
async function newPasswordLink(tx: Tx, tenantId: string, userId: number, purpose: 'reset' | 'activate', clientUrl: string) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const minutes = purpose === 'reset' ? RESET_LINK_MINUTES : ACTIVATION_LINK_MINUTES;
  // `sent_to`: the user's e-mail now, where the link goes; using the link proves that mailbox (`verified_email`).
  await tx.query(sql`insert into password_reset_tokens (tenant_id, user_id, token_hash, purpose, expires_at, sent_to)
    select ${tenantId}, ${userId}, ${tokenHash}, ${purpose}, now() + make_interval(mins => ${minutes}), email
    from users where id = ${userId}`);
  return { link: `${clientUrl}/reset-password?token=${token}`, tokenHash };
}

/** E-mails the user a link of createPasswordLink (through the outbox: the link, never a password). */
export async function sendPasswordLink(
  tx: Tx,
  tenantId: string,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: 'reset' | 'activate',
  clientUrl: string,
) {
  const minutes = purpose === 'reset' ? RESET_LINK_MINUTES : ACTIVATION_LINK_MINUTES;
  const { link, tokenHash } = await newPasswordLink(tx, tenantId, user.id, purpose, clientUrl);
  const [subject, body] =
    purpose === 'reset'
      ? [
          'Reset your Hive password',
          `Someone asked to reset the password of the Hive account ${user.email}. To choose a new ` +
            `password, open this link within ${minutes} minutes (it works once):\n\n${link}\n\nIf you did not ask for it, ignore ` +
            'this e-mail: your password stays as it is.',
        ]
      : [
          'Set up your Hive password',
          `An administrator invites you to choose the password of the Hive account ${user.email}. ` +
            `Open this link within ${minutes / 60 / 24} days (it works once):\n\n${link}`,
        ];
  const kind = purpose === 'reset' ? 'password-reset' : 'password-setup';
  // Secret: the link signs in whoever reads it. Not unsubscribable: a person who unsubscribed still gets it.
  await enqueueMail(tx, tenantId, { to: user.email, subject, text: body, key: `${kind}:${tokenHash}`, kind, secret: true });
}

/** Sets the password and clears `requirePwChange`; every session and every unused link of the user ends. */
async function setPassword(tx: Tx, userId: number, password: string) {
  await tx.query(sql`update users set password_hash = ${await hashPassword(password)}, require_pw_change = 0, has_password = true
    where id = ${userId}`);
  await tx.query(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
  await tx.query(sql`update password_reset_tokens set used_at = now() where user_id = ${userId} and used_at is null`);
}

/** `clientUrlOf`: the tenant's web app, for the links in e-mails (app.ts passes its `clientUrlOf`). */
export function authRoutes(route: Router, tokens: TokenKeys, clientUrlOf: (tenantId: string) => string = defaultClientUrl) {
  route({
    method: 'POST',
    url: '/auth/pw-auth',
    auth: 'public',
    schema: {
      body: z.object({ email, password: z.string({ message: 'Password cannot be empty' }).min(1, 'Password cannot be empty').max(200) }),
    },
    answer: signIn,
    handler: async ({ tx, tenantId, body, request }) => {
      const address = clientAddressOf(request);
      await refuseWhileThrottled(tx, tenantId, body.email, address);
      const user = await userByEmail(tx, body.email);
      // An unknown e-mail costs the same argon2 work (a dummy hash): the time does not tell who has an account.
      if (!(await checkPassword(user?.password_hash, body.password)) || !user) {
        // Recorded and committed: the 401 is returned, not thrown, so the transaction keeps the row.
        await recordFailure(tx, tenantId, body.email, address);
        return new CommittedRefusal(new HttpError(401, 'Invalid email or password'));
      }
      await forgetFailures(tx, body.email, address);
      return startSession(tx, tokens, tenantId, user);
    },
  });

  route({
    method: 'POST',
    url: '/auth/reset-pw',
    auth: 'public',
    schema: { body: z.object({ email }) },
    answer: message,
    handler: async ({ tx, tenantId, body, request, audit }) => {
      await throttleResetRequest(tx, tenantId, body.email, clientAddressOf(request));
      const user = await userByEmail(tx, body.email);
      if (user) {
        await sendPasswordLink(tx, tenantId, user, 'reset', clientUrlOf(tenantId));
        await audit('user', user.id, 'request-password-reset');
      }
      return { message: RESET_MESSAGE };
    },
  });

  route({
    method: 'POST',
    url: '/auth/reset-pw/confirm',
    auth: 'public',
    schema: {
      body: z.object({
        token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200),
        password,
      }),
    },
    answer: message,
    handler: async ({ tx, body, request, audit }) => {
      // Two requests with the same link: the second waits, then sees it used.
      const [link] = await tx.query<
        Pick<RowOf<typeof passwordResetTokens>, 'user_id' | 'used_at' | 'sent_to'> & { expired: boolean }
      >(sql`select user_id, used_at, sent_to,
        expires_at < now() as expired from password_reset_tokens where token_hash = ${hashToken(body.token)} for update`);
      const [user] =
        link && !link.used_at && !link.expired ? await tx.query<UserRow>(sql`select * from users where id = ${link.user_id}`) : [];
      if (!user) throw new HttpError(400, INVALID_LINK);
      await setPassword(tx, user.id, body.password);
      // The link's mailbox is proved; the account counts for the instances menu while its e-mail stays that one.
      await tx.query(sql`update users set verified_email = ${link!.sent_to} where id = ${user.id}`);
      await forgetFailures(tx, user.email, clientAddressOf(request));
      await audit('user', user.id, 'reset-password', ['password']);
      return { message: PASSWORD_CHANGED };
    },
  });

  route({
    method: 'POST',
    url: '/refresh',
    auth: 'public',
    schema: { body: refreshBody },
    answer: refreshed,
    handler: async ({ tx, tenantId, body }) => {
      const [row] = await tx.query<
        Pick<RowOf<typeof refreshTokens>, 'id' | 'user_id' | 'family' | 'used_at' | 'revoked_at'> & { expired: boolean }
      >(sql`select id, user_id, family, used_at, revoked_at,
        expires_at < now() as expired from refresh_tokens where token_hash = ${hashToken(body.refresh_token)}
        for update`); // two requests with the same token: the second waits and then sees it used
      const refuse = (error: string) => new CommittedRefusal(new HttpError(401, error));
      if (!row || row.revoked_at || row.expired) return refuse('Invalid refresh token');
      if (row.used_at) {
        await tx.query(sql`update refresh_tokens set revoked_at = now() where family = ${row.family}`);
        return refuse('Refresh token reuse detected');
      }
      const [user] = await tx.query<UserRow>(sql`select * from users where id = ${row.user_id}`);
      if (!user) {
        // The user is gone (a token its deletion left behind): the session ends with it.
        await tx.query(sql`update refresh_tokens set revoked_at = now() where family = ${row.family}`);
        return refuse('Invalid refresh token');
      }
      await tx.query(sql`update refresh_tokens set used_at = now() where id = ${row.id}`);
      const session = await startSession(tx, tokens, tenantId, user, row.family);
      return { accessToken: session.jwt, refreshToken: session.refreshToken };
    },
  });

  route({
    method: 'POST',
    url: '/auth/logout',
    auth: 'public',
    schema: { body: refreshBody },
    answer: EMPTY,
    handler: async ({ tx, body }) => {
      await tx.query(sql`update refresh_tokens set revoked_at = now() where family in
        (select family from refresh_tokens where token_hash = ${hashToken(body.refresh_token)})`);
      return undefined;
    },
  });

  // The signed-in user's own password: the current one is needed too (a stolen access token alone cannot
  // take the account over), wrong guesses count like failed sign-ins, and an admin impersonating a speaker
  // is refused by the router (`credentials`). The reset link is the way without the current password.
  route({
    method: 'POST',
    url: '/auth/set-user-pw',
    credentials: 'the password',
    beforePasswordChange: true,
    schema: {
      body: z.object({
        email,
        currentPassword: z.string({ message: 'Current password cannot be empty' }).min(1, 'Current password cannot be empty').max(200),
        password,
      }),
    },
    answer: signIn,
    handler: async ({ tx, tenantId, user, body, request, audit }) => {
      if (user.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new HttpError(403, 'You can only change your own password');
      }
      const address = clientAddressOf(request);
      await refuseWhileThrottled(tx, tenantId, user.email, address);
      const row = only(await tx.query<UserRow>(sql`select * from users where id = ${user.id}`));
      if (!(await checkPassword(row.password_hash, body.currentPassword))) {
        await recordFailure(tx, tenantId, user.email, address);
        return new CommittedRefusal(new HttpError(400, 'The current password is incorrect'));
      }
      await setPassword(tx, user.id, body.password);
      await forgetFailures(tx, user.email, address);
      await audit('user', user.id, 'set-password', ['password']);
      return startSession(tx, tokens, tenantId, { ...row, require_pw_change: 0 });
    },
  });

  route({
    method: 'POST',
    url: '/auth/activate-pw',
    permission: ['user', 'update'],
    schema: { body: z.object({ email }) },
    answer: message,
    handler: async ({ tx, tenantId, user: caller, body, audit }) => {
      const user = await userByEmail(tx, body.email);
      if (!user) throw new HttpError(404, `User ${body.email} not found`);
      // The user form's Setup / Reset Password button: nobody sends it for a user ranked above them (their link
      // would open that account to whoever reads the mailbox the caller may have just set).
      if (rankOf(user.role) > rankOf(caller.role)) throw new HttpError(403, USER_MESSAGES.userAboveOwn);
      // Setup or Reset alike (the button's label follows `hasPassword`): a set-up link; a password the user has
      // keeps working until the link is used.
      await sendPasswordLink(tx, tenantId, user, 'activate', clientUrlOf(tenantId));
      await audit('user', user.id, 'activate-password');
      return { message: USER_MESSAGES.linkSent(user.email) };
    },
  });
}
