// Writes the published schema, the root `schema.graphql` (Relay, codegen, GraphiQL and integrators read it), from
// `bff/src/platform/schema.graphql` and every `bff/src/areas/<area>/schema.graphql`, areas in folder-name order:
// npm run schema [-- --check]
// Areas add their root fields with `extend type Query` / `extend type Mutation`; they come out inside the one `Query`
// and `Mutation` (relay-compiler reads `extend type` as a client-only schema extension and would leave such fields
// out of the query text). An area adds fields to another area's object type the same way (`extend type Event`): they
// come out inside that type's declaration. Everything else is copied as written, comments included. `--check` writes
// nothing and fails when the committed file differs.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildSchema, isTypeSystemExtensionNode, Kind, parse, TokenKind, type DocumentNode, type TypeSystemExtensionNode } from 'graphql';

const repoRoot = new URL('../../../', import.meta.url);
const PUBLISHED = 'schema.graphql';
const PLATFORM = 'bff/src/platform/schema.graphql';
const ROOT_TYPES = ['Query', 'Mutation'];
const HEADER = `# The published GraphQL schema, written by \`npm run schema\` (bff/src/platform/assembleSchema.ts) from
# ${PLATFORM} and each area's bff/src/areas/<area>/schema.graphql: edit those, not this file.

`;

interface SdlFile {
  path: string;
  text: string;
  doc: DocumentNode;
}

function read(path: string): SdlFile {
  const text = readFileSync(new URL(path, repoRoot), 'utf8');
  return { path, text, doc: parse(text) };
}

/** The lines between the braces of an `extend type`, as written (descriptions and comments included). */
function fieldsText(file: SdlFile, node: TypeSystemExtensionNode): string {
  let open = node.loc!.startToken;
  while (open.kind !== TokenKind.BRACE_L) open = open.next!;
  return file.text
    .slice(open.end, node.loc!.endToken.start)
    .replace(/^[ \t]*\n/, '')
    .trimEnd();
}

/** Splices text into `text` at each position, back to front so the earlier positions hold. */
function splice(text: string, inserts: { at: number; cut?: number; text: string }[]): string {
  return inserts
    .sort((a, b) => b.at - a.at)
    .reduce((out, { at, cut = at, text: inserted }) => out.slice(0, at) + inserted + out.slice(cut), text);
}

function assemble(): string {
  // Fields added with `extend type`: the roots' (from every area) and those of another area's object type (`Event`).
  const addedFields = new Map(ROOT_TYPES.map((name) => [name, [] as string[]]));
  const areas = readdirSync(new URL('bff/src/areas/', repoRoot), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`bff/src/areas/${entry.name}/schema.graphql`, repoRoot)))
    .map((entry) => `bff/src/areas/${entry.name}/schema.graphql`)
    .sort()
    .map(read);
  for (const file of areas) {
    for (const node of file.doc.definitions.filter(isTypeSystemExtensionNode)) {
      const name = 'name' in node ? node.name.value : 'schema';
      if (node.kind !== Kind.OBJECT_TYPE_EXTENSION || node.directives?.length || node.interfaces?.length)
        throw new Error(`${file.path}: only fields of object types may be added with \`extend type\`; declare ${name} in one file`);
      addedFields.set(name, [...(addedFields.get(name) ?? []), `  # ${file.path}\n${fieldsText(file, node)}`]);
    }
  }
  const extended = new Set(ROOT_TYPES);
  const sections = areas.map((file) => {
    // The extensions and the blank lines after them are cut out; an area's object type gets the fields other areas add.
    const edits = file.doc.definitions.flatMap((node) => {
      if (isTypeSystemExtensionNode(node))
        return [{ at: node.loc!.start, cut: node.loc!.end + /^\s*/.exec(file.text.slice(node.loc!.end))![0].length, text: '' }];
      if (node.kind !== Kind.OBJECT_TYPE_DEFINITION || ROOT_TYPES.includes(node.name.value) || !addedFields.has(node.name.value)) return [];
      extended.add(node.name.value);
      return [{ at: node.loc!.endToken.start, text: addedFields.get(node.name.value)!.join('\n') + '\n' }];
    });
    return splice(file.text, edits).trimEnd() + '\n';
  });
  const orphan = [...addedFields.keys()].find((name) => !extended.has(name));
  if (orphan) throw new Error(`\`extend type ${orphan}\`: no area declares ${orphan} (\`type ${orphan} { … }\`)`);
  const platform = read(PLATFORM);
  const inserts = platform.doc.definitions.flatMap((node) => {
    if (node.kind !== Kind.OBJECT_TYPE_DEFINITION || !ROOT_TYPES.includes(node.name.value)) return [];
    const fields = addedFields.get(node.name.value)!.join('\n') + '\n';
    const end = node.loc!.endToken;
    // A root type without fields of its own (`type Mutation`) gets its braces here.
    return end.kind === TokenKind.BRACE_R ? [{ at: end.start, text: fields }] : [{ at: end.end, text: ` {\n${fields}}` }];
  });
  const published = HEADER + [splice(platform.text, inserts).trimEnd() + '\n', ...sections].join('\n');
  buildSchema(published); // throws on an invalid schema: a type declared twice or in no file, a field added twice
  return published;
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const published = assemble();
if (!values.check) writeFileSync(new URL(PUBLISHED, repoRoot), published);
else if (readFileSync(new URL(PUBLISHED, repoRoot), 'utf8') !== published) {
  console.error(`${PUBLISHED} differs from what ${PLATFORM} and bff/src/areas/*/schema.graphql give: run \`npm run schema\`.`);
  process.exit(1);
}
