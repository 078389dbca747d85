import * as z from 'zod/mini';

/** Spec 000 §5, login and password rules with their texts (zod/mini: only the checks used are bundled). */
export const PASSWORD_MIN = 8;

const email = z.string().check(z.trim(), z.minLength(1, 'Email cannot be empty'), z.email('Invalid email format'));
const password = z.string().check(z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`));

export const loginSchema = z.object({ email, password });
export const resetSchema = z.object({ email });
const matching = { message: 'Passwords do not match', path: ['confirmPassword'] };
/** A new password and its confirmation (the Reset Password screen). */
export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, matching));
/** The change-password mode also asks for the current password (the service checks it). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password cannot be empty')),
    password,
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, matching));
