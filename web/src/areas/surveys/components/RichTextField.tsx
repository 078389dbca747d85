import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// tiptap and ProseMirror load with the form, not with the app's first screen (the first-load budget).
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })));

const useStyles = makeStyles({
  // The editor's size while its code loads, so nothing moves.
  standIn: { minHeight: '146px', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** A labelled rich text field (the editor loads on demand; a box of its size meanwhile). */
export function RichTextField({ label, error, ...editor }: Omit<RichTextEditorProps, 'id'> & { label: string; error?: string }) {
  const styles = useStyles();
  return (
    <Field label={label} validationMessage={error}>
      {(control) => (
        <Suspense fallback={<div className={styles.standIn} />}>
          <RichTextEditor {...control} {...editor} />
        </Suspense>
      )}
    </Field>
  );
}
