import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456, t=2, p=1). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** The hash of a random password no one knows, made once per process with the same parameters as every
 *  stored hash. */
const dummyHash = () => (dummy ??= hashPassword(randomBytes(18).toString('base64url')));

/**
 * Whether `password` is the one of `hashed`. Without a user (`hashed` undefined) the same argon2 work is
 * spent on a dummy hash and the answer is false: a sign-in for an unknown e-mail takes as long as one
 * with a wrong password, so the time of the answer does not tell which e-mails have an account.
 */
export async function checkPassword(hashed: string | undefined, password: string): Promise<boolean> {
  const matches = await verifyPassword(hashed ?? (await dummyHash()), password);
  return hashed !== undefined && matches;
}
