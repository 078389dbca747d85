/**
 * Every root operation of `schema.graphql`, as runnable documents: a selection of every field (a
 * few levels deep, every Node implementation spread), required arguments filled with plausible
 * values, and the "id slots" of the arguments — where an object's id (global or internal), an
 * e-mail or a refresh token goes — so a sweep can put another tenant's values there. Enumerated
 * from the SDL, so a new query or mutation is covered without editing the sweeps.
 */
import {
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefs } from '../../../bff/src/server.ts';
import { DEMO_PASSWORD } from '../../../bff/src/__tests__/stack.ts';

export const schema: GraphQLSchema = buildSchema(typeDefs);

/** The types implementing `Node`, read from the schema. */
export const NODE_TYPES: string[] = schema.getPossibleTypes(schema.getType('Node') as never).map((t) => t.name);

export type SlotKind = 'globalId' | 'internalId' | 'email' | 'refreshToken';

/** Where a foreign value can go in an operation's arguments. */
export interface Slot {
  kind: SlotKind;
  /** Node types the id belongs to (all of them when the name does not tell). */
  types: string[];
  /** Path from the argument name down (`['input', 'surveyTemplates', 0, 'id']`). */
  path: (string | number)[];
  /** The slot holds a list (`ids`, `speakerIds`): all the values go in at once. */
  list: boolean;
}

export interface Operation {
  kind: 'query' | 'mutation';
  field: string;
  /** The field's arguments with the required ones filled. */
  baseArgs: Record<string, unknown>;
  slots: Slot[];
  /** The document for some arguments, inlined as literals. */
  document(args: Record<string, unknown>): string;
  /** The document taking every argument as a variable of the argument's type (`$input: CreateEventInput!`). */
  variablesDocument: string;
  /** The field's arguments (for sweeps that walk input types). */
  args: readonly GraphQLArgument[];
}

/** Values of one tenant that a sweep plugs into the slots. */
export interface SlotValues {
  globalIds: Record<string, string>;
  internalIds: Record<string, number>;
  email: string;
  refreshToken: string;
}

const MAX_DEPTH = 4;

/** A plausible value of a scalar, from its type and the field name. */
function scalarValue(typeName: string, name: string, own: SlotValues, context: string[]): unknown {
  switch (typeName) {
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return own.globalIds[typesOf(name, context)[0]!];
    case 'DateTime':
      return /end|due/i.test(name) ? '2030-01-01T11:00:00.000Z' : '2030-01-01T10:00:00.000Z';
    case 'LocalDate':
      return '2030-01-01';
    case 'EmailAddress':
      return 'probe@example.com';
    case 'URL':
      return 'https://example.com/probe';
    case 'JSON':
      return {};
  }
  if (/password/i.test(name)) return DEMO_PASSWORD;
  if (/email/i.test(name)) return 'probe@example.com';
  if (/url/i.test(name)) return 'https://example.com/probe';
  if (/zone/i.test(name)) return 'US/Eastern';
  if (/zip/i.test(name)) return '60601';
  if (/entity/i.test(name)) return 'event';
  return `Probe ${name}`;
}

/** Required-only value of an input type. */
export function baseValue(type: GraphQLInputType, name: string, own: SlotValues, context: string[] = []): unknown {
  if (isNonNullType(type)) return baseValue(type.ofType, name, own, context);
  if (isListType(type)) return [baseValue(type.ofType, name, own, context)];
  if (isEnumType(type)) return type.getValues().find((v) => !v.deprecationReason)?.value ?? type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) out[field.name] = baseValue(field.type, field.name, own, [type.name, ...context]);
    }
    return out;
  }
  return scalarValue(type.name, name, own, context);
}

/** Node types named by an argument or field name (`fieldRepId` → FieldRep) or its context; all of them when nothing names one. */
function typesOf(name: string, context: string[]): string[] {
  const bare = name
    .replace(/^selected/, '')
    .replace(/(Ids|Id)$/, '')
    .toLowerCase();
  const stems = [bare, bare.replace(/s$/, '')].filter(Boolean);
  // `selectedTemplates` names both template types; short stems (`id`) name none.
  const byName = NODE_TYPES.filter((t) => stems.some((s) => t.toLowerCase() === s || (s.length >= 5 && t.toLowerCase().endsWith(s))));
  if (byName.length) return byName;
  const byContext = NODE_TYPES.filter((t) => context.some((c) => c.includes(t))).sort((a, b) => b.length - a.length);
  return byContext.length ? byContext.slice(0, 1) : NODE_TYPES;
}

function slotsOf(type: GraphQLInputType, name: string, path: (string | number)[], context: string[], depth = 0): Slot[] {
  const list = isListType(isNonNullType(type) ? type.ofType : type);
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (depth > 3) return [];
    return Object.values(named.getFields()).flatMap((f: GraphQLInputField) =>
      slotsOf(f.type, f.name, list ? [...path, 0, f.name] : [...path, f.name], [named.name, ...context], depth + 1),
    );
  }
  if (!isScalarType(named)) return [];
  if (named.name === 'ID') return [{ kind: 'globalId', types: typesOf(name, context), path, list }];
  // A type id (`emailTemplateTypeId`) names an entry of a contract's catalogue, the same in every tenant: no row.
  if (/TypeIds?$/.test(name)) return [];
  if ((named.name === 'Int' && /^(id|internalId)$|Ids?$/.test(name)) || (named.name === 'Int' && /^selected/.test(name))) {
    return [{ kind: 'internalId', types: typesOf(name, context), path, list }];
  }
  // An e-mail that names an account (sign-in, reset, password change: a field of the mutation's own input), not a
  // contact address being written (a create or update, or a nested record such as an imported row or a respondent).
  const writesContact = depth > 1 || /^(Create|Update)/.test(context[0] ?? '');
  if (name === 'email' && !writesContact) return [{ kind: 'email', types: [], path, list }];
  if (/refreshToken/.test(name)) return [{ kind: 'refreshToken', types: [], path, list }];
  return [];
}

function argsLiteral(args: readonly GraphQLArgument[], values: Record<string, unknown>): string {
  const parts = args
    .filter((a) => values[a.name] !== undefined)
    .map((a) => {
      const ast = astFromValue(values[a.name], a.type);
      if (!ast) throw new Error(`Cannot encode argument ${a.name}`);
      return `${a.name}: ${print(ast)}`;
    });
  return parts.length ? `(${parts.join(', ')})` : '';
}

function requiredArgs(args: readonly GraphQLArgument[], own: SlotValues, context: string[] = []): Record<string, unknown> {
  return Object.fromEntries(args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, baseValue(a.type, a.name, own, context)]));
}

/** Every field of a type, a few levels deep; interfaces and unions spread every implementation. */
export function selection(type: GraphQLOutputType | GraphQLNamedType, own: SlotValues, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (depth >= MAX_DEPTH)
    return isInterfaceType(named) || (isObjectType(named) && 'id' in named.getFields()) ? '{ __typename id }' : '{ __typename }';
  if (isInterfaceType(named) || isUnionType(named)) {
    const types = schema.getPossibleTypes(named);
    // Same-named fields of different types (Event.status, Speaker.status) cannot share a response key: the type most
    // implementations give a name keeps it, the others are aliased (the BFF allows 30 aliases a document).
    const typesByName = new Map<string, Map<string, number>>();
    for (const t of types) {
      for (const f of Object.values(t.getFields())) {
        const counts = typesByName.get(f.name) ?? new Map<string, number>();
        counts.set(String(f.type), (counts.get(String(f.type)) ?? 0) + 1);
        typesByName.set(f.name, counts);
      }
    }
    const kept = new Map([...typesByName].map(([name, counts]) => [name, [...counts].sort((a, b) => b[1] - a[1])[0]![0]]));
    const aliasedIn = (t: GraphQLObjectType) =>
      new Set(Object.values(t.getFields()).flatMap((f) => (kept.get(f.name) === String(f.type) ? [] : [f.name])));
    const spreads = types.map((t) => `... on ${t.name} ${objectSelection(t, own, depth + 1, aliasedIn(t))}`);
    return `{ __typename ${spreads.join(' ')} }`;
  }
  return isObjectType(named) ? objectSelection(named, own, depth) : '';
}

function objectSelection(type: GraphQLObjectType, own: SlotValues, depth: number, aliased = new Set<string>()): string {
  const fields = Object.values(type.getFields()).map((f: GraphQLField<unknown, unknown>) => {
    const args = argsLiteral(f.args, requiredArgs(f.args, own));
    const sub = selection(f.type, own, depth + 1);
    return `${aliased.has(f.name) ? `${f.name}${type.name}: ` : ''}${f.name}${args} ${sub}`;
  });
  return `{ __typename ${fields.join(' ')} }`;
}

/** Every query and mutation of the schema. */
export function operations(own: SlotValues): Operation[] {
  const roots: ['query' | 'mutation', ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field): Operation => {
      const context = [getNamedType(field.type).name, field.name.charAt(0).toUpperCase() + field.name.slice(1)];
      return {
        kind,
        field: field.name,
        // Small pages: the sweeps look at every field of a few rows, not at many rows.
        baseArgs: { ...requiredArgs(field.args, own, context), ...(field.args.some((a) => a.name === 'first') ? { first: 3 } : {}) },
        slots: field.args.flatMap((a) => slotsOf(a.type, a.name, [a.name], context)),
        document: (args) => `${kind} { ${field.name}${argsLiteral(field.args, args)} ${selection(field.type, own)} }`,
        variablesDocument: field.args.length
          ? `${kind}(${field.args.map((a) => `$${a.name}: ${a.type}`).join(', ')}) { ${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')}) ${selection(field.type, own)} }`
          : `${kind} { ${field.name} ${selection(field.type, own)} }`,
        args: field.args,
      };
    }),
  );
}

/** The arguments with `value` at `path` (lists of input objects get one item built from the base). */
export function withSlot(op: Operation, slot: Slot, value: unknown, own: SlotValues): Record<string, unknown> {
  const args = structuredClone(op.baseArgs) as Record<string, unknown>;
  const field = (op.kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[op.field]!;
  let target: Record<string | number, unknown> = args;
  let type: GraphQLInputType | undefined;
  for (const [i, key] of slot.path.slice(0, -1).entries()) {
    if (typeof key === 'number') continue;
    type =
      i === 0
        ? field.args.find((a) => a.name === key)!.type
        : (getNamedType(type!) as never as { getFields(): Record<string, GraphQLInputField> }).getFields()[key]!.type;
    const isList = isListType(isNonNullType(type) ? type.ofType : type);
    if (target[key] === undefined)
      target[key] = isList ? [baseValue(getNamedType(type) as GraphQLInputType, String(key), own)] : baseValue(type, String(key), own);
    target = (isList ? (target[key] as unknown[])[0] : target[key]) as Record<string, unknown>;
  }
  target[slot.path[slot.path.length - 1] as string] = value;
  return args;
}
