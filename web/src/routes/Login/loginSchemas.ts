import { z } from 'zod';

/** Spec 000 §5, login and password rules with their texts. */
export const PASSWORD_MIN = 8;

const email = z.string().trim().min(1, 'Email cannot be empty').email('Invalid email format');
const password = z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`);

export const loginSchema = z.object({ email, password });
export const resetSchema = z.object({ email });
export const changePasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
