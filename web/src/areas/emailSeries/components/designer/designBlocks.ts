import type { EmailDesignBlockInput, EmailDesignBlockKind } from '../../../../__generated__/useSaveEmailTemplateDesignMutation.graphql';
import type { DesignerVariable } from './designerTemplate.ts';

export type BlockKind = Exclude<EmailDesignBlockKind, '%future added value'>;

/** Designer V2's block kinds as the Add block menu names them. */
export const BLOCK_KINDS: readonly { kind: BlockKind; label: string }[] = [
  { kind: 'HEADING', label: 'Heading' },
  { kind: 'TEXT', label: 'Text' },
  { kind: 'BUTTON', label: 'Button' },
  { kind: 'IMAGE', label: 'Image' },
  { kind: 'DIVIDER', label: 'Divider' },
  { kind: 'SPACER', label: 'Spacer' },
];
export const kindLabel = (kind: BlockKind) => BLOCK_KINDS.find((k) => k.kind === kind)!.label;

/** The text fields of a block, where a variable may be inserted. */
export type TextField = 'text' | 'label' | 'url' | 'src' | 'alt';

/** A block as the designer edits it: every field as typed (numbers too), `key` its identity in the list. */
export interface EditedBlock {
  key: number;
  kind: BlockKind;
  text: string;
  label: string;
  url: string;
  src: string;
  alt: string;
  width: string;
  height: string;
  condition: string;
}

/** A stored block (the route query's `design.blocks`). */
export interface StoredBlock {
  readonly kind: EmailDesignBlockKind;
  readonly text?: string | null;
  readonly label?: string | null;
  readonly url?: string | null;
  readonly src?: string | null;
  readonly alt?: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly condition?: string | null;
}

export function newBlock(kind: BlockKind, key: number, text = ''): EditedBlock {
  return { key, kind, text, label: '', url: '', src: '', alt: '', width: '', height: kind === 'SPACER' ? '24' : '', condition: '' };
}

export function editedBlock(block: StoredBlock, key: number): EditedBlock {
  const kind = BLOCK_KINDS.some((k) => k.kind === block.kind) ? (block.kind as BlockKind) : 'TEXT';
  return {
    ...newBlock(kind, key),
    text: block.text ?? '',
    label: block.label ?? '',
    url: block.url ?? '',
    src: block.src ?? '',
    alt: block.alt ?? '',
    width: block.width == null ? '' : String(block.width),
    height: block.height == null ? (kind === 'SPACER' ? '24' : '') : String(block.height),
    condition: block.condition ?? '',
  };
}

/** The fields each kind has. */
const FIELDS: Record<BlockKind, readonly (TextField | 'width' | 'height')[]> = {
  HEADING: ['text'],
  TEXT: ['text'],
  BUTTON: ['label', 'url'],
  IMAGE: ['src', 'alt', 'width'],
  DIVIDER: [],
  SPACER: ['height'],
};
export const fieldsOf = (kind: BlockKind) => FIELDS[kind];

/** A block as the mutation sends it: its kind's fields that are filled (links trimmed, numbers as numbers), as the
 *  service stores it, so that a saved design compares equal to what was sent. */
export function blockInput(block: EditedBlock): EmailDesignBlockInput {
  const input: { -readonly [K in keyof EmailDesignBlockInput]: EmailDesignBlockInput[K] } = { kind: block.kind };
  for (const field of FIELDS[block.kind]) {
    const value = field === 'url' || field === 'src' ? block[field].trim() : block[field];
    if (value === '') continue;
    if (field === 'width' || field === 'height') input[field] = Number(value);
    else input[field] = value;
  }
  if (block.condition) input.condition = block.condition;
  return input;
}

/** The variables a block's text may insert: `{{ … }}` ones (a `{% … %}` block is the legacy builder's). */
export const insertableVariables = (variables: readonly DesignerVariable[]) => variables.filter((v) => v.value.startsWith('{{'));

/** What a condition may test: each variable's path (`{{ venue.name }}` → `venue.name`) and the type's `if` blocks'
 *  (`{% if venue %}…` → `venue`), with their labels. */
export function conditionOptions(variables: readonly DesignerVariable[]): { value: string; label: string }[] {
  const options = new Map<string, string>();
  for (const variable of variables) {
    const path = /^\{\{\s*([\w.]+)\s*\}\}$/.exec(variable.value)?.[1] ?? /^\{%\s*if\s+([\w.]+)\s*%\}/.exec(variable.value)?.[1];
    if (path && !options.has(path)) options.set(path, variable.label);
  }
  return [...options].map(([value, label]) => ({ value, label }));
}
