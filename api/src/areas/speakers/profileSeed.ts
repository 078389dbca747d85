import { sql } from 'drizzle-orm';
import { textArray, type Tx } from '../../platform/db/client.ts';
import { idsOf, insertRows } from '../../platform/db/seed.ts';
import { DEFAULT_LAYOUTS, LOCKED_GROUPS, type FieldType, type GridArea } from './contract.ts';
import {
  liaisonSpeakers,
  regions,
  speakers,
  speakerProfileFieldData,
  speakerProfileFields,
  speakerProfileGroups,
  speakerProfileLayouts,
} from './tables.ts';

const REGIONS = ['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West'] as const;

interface DemoGroup {
  name: string;
  gridArea: GridArea | null;
  hidden?: string[];
  disabled?: string[];
  fields: [name: string, type: FieldType, hidden?: string[]][];
}

/** The locked groups every tenant starts with (spec 001 §2: not renamed, not deleted), with their first fields. */
const LOCKED: DemoGroup[] = [
  {
    name: 'Attachments',
    gridArea: 'attachments',
    fields: [
      ['Curriculum Vitae', 'file'],
      ['Signed W9', 'file'],
    ],
  },
  { name: 'Speaker Bio', gridArea: 'bio', fields: [['Biography', 'textarea']] },
];

/** The demo's other groups: travel preferences, preferred speaking days (shown in the blackout dates card) and
 *  an internal group that speakers and their liaisons do not see. */
const GROUPS: DemoGroup[] = [
  {
    name: 'Travel Preferences',
    gridArea: 'travel-prefs',
    disabled: ['marketing', 'field-rep'],
    fields: [
      ['Home Airport', 'text'],
      ['Seat Preference', 'text'],
      ['Frequent Flyer Number', 'text', ['field-rep', 'marketing']],
      ['Needs Hotel', 'boolean'],
    ],
  },
  {
    name: 'Preferred Speaking Days',
    gridArea: 'blackout-dates',
    fields: (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => [day, 'boolean']),
  },
  {
    name: 'Internal Notes',
    gridArea: null,
    hidden: ['speaker', 'speaker-liaison'],
    fields: [
      ['Compliance Notes', 'textarea'],
      ['Last Reviewed', 'date'],
      ['Annual Cap (USD)', 'number'],
    ],
  },
];

/** Values of every fifth speaker (and the demo speaker's own: the first speaker), by field name. */
const VALUES: Record<string, (i: number) => string> = {
  Biography: (i) => `Board-certified physician with ${8 + (i % 20)} years of clinical practice and frequent speaker on patient care.`,
  'Home Airport': (i) => ['ORD', 'ATL', 'JFK', 'DFW', 'SFO'][i % 5]!,
  'Seat Preference': (i) => (i % 2 ? 'Aisle' : 'Window'),
  'Frequent Flyer Number': (i) => `FF${100_000 + i * 37}`,
  'Needs Hotel': (i) => (i % 3 ? '1' : '0'),
  Tuesday: () => '1',
  Thursday: (i) => (i % 2 ? '1' : '0'),
  'Compliance Notes': () => 'Fair market value review complete.',
  'Last Reviewed': () => '2026-01-15',
  'Annual Cap (USD)': () => '50000',
};

/** Groups with their fields, weights from `firstWeight` on; answers the fields with their ids and names. */
async function insertGroups(tx: Tx, tenantId: string, groups: readonly DemoGroup[], firstWeight: number) {
  const groupIds = await insertRows(
    tx,
    speakerProfileGroups,
    ['tenant_id', 'group_name', 'weight', 'grid_area', 'hidden_user_roles', 'disabled_user_roles', 'locked'],
    groups.map((g, i) => [
      tenantId,
      g.name,
      firstWeight + i,
      g.gridArea,
      textArray(g.hidden ?? []),
      textArray(g.disabled ?? []),
      (LOCKED_GROUPS as readonly string[]).includes(g.name),
    ]),
  );
  const fields = groups.flatMap((g, gi) =>
    g.fields.map(([name, type, hidden], fi) => ({ groupId: groupIds[gi]!, name, type, hidden, weight: fi + 1 })),
  );
  const ids = await insertRows(
    tx,
    speakerProfileFields,
    ['tenant_id', 'group_id', 'field_name', 'field_type', 'weight', 'hidden_user_roles'],
    fields.map((f) => [tenantId, f.groupId, f.name, f.type, f.weight, textArray(f.hidden ?? [])]),
  );
  return fields.map((f, i) => ({ id: ids[i]!, name: f.name }));
}

/** What every tenant's speaker profile starts with (the demo seed and `npm run tenant:create`): the locked groups
 *  Attachments and Speaker Bio with their fields, and the default layouts of hive and speaker-portal. */
export async function profileDefaults(tx: Tx, tenantId: string) {
  await insertRows(
    tx,
    speakerProfileLayouts,
    ['tenant_id', 'product', 'desktop', 'mobile'],
    (['hive', 'speaker-portal'] as const).map((product) => [
      tenantId,
      product,
      DEFAULT_LAYOUTS[product].desktop,
      DEFAULT_LAYOUTS[product].mobile,
    ]),
  );
  return insertGroups(tx, tenantId, LOCKED, 1);
}

/** The demo's regions (every speaker in one of them), custom profile groups, fields and values, the profile
 *  layouts of both products and the liaison of the demo speaker and every tenth speaker (the speakers seed's last
 *  step). No random draws: the seeds after it draw from the tenant's stream as before. */
export async function seedSpeakerProfiles(tx: Tx, tenantId: string) {
  const regionIds = await insertRows(
    tx,
    regions,
    ['tenant_id', 'name'],
    REGIONS.map((name) => [tenantId, name]),
  );
  const speakerIds = await idsOf(tx, speakers, tenantId);
  await tx.query(sql`update speakers s set region_id = (${sql.param(regionIds)}::int[])[1 + (s.id % ${regionIds.length})]
    where s.tenant_id = ${tenantId}`);

  const fields = [...(await profileDefaults(tx, tenantId)), ...(await insertGroups(tx, tenantId, GROUPS, LOCKED.length + 1))];
  const withValues = speakerIds.filter((_, i) => i % 5 === 0);
  const values: (readonly unknown[])[] = withValues.flatMap((speakerId, i) =>
    fields.flatMap((f) => {
      const value = VALUES[f.name]?.(i);
      return value === undefined ? [] : [[tenantId, speakerId, f.id, value]];
    }),
  );
  await insertRows(tx, speakerProfileFieldData, ['tenant_id', 'speaker_id', 'field_id', 'value'], values);

  const [liaison] = await tx.query<{ id: number }>(sql`select id from users where email = ${`speaker-liaison@${tenantId}.test`}`);
  if (liaison) {
    await insertRows(
      tx,
      liaisonSpeakers,
      ['tenant_id', 'speaker_id', 'user_id'],
      speakerIds.filter((_, i) => i % 10 === 0).map((speakerId) => [tenantId, speakerId, liaison.id]),
    );
  }
}
