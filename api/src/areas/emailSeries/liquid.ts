import { Liquid, type Template } from 'liquidjs';
import { fieldRefused } from '../../platform/http/errors.ts';
import { EMAIL_LIMITS as L, EMAIL_MESSAGES as M, variableGroups, variableRoots, type EmailTemplateType } from './contract.ts';
import { sanitizeEmailHtml, sanitizeEmailTemplate } from './emailHtml.ts';
import { SAMPLE_VALUES } from './samples.ts';

/**
 * The templates' language: liquid (https://liquidjs.com), checked when a template is saved and rendered for the
 * previews and the manual send. The engine is a sandbox: no file system (an in-memory, empty template map, and no
 * `include`, `render` or `layout` tag), only the data's own properties (`ownPropertyOnly`), an unknown filter is an
 * error, a missing value prints nothing (`strictVariables` off), in HTML every printed value is escaped (`| raw`
 * aside: what renders is sanitized again), and parsing and rendering are bounded in size, time (1 s) and memory (a
 * loop over a huge range answers 400, not a busy server).
 */
function sandbox(outputEscape: 'escape' | undefined): Liquid {
  const liquid = new Liquid({
    templates: {},
    ownPropertyOnly: true,
    strictFilters: true,
    strictVariables: false,
    outputEscape,
    parseLimit: 2 * L.body,
    renderLimit: 1000,
    memoryLimit: 10_000_000,
  });
  for (const tag of ['include', 'render', 'layout']) delete liquid.tags[tag];
  return liquid;
}
const engine = sandbox('escape');
/** The same sandbox for plain text (a subject, a preheader, an iCal title): nothing is HTML there, so nothing is
 *  escaped. */
const textEngine = sandbox(undefined);

/** What liquid said, without its stack. */
const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parse(field: string, text: string): Template[] {
  try {
    return engine.parse(text);
  } catch (error) {
    throw fieldRefused(field, M.templateSyntax(detailOf(error)));
  }
}

/** A template text a type's e-mail may hold: it parses, and every variable it reads from the data (not its own loop
 *  or assigned variables) is one of the type's groups (`variableRoots`); else 400 on `field`. */
export function checkTemplateText(field: string, text: string | null, type: EmailTemplateType): void {
  if (!text) return;
  const { globals } = engine.analyzeSync(parse(field, text));
  const roots = variableRoots(type);
  for (const [root, uses] of Object.entries(globals)) {
    if (!roots.has(root)) throw fieldRefused(field, M.unknownVariable(String(uses[0] ?? root), type.name));
  }
}

/** `POST email-templates/render-placeholder-preview-email`: the text sanitized as a stored body is, rendered with the
 *  sample values (of the type's groups when a type is given: a variable the type cannot use prints nothing), and the
 *  result sanitized again (a printed value may hold markup). */
export function renderPreview(text: string, type: EmailTemplateType | undefined): string {
  const template = parse('templateString', sanitizeEmailTemplate(text));
  const groups = type ? variableGroups(type) : (Object.keys(SAMPLE_VALUES) as (keyof typeof SAMPLE_VALUES)[]);
  const data = Object.fromEntries(groups.map((group) => [group, SAMPLE_VALUES[group]]));
  let rendered: string;
  try {
    rendered = engine.renderSync(template, data) as string;
  } catch (error) {
    throw fieldRefused('templateString', M.templateSyntax(detailOf(error)));
  }
  return sanitizeEmailHtml(rendered);
}

/** A stored template text (`field` of the template: `body`, `subject`…) rendered with real values (render.ts): HTML
 *  escaped as it prints (`html`), or as plain text. A text liquid cannot read or run (a loop past the limits) is a
 *  400 on `field`. */
export function renderTemplate(field: string, text: string, data: object, as: 'html' | 'text'): string {
  const liquid = as === 'html' ? engine : textEngine;
  try {
    return liquid.parseAndRenderSync(text, data) as string;
  } catch (error) {
    throw fieldRefused(field, M.templateSyntax(detailOf(error)));
  }
}
