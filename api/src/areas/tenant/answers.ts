import { z } from 'zod';
import { instant, type Json } from '../../platform/http/answer.ts';

/** What the tenant routes answer: the REST contract's answer half (platform/http/answer.ts). */

/** The tenant's metadata: the settings `PUT /tenant` writes, and whatever else the tenant was made with. */
const tenantMetadata = z
  .object({
    logoUrl: z.string().nullable().optional(),
    sso: z.object({ okta: z.boolean().optional() }).optional(),
    scoutUrl: z.string().nullable().optional(),
    veevaSyncEnabled: z.boolean().optional(),
    hideAttendeeAddressFields: z.boolean().optional(),
    defaultFiltersSpeakerPortalEvents: z
      .object({ period: z.object({ from: z.string().nullable().optional(), to: z.string().nullable().optional() }) })
      .optional(),
  })
  .catchall(z.unknown());

/** The tenant (public: its name and logo show before sign-in). */
export const tenant = z.object({ id: z.string(), name: z.string(), metadata: tenantMetadata });

/** A feature flag's value (a flag without a row is off). */
export const featureFlag = z.object({ id: z.string(), value: z.boolean() });
export const featureFlags = z.array(featureFlag);

/** An expense filtering rule. */
export const expenseRules = z.array(z.object({ comparisonType: z.string(), comparisonString: z.string() }));
/** A stored rule with its id (spec 002 §7 `GET /expenses/rules`, `POST /expenses/rule`; `DELETE /expenses/rule/:id`). */
export const expenseRule = z.object({ id: z.number().int(), comparisonType: z.string(), comparisonString: z.string() });

/** A configuration change: who made it (null for a change no user made) and when, with the values before and after
 *  (free JSON, as the change's kind keeps them). */
export const configurationChanges = z.array(
  z.object({
    id: z.number().int(),
    kind: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    at: instant,
    actorUserId: z.number().int().nullable(),
    actorName: z.string().nullable(),
  }),
);

export type Tenant = Json<typeof tenant>;
export type FeatureFlag = Json<typeof featureFlag>;
export type ExpenseRule = Json<typeof expenseRules>[number];
export type StoredExpenseRule = Json<typeof expenseRule>;
export type ConfigurationChange = Json<typeof configurationChanges>[number];
