import { useState } from 'react';
import { useBlocker } from 'react-router-dom';
import type { SaveEmailTemplateDesignInput } from '../../../../__generated__/useSaveEmailTemplateDesignMutation.graphql';
import { DESIGN_MESSAGES as DM } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { errorMessage } from '../../../../relay/environment.ts';
import { ConfirmDialog } from '../../../../shared/ConfirmDialog.tsx';
import { UnsavedChangesDialog } from '../../../../shared/UnsavedChangesDialog.tsx';
import { useSaveEmailTemplateDesignMutation } from '../../mutations/useSaveEmailTemplateDesignMutation.ts';
import { convertsIn, type DesignerBuilder, type DesignerTemplate } from './designerTemplate.ts';

type Content = Pick<SaveEmailTemplateDesignInput, 'body' | 'design'>;

/**
 * A designer's Save (spec 002 §2.14, §8): 'Template saved successfully', or 'Error saving template' with the service's
 * reason. A template made in the other designer is converted only after the person confirms it (the shared
 * ConfirmDialog; then `confirmConversion`). Leaving with unsaved changes asks first (the shared UnsavedChangesDialog,
 * whose Save saves and stays). `content()` reads what the designer holds now; `dirty`: whether it differs from the saved.
 */
export function useDesignerSave(template: DesignerTemplate, builder: DesignerBuilder, content: () => Content, dirty: boolean) {
  const [commit, saving] = useSaveEmailTemplateDesignMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const send = (confirmConversion: boolean) =>
    commit({
      variables: { input: { emailTemplateId: template.id, builder, ...content(), ...(confirmConversion && { confirmConversion }) } },
      onCompleted: () => notify('success', DM.saved),
      onError: (error) => {
        const reason = errorMessage(error, '');
        notify('error', reason ? `${DM.saveFailed}: ${reason}` : DM.saveFailed);
      },
    });
  const save = () => {
    if (convertsIn(template, builder)) setConfirming(true);
    else send(false);
  };
  const converting = builder === 'LEGACY' ? DM.v2InLegacy : DM.legacyInV2;
  const dialogs = (
    <>
      <ConfirmDialog
        open={confirming}
        title="Convert this template?"
        confirmLabel="Convert and save"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          send(true);
        }}
      >
        {converting}
      </ConfirmDialog>
      <UnsavedChangesDialog blocker={blocker} onSave={save} />
    </>
  );
  return { save, saving, dialogs, converting: convertsIn(template, builder) ? converting : null };
}
