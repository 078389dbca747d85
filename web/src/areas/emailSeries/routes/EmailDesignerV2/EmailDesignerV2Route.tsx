import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Title2,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { EmailDesignerV2RouteQuery } from '../../../../__generated__/EmailDesignerV2RouteQuery.graphql';
import { DESIGN_LIMITS, DESIGN_MESSAGES as DM } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { move } from '../../../../shared/move.ts';
import { ConversionWarning } from '../../components/designer/ConversionWarning.tsx';
import { DesignBlockCard, type Caret } from '../../components/designer/DesignBlockCard.tsx';
import {
  BLOCK_KINDS,
  blockInput,
  conditionOptions,
  editedBlock,
  insertableVariables,
  newBlock,
  type EditedBlock,
} from '../../components/designer/designBlocks.ts';
import { designerRefusal, DesignerSaveBar, designerVariables } from '../../components/designer/designerScreen.tsx';
import { EmailPreviewFrame } from '../../components/designer/EmailPreviewFrame.tsx';
import { InsertVariableMenu } from '../../components/designer/InsertVariableMenu.tsx';
import { useDesignerSave } from '../../components/designer/useDesignerSave.tsx';
import { useDesignPreview } from '../../components/designer/useDesignPreview.ts';

// The template goes whole to the designer's helpers (designBlocks.ts reads every block field, the menu every variable
// field).
/* eslint-disable relay/unused-fields */
const query = graphql`
  query EmailDesignerV2RouteQuery($emailTemplateId: Int!, $hasId: Boolean!) {
    emailTemplate(internalId: $emailTemplateId) @include(if: $hasId) {
      id
      internalId
      name
      body
      builder
      design {
        blocks {
          kind
          text
          label
          url
          src
          alt
          width
          height
          condition
        }
      }
      emailTemplateType {
        variables {
          label
          value
          group
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  toolbar: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  panes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: '16px', alignItems: 'start' },
  blocks: { display: 'flex', flexDirection: 'column', gap: '12px' },
  preview: { display: 'flex', flexDirection: 'column', gap: '4px' },
});

type Template = NonNullable<EmailDesignerV2RouteQuery['response']['emailTemplate']>;

/** The blocks stored, as edited (a legacy template starts from none: its HTML does not become blocks). */
const storedBlocks = (template: Template) => (template.builder === 'V2' ? (template.design?.blocks ?? []) : []).map(editedBlock);
const sameDesign = (a: readonly EditedBlock[], b: readonly EditedBlock[]) =>
  JSON.stringify(a.map(blockInput)) === JSON.stringify(b.map(blockInput));

/**
 * Designer V2 (spec 002 §2.14): a list of blocks (Add block, move up and down, delete, each block's fields and the
 * variable whose value shows it), Insert variable at the cursor of the text field last edited (into a new text block
 * when none was), Save; the service renders the blocks with MJML, and the preview shows its rendering of the blocks as
 * they stand, asked at each pause in the editing (what a save would refuse shows above it). On a
 * template the legacy designer made it warns, and Save asks before converting (its HTML is replaced).
 */
function DesignerV2({ template }: { template: Template }) {
  const styles = useStyles();
  const saved = useMemo(() => storedBlocks(template), [template]);
  const [blocks, setBlocks] = useState<EditedBlock[]>(saved);
  const nextKey = useRef(saved.length);
  const caret = useRef<Caret | null>(null);
  const [focusAfterInsert, setFocusAfterInsert] = useState<Caret | null>(null);
  const variables = template.emailTemplateType?.variables;
  const conditions = useMemo(() => conditionOptions(variables ?? []), [variables]);
  const unchanged = sameDesign(blocks, saved);
  const { save, saving, dialogs, converting } = useDesignerSave(
    template,
    'V2',
    () => ({ design: { blocks: blocks.map(blockInput) } }),
    !unchanged,
  );
  const preview = useDesignPreview(template.id, blocks.map(blockInput), {
    html: template.builder === 'V2' ? (template.body ?? '') : '',
    same: unchanged,
  });

  // After an insertion the field it went into takes the focus back, the cursor after the variable.
  useEffect(() => {
    if (!focusAfterInsert) return;
    const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[data-block-field="${focusAfterInsert.key}-${focusAfterInsert.field}"]`,
    );
    field?.focus();
    field?.setSelectionRange(focusAfterInsert.start, focusAfterInsert.end);
  }, [focusAfterInsert]);

  const add = (block: EditedBlock) => setBlocks((current) => [...current, block]);
  const insert = (value: string) => {
    const at = caret.current;
    const target = at && blocks.find((b) => b.key === at.key);
    if (!at || !target) {
      add(newBlock('TEXT', nextKey.current++, value));
      return;
    }
    const text = target[at.field];
    const start = Math.min(at.start, text.length);
    const end = Math.min(Math.max(at.end, start), text.length);
    const updated = { ...target, [at.field]: text.slice(0, start) + value + text.slice(end) };
    setBlocks((current) => current.map((b) => (b.key === at.key ? updated : b)));
    const after = { ...at, start: start + value.length, end: start + value.length };
    caret.current = after;
    setFocusAfterInsert(after);
  };

  return (
    <div className={styles.page}>
      <Title2 as="h2">{template.name}</Title2>
      <ConversionWarning message={converting} />
      <div className={styles.toolbar}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<AddRegular />} disabled={blocks.length >= DESIGN_LIMITS.blocks}>
              Add block
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {BLOCK_KINDS.map(({ kind, label }) => (
                <MenuItem key={kind} onClick={() => add(newBlock(kind, nextKey.current++))}>
                  {label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <InsertVariableMenu variables={insertableVariables(variables ?? [])} onInsert={insert} />
      </div>
      <div className={styles.panes}>
        <div className={styles.blocks}>
          {blocks.length === 0 && <Caption1>No blocks yet: add one.</Caption1>}
          {blocks.map((block, index) => (
            <DesignBlockCard
              key={block.key}
              block={block}
              index={index}
              count={blocks.length}
              conditions={conditions}
              onChange={(changed) => setBlocks((current) => current.map((b) => (b.key === block.key ? changed : b)))}
              onMove={(by) => setBlocks((current) => move(current, index, by))}
              onDelete={() => setBlocks((current) => current.filter((b) => b.key !== block.key))}
              onCaret={(at) => {
                caret.current = at;
              }}
            />
          ))}
        </div>
        <div className={styles.preview}>
          <Caption1 aria-live="polite">
            {preview.pending ? 'Updating the preview…' : 'Preview: the blocks as the e-mail shows them.'}
          </Caption1>
          {preview.error && (
            <MessageBar intent="warning">
              <MessageBarBody>Not rendered: {preview.error}</MessageBarBody>
            </MessageBar>
          )}
          <EmailPreviewFrame title="Email preview" html={preview.html} />
        </div>
      </div>
      <DesignerSaveBar internalId={template.internalId} saving={saving} onSave={save} />
      {dialogs}
    </div>
  );
}

function EmailDesignerV2Screen({ queryRef }: RouteScreenProps<EmailDesignerV2RouteQuery>) {
  const data = usePreloadedQuery<EmailDesignerV2RouteQuery>(query, queryRef);
  return (
    designerRefusal(queryRef.variables.hasId, data.emailTemplate) ?? (
      <DesignerV2 key={data.emailTemplate!.id} template={data.emailTemplate!} />
    )
  );
}

export const emailDesignerV2Route = defineScreen<EmailDesignerV2RouteQuery>({
  query,
  variables: designerVariables,
  loadError: DM.initFailed,
  Component: EmailDesignerV2Screen,
});
