import type { AreaSeed } from '../../platform/area.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { topics } from './tables.ts';

/** Name and description. */
const TOPICS = [
  ['Heart Failure Today', 'Managing chronic heart failure in primary care'],
  ['Lipid Control', 'New approaches to LDL lowering'],
  ['Type 2 Diabetes', 'Combination therapy and outcomes'],
  ['Migraine Prevention', 'Preventive treatment options'],
  ['Psoriasis Care', 'Biologics in moderate-to-severe psoriasis'],
  ['Asthma Biologics', 'Phenotyping severe asthma'],
  ['Oncology Immunotherapy', 'Checkpoint inhibitors in practice'],
  ['Rheumatoid Arthritis', 'Treat-to-target strategies'],
] as const;

/** The demo's 8 program topics of a tenant. Draws nothing from the tenant's random stream. */
export const topicsSeed: AreaSeed = {
  async rows(tx, t) {
    await insertRows(
      tx,
      topics,
      ['tenant_id', 'name', 'description'],
      TOPICS.map(([n, d]) => [t.id, n, d]),
    );
  },
};
