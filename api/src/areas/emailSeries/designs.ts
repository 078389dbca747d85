import mjml2html from 'mjml';
import { z } from 'zod';
import { fieldRefused } from '../../platform/http/errors.ts';
import {
  DESIGN_BLOCK_KINDS,
  DESIGN_LIMITS as D,
  DESIGN_MESSAGES as DM,
  EMAIL_LIMITS as L,
  VARIABLE_INSERTION,
  VARIABLE_NAME,
  inGutter,
  type DesignBlock,
  type EmailBuilder,
  type EmailDesign,
  type EmailTemplateType,
} from './contract.ts';
import { sanitizeEmailTemplate } from './emailHtml.ts';
import { checkTemplateText } from './liquid.ts';

/**
 * What the two designers save (spec 002 §2.14, `PUT email-templates/:id/design`): the legacy builder's HTML, kept inside
 * the gutter wrapper, or Designer V2's blocks, rendered here with MJML (server side only) into the e-mail HTML stored
 * as the body. Both bodies are sanitized like any stored body and may read only the type's variables. A V2 block is
 * plain text: everything typed is escaped but its `{{ variable }}` insertions and the `**bold**`/`[label](url)` marks.
 */

/** Text of a block: bounded, and no liquid but `{{ variable }}` insertions (`{% … %}` typed into a block would run). */
const blockText = (max: number, name: string) =>
  z
    .string({ message: `${name} must be text` })
    .max(max, `${name} must be at most ${max.toLocaleString('en-US')} characters`)
    .refine((text) => !/\{\{|\}\}|\{%|%\}/.test(text.replace(VARIABLE_INSERTION, '')), { message: DM.onlyVariables })
    .nullish();

/** A URL that starts with a variable's value (`{{ links.unsubscribe }}`, `{{ urls.server }}/logo.png`). */
const STARTS_WITH_VARIABLE = /^\{\{\s*[A-Za-z_][\w.]*\s*\}\}\S*$/;
const urlOf = (allowed: RegExp, message: string) =>
  z
    .string({ message })
    .trim()
    .max(D.url, `A link must be at most ${D.url} characters`)
    .refine((url) => allowed.test(url) || STARTS_WITH_VARIABLE.test(url), { message })
    .nullish();
const pixels = (min: number, max: number, name: string) =>
  z
    .number({ message: `${name} must be a number of pixels` })
    .int(`${name} must be a whole number of pixels`)
    .min(min, `${name} must be from ${min} to ${max} pixels`)
    .max(max, `${name} must be from ${min} to ${max} pixels`)
    .nullish();

export const designBlock = z
  .object({
    kind: z.enum(DESIGN_BLOCK_KINDS, { message: `kind must be one of ${DESIGN_BLOCK_KINDS.join(', ')}` }),
    text: blockText(D.text, 'Text'),
    label: blockText(D.label, 'Label'),
    url: urlOf(/^(https?:\/\/|mailto:)\S+$/i, DM.badUrl),
    src: urlOf(/^https:\/\/\S+$/i, DM.badImage),
    alt: blockText(D.alt, 'Alt text'),
    width: pixels(D.minImageWidth, D.maxImageWidth, 'Width'),
    height: pixels(D.minSpacer, D.maxSpacer, 'Height'),
    condition: z
      .string({ message: DM.conditionName })
      .trim()
      .max(D.condition, DM.conditionName)
      .refine((name) => name === '' || VARIABLE_NAME.test(name), { message: DM.conditionName })
      .nullish()
      .transform((name) => name || null),
  })
  .strict()
  .superRefine((block, ctx) => {
    const need = (field: keyof DesignBlock, what: string) => {
      if (!block[field]) ctx.addIssue({ code: 'custom', path: [field], message: `A ${block.kind} block needs ${what}` });
    };
    if (block.kind === 'heading' || block.kind === 'text') need('text', 'a text');
    if (block.kind === 'button') {
      need('label', 'a label');
      need('url', 'a link');
    }
    if (block.kind === 'image') need('src', 'an image address');
  });

const confirmConversion = z.boolean({ message: 'confirmConversion must be true or false' }).optional();

/** Designer V2's blocks (at most `DESIGN_LIMITS.blocks`). */
const designBody = z
  .object({ blocks: z.array(designBlock, { message: 'blocks must be a list' }).max(D.blocks, DM.tooManyBlocks) })
  .strict();

/** `PUT email-templates/:id/design`: the legacy builder's HTML, or Designer V2's blocks; `confirmConversion` when the
 *  template was made in the other designer. */
export const designSave = z.discriminatedUnion(
  'builder',
  [
    z
      .object({
        builder: z.literal('legacy'),
        body: z.string({ message: 'body must be text' }).max(L.body, `Body must be at most ${L.body.toLocaleString('en-US')} characters`),
        confirmConversion,
      })
      .strict(),
    z
      .object({
        builder: z.literal('v2'),
        design: designBody,
        confirmConversion,
      })
      .strict(),
  ],
  { message: "builder must be 'legacy' or 'v2'" },
);
export type DesignSave = z.output<typeof designSave>;

/** `POST email-templates/:id/design/preview`: Designer V2's blocks as they stand, rendered and not saved. */
export const designPreview = z.object({ design: designBody }).strict();

/** The HTML of an attribute's value or of text. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Typed text as HTML: escaped, with its variables as written and, where `marks`, `**bold**`, `[label](url)` and line
 *  breaks. The variables stand aside as private-use tokens meanwhile (any such character typed is dropped). */
function typedHtml(text: string, marks: boolean): string {
  const variables: string[] = [];
  const tokenised = text.replace(/[\uE000\uE001]/g, '').replace(VARIABLE_INSERTION, (found) => `\uE000${variables.push(found) - 1}\uE001`);
  let html = escapeHtml(tokenised);
  if (marks) {
    html = html
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:|\uE000\d+\uE001)[^\s)]*)\)/gi, '<a href="$2" style="color:#0f6cbd">$1</a>')
      .replace(/\r?\n/g, '<br>');
  }
  return html.replace(/\uE000(\d+)\uE001/g, (_, i: string) => variables[Number(i)]!);
}

const attribute = (value: string) => escapeHtml(value.trim());

/** One block's MJML (inside the design's one column), wrapped in its condition. */
function blockMjml(block: DesignBlock): string {
  const text = (value: string | null | undefined, marks = true) => typedHtml(value ?? '', marks);
  let mjml: string;
  switch (block.kind) {
    case 'heading':
      mjml = `<mj-text font-size="24px" font-weight="bold" line-height="1.3" color="#242424">${text(block.text, false)}</mj-text>`;
      break;
    case 'text':
      mjml = `<mj-text font-size="15px" line-height="1.5" color="#242424">${text(block.text)}</mj-text>`;
      break;
    case 'button':
      mjml = `<mj-button href="${attribute(block.url ?? '')}" background-color="#0f6cbd" font-size="15px">${text(block.label, false)}</mj-button>`;
      break;
    case 'image':
      mjml = `<mj-image src="${attribute(block.src ?? '')}" alt="${attribute(block.alt ?? '')}"${block.width ? ` width="${block.width}px"` : ''}></mj-image>`;
      break;
    case 'divider':
      mjml = '<mj-divider border-width="1px" border-color="#d1d1d1"></mj-divider>';
      break;
    case 'spacer':
      mjml = `<mj-spacer height="${block.height ?? 24}px"></mj-spacer>`;
      break;
  }
  return block.condition ? `<mj-raw>{% if ${block.condition} %}</mj-raw>${mjml}<mj-raw>{% endif %}</mj-raw>` : mjml;
}

/** A block as stored: the fields of its kind only. */
export function storedBlock(block: DesignBlock): DesignBlock {
  const fields: Record<DesignBlock['kind'], (keyof DesignBlock)[]> = {
    heading: ['text'],
    text: ['text'],
    button: ['label', 'url'],
    image: ['src', 'alt', 'width'],
    divider: [],
    spacer: ['height'],
  };
  const stored: DesignBlock = { kind: block.kind };
  for (const field of fields[block.kind]) if (block[field] != null) Object.assign(stored, { [field]: block[field] });
  if (block.condition) stored.condition = block.condition;
  return stored;
}

/** The e-mail HTML of a design at the template's width: MJML's document, sanitized as a stored body (its head, classes
 *  and Outlook comments go; the inline-styled tables stay), indentation removed. */
export async function renderDesign(design: EmailDesign, width: number): Promise<string> {
  const blocks = design.blocks.map(blockMjml).join('');
  const { html } = await mjml2html(
    `<mjml><mj-body width="${width}px"><mj-section><mj-column>${blocks}</mj-column></mj-section></mj-body></mjml>`,
    { validationLevel: 'skip', minify: false, keepComments: false },
  );
  return sanitizeEmailTemplate(html).replace(/\n\s*/g, '\n').trim();
}

/** What a design save writes: the body, the builder and the design; 400 for a variable the type cannot use or a body
 *  past the limit. */
export async function designedTemplate(
  save: DesignSave,
  template: { width: number; type: EmailTemplateType },
): Promise<{ builder: EmailBuilder; body: string; design: EmailDesign | null }> {
  if (save.builder === 'legacy') {
    const body = inGutter(sanitizeEmailTemplate(save.body));
    checkTemplateText('body', body, template.type);
    if (body.length > L.body) throw fieldRefused('body', `Body must be at most ${L.body.toLocaleString('en-US')} characters`);
    return { builder: 'legacy', body, design: null };
  }
  const design = { blocks: save.design.blocks.map(storedBlock) };
  return { builder: 'v2', body: await checkedRendering(design, template), design };
}

/** A design's e-mail HTML, as saved or previewed: 400 for a variable the type cannot use or HTML past the body limit. */
export async function checkedRendering(design: EmailDesign, template: { width: number; type: EmailTemplateType }): Promise<string> {
  design.blocks.forEach((block, i) => checkTemplateText(`design.blocks.${i}`, blockMjml(block), template.type));
  const body = await renderDesign(design, template.width);
  if (body.length > L.body) {
    throw fieldRefused(
      'design',
      `The design renders to more than ${L.body.toLocaleString('en-US')} characters of HTML: remove some blocks`,
    );
  }
  return body;
}
