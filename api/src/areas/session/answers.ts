import { z } from 'zod';
import { ACTIONS, PRODUCTS, ROLES, type Product } from '../../platform/auth/model.ts';
import type { Json } from '../../platform/http/answer.ts';

/** What the session routes answer: the REST contract's answer half (platform/http/answer.ts). */

/** A text for the person (a reset asked for, a password set, a link sent). */
export const message = z.object({ message: z.string() });

/** The signed-in person as a sign-in answers it (`requirePwChange` 1: the password must be changed first). */
export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  speakerId: z.number().int().nullable(),
  requirePwChange: z.number().int(),
});

/** A new session: the access token (as `jwt` and `accessToken`), the first refresh token and who signed in. */
export const signIn = z.object({
  error: z.null(),
  jwt: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  user: sessionUser,
});

/** The session's next tokens (the refresh token just used is spent). */
export const refreshed = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** The actions a role may take, per entity (`{ event: ['read', 'update'] }`). */
export const permissions = z.record(z.string(), z.array(z.enum(ACTIONS)));

/** A product a role may open (`externalUrl`: where it lives when not in this app). */
export const productEntry = z.object({
  product: z.enum(Object.keys(PRODUCTS) as [Product, ...Product[]]),
  name: z.string(),
  externalUrl: z.string().nullable(),
});
export const products = z.array(productEntry);

/** The signed-in user's own data; `impersonating`: the speaker an admin acts as. */
export const userData = sessionUser.extend({
  permissions,
  products,
  impersonating: z.object({ speakerId: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});

/** The tenants the signed-in person has an account in (`selected`: this one), with their web apps. */
export const instances = z.array(z.object({ id: z.string(), name: z.string(), clientUrl: z.string(), selected: z.boolean() }));

export type Message = Json<typeof message>;
export type SignIn = Json<typeof signIn>;
export type ProductEntry = Json<typeof productEntry>;
export type UserData = Json<typeof userData>;
export type Instance = Json<typeof instances>[number];
