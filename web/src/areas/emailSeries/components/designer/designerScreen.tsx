import { Button } from '@fluentui/react-components';
import { DESIGN_MESSAGES as DM } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { FormActions } from '../../../../shared/FormActions.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { DesignerMessage } from './DesignerMessage.tsx';

// What both designers' routes share: the template the address names, what shows when there is none, the Save bar.

/** The query variables of a designer: the template of `?emailTemplateId=` (`hasId` false without a valid one). */
export function designerVariables({ searchParams }: { searchParams: URLSearchParams }) {
  const id = routeId(searchParams.get('emailTemplateId') ?? undefined);
  return { emailTemplateId: id ?? 0, hasId: id !== null };
}

/** What a designer shows instead of its editor (spec 002 §8): the address names no template, or it did not load. */
export function designerRefusal(hasId: boolean, template: unknown) {
  if (!hasId) return <DesignerMessage message={DM.missingTemplateId} />;
  if (!template) return <DesignerMessage message={DM.initFailed} />;
  return null;
}

/** A designer's sticky Save, beside the template's id. */
export function DesignerSaveBar({ internalId, saving, onSave }: { internalId: number; saving: boolean; onSave(): void }) {
  return (
    <FormActions start={`ID: ${internalId}`}>
      <Button appearance="primary" disabled={saving} onClick={onSave}>
        Save
      </Button>
    </FormActions>
  );
}
