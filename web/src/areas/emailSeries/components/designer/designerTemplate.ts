import { designerOf, type EmailBuilder } from '../../../../../../api/src/areas/emailSeries/contract.ts';

/** A template as a designer reads it (the route queries' `emailTemplate`). */
export interface DesignerTemplate {
  readonly id: string;
  readonly body: string | null | undefined;
  readonly builder: 'LEGACY' | 'V2' | '%future added value' | null | undefined;
}

/** A variable of the template's type (the Insert variable menus). */
export interface DesignerVariable {
  readonly label: string;
  readonly value: string;
  readonly group: string;
}

export type DesignerBuilder = 'LEGACY' | 'V2';

const REST: Record<DesignerBuilder, EmailBuilder> = { LEGACY: 'legacy', V2: 'v2' };

/** Whether saving `template` in `builder` converts it (it was made in the other designer, or holds HTML no designer
 *  saved: the service's rule, contract.ts `designerOf`), which the person confirms first. */
export function convertsIn(template: DesignerTemplate, builder: DesignerBuilder): boolean {
  const stored = template.builder === 'LEGACY' || template.builder === 'V2' ? REST[template.builder] : null;
  const current = designerOf({ builder: stored, body: template.body ?? '' });
  return current !== null && current !== REST[builder];
}
