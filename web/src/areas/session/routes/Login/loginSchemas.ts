import { z } from 'zod';

/** Spec 000 §5, login and password rules with their texts. */
export const PASSWORD_MIN = 8;

const email = z.string().trim().min(1, 'Email cannot be empty').email('Invalid email format');
const password = z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`);

export const loginSchema = z.object({ email, password });
export const resetSchema = z.object({ email });
const matching = { message: 'Passwords do not match', path: ['confirmPassword'] };
/** A new password and its confirmation (the Reset Password screen). */
export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, matching);
/** The change-password mode also asks for the current password (the service checks it). */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password cannot be empty'), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, matching);
