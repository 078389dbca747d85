/**
 * Malformed inputs generated from a route's zod schemas (through their JSON Schema): a plausible
 * base value, then one field at a time replaced by a wrong type, a missing value, a huge string,
 * a negative or enormous number, a bad date, unicode oddities or SQL / HTML injection text.
 */
import { z, type ZodType } from 'zod';

type Json = Record<string, any>;

export const INJECTIONS = [
  "' OR '1'='1",
  '1; drop table events; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
] as const;
export const HUGE_STRING = 'x'.repeat(100_000);
const ODD_STRINGS = [INJECTIONS[0], INJECTIONS[2], HUGE_STRING, 'nul\u0000byte', '𝕳𝖎𝖛𝖊 🐝 ١٢٣ ‮rtl', '2026-02-30T25:61:00Z', ''];
const ODD_NUMBERS = [-1, 0, 1.5, 2_147_483_648, 1e308];
const WRONG_TYPES = [null, {}, 'text', 123];

export function jsonSchemaOf(schema: ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** The schema of an `anyOf` without its `null` branch (`.nullish()` fields). */
function concrete(schema: Json): Json {
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  const option = options?.find((o) => o.type !== 'null' && o.const !== '') ?? options?.[0];
  return option ? concrete(option) : schema;
}

/** A value the schema accepts, as far as its JSON Schema tells. */
export function sampleOf(raw: Json, name = ''): unknown {
  const schema = concrete(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email' || /email/i.test(name)) return 'probe@example.com';
      if (schema.format === 'date-time' || /time$/i.test(name))
        return /end/i.test(name) ? '2030-01-01T11:00:00.000Z' : '2030-01-01T10:00:00.000Z';
      if (schema.format === 'uri' || /url/i.test(name)) return 'https://example.com/probe';
      if (/zip/i.test(name)) return '60601';
      if (/zone/i.test(name)) return 'US/Eastern';
      return 'Probe'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name));
    case 'object': {
      const out: Json = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key] ?? {}, key);
      return out;
    }
  }
  return 'probe';
}

/** Malformed values for one field of this schema. */
function oddValuesFor(raw: Json): unknown[] {
  const schema = concrete(raw);
  const values: unknown[] = [...WRONG_TYPES];
  if (schema.type === 'string' || schema.enum) values.push(...ODD_STRINGS);
  if (schema.type === 'integer' || schema.type === 'number') values.push(...ODD_NUMBERS, INJECTIONS[0]);
  if (schema.type === 'array')
    values.push(
      [null],
      Array.from({ length: 10_001 }, () => 1),
    );
  return values;
}

export interface Variant {
  label: string;
  value: unknown;
}

/**
 * The base value with one field at a time made malformed or left out, down to fields of nested
 * objects and of the first item of arrays of objects (`rows.0.title`).
 */
export function fieldVariants(schema: Json, base: unknown = sampleOf(schema), path: string[] = [], depth = 0): Variant[] {
  const s = concrete(schema);
  const variants: Variant[] = [];
  if (s.type === 'object' && s.properties && depth < 3) {
    for (const [key, property] of Object.entries(s.properties as Record<string, Json>)) {
      const at = [...path, key];
      if (s.required?.includes(key)) variants.push({ label: `${at.join('.')} missing`, value: setAt(base, at, undefined) });
      for (const value of oddValuesFor(property))
        variants.push({ label: `${at.join('.')} = ${describe(value)}`, value: setAt(base, at, value) });
      const inner = concrete(property);
      if (inner.type === 'object') variants.push(...fieldVariants(inner, setAt(base, at, sampleOf(inner)), at, depth + 1));
      if (inner.type === 'array' && concrete(inner.items ?? {}).type === 'object') {
        const item = concrete(inner.items);
        variants.push(...fieldVariants(item, setAt(base, at, [sampleOf(item)]), [...at, '0'], depth + 1));
      }
    }
  }
  return variants;
}

function setAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Json;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    target[key] ??= /^\d+$/.test(key) ? [] : {};
    target = target[key];
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

export function describe(value: unknown): string {
  const text =
    typeof value === 'string'
      ? JSON.stringify(value.length > 40 ? `${value.slice(0, 12)}…(${value.length})` : value)
      : Array.isArray(value) && value.length > 5
        ? `[${value.length} items]`
        : JSON.stringify(value);
  return text ?? String(value);
}

/** Path parameter values that are not what the route expects. */
export const ODD_PARAMS = ['-1', '1.5', '99999999999999999999', INJECTIONS[1], INJECTIONS[2], '𝕳🐝', 'x'.repeat(3000)];
