import { makeStyles, Spinner, Title2 } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { EmailDesignerRouteQuery } from '../../../../__generated__/EmailDesignerRouteQuery.graphql';
import { DESIGN_MESSAGES as DM, gutterContent, inGutter } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { ConversionWarning } from '../../components/designer/ConversionWarning.tsx';
import { designerRefusal, DesignerSaveBar, designerVariables } from '../../components/designer/designerScreen.tsx';
import { EmailPreviewFrame } from '../../components/designer/EmailPreviewFrame.tsx';
import type { CodeEditorHandle } from '../../components/designer/HtmlCodeEditor.tsx';
import { InsertVariableMenu } from '../../components/designer/InsertVariableMenu.tsx';
import { useDesignerSave } from '../../components/designer/useDesignerSave.tsx';

// The template goes whole to the designer's helpers (useDesignerSave reads builder, the menu every variable field).
/* eslint-disable relay/unused-fields */
const query = graphql`
  query EmailDesignerRouteQuery($emailTemplateId: Int!, $hasId: Boolean!) {
    emailTemplate(internalId: $emailTemplateId) @include(if: $hasId) {
      id
      internalId
      name
      body
      builder
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

// CodeMirror is bundled (no CDN) in a chunk of its own, loaded as the designer opens: the screen's first load stays
// within the budget (web/bundle-size.ts).
const HtmlCodeEditor = lazy(() => import('../../components/designer/HtmlCodeEditor.tsx').then((m) => ({ default: m.HtmlCodeEditor })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  toolbar: { display: 'flex', gap: '8px' },
  panes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: '16px' },
});

type Template = NonNullable<EmailDesignerRouteQuery['response']['emailTemplate']>;

/** The legacy content builder (spec 002 §2.14): the HTML inside the gutter in a code editor, a live preview, Insert
 *  variable at the cursor, Save; on a template made in Designer V2 it warns, and Save asks before converting. */
function LegacyDesigner({ template }: { template: Template }) {
  const styles = useStyles();
  const saved = gutterContent(template.body ?? '');
  const [html, setHtml] = useState(saved);
  const editor = useRef<CodeEditorHandle>(null);
  const { save, saving, dialogs, converting } = useDesignerSave(template, 'LEGACY', () => ({ body: html }), html !== saved);
  return (
    <div className={styles.page}>
      <Title2 as="h2">{template.name}</Title2>
      <ConversionWarning message={converting} />
      <div className={styles.toolbar}>
        <InsertVariableMenu variables={template.emailTemplateType?.variables ?? []} onInsert={(value) => editor.current?.insert(value)} />
      </div>
      <div className={styles.panes}>
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <HtmlCodeEditor ref={editor} label="Email HTML" value={saved} onChange={setHtml} />
        </Suspense>
        <EmailPreviewFrame title="Email preview" html={inGutter(html)} />
      </div>
      <DesignerSaveBar internalId={template.internalId} saving={saving} onSave={save} />
      {dialogs}
    </div>
  );
}

function EmailDesignerScreen({ queryRef }: RouteScreenProps<EmailDesignerRouteQuery>) {
  const data = usePreloadedQuery<EmailDesignerRouteQuery>(query, queryRef);
  return (
    designerRefusal(queryRef.variables.hasId, data.emailTemplate) ?? (
      <LegacyDesigner key={data.emailTemplate!.id} template={data.emailTemplate!} />
    )
  );
}

export const emailDesignerRoute = defineScreen<EmailDesignerRouteQuery>({
  query,
  variables: designerVariables,
  loadError: DM.initFailed,
  Component: EmailDesignerScreen,
});
