import { basicSetup, EditorView } from 'codemirror';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** What the legacy designer asks of its editor: put a text at the cursor (over the selection). */
export interface CodeEditorHandle {
  insert(text: string): void;
}

const useStyles = makeStyles({
  box: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '420px',
    overflow: 'auto',
    '& .cm-editor': { height: '100%', minHeight: '420px' },
  },
});

/**
 * The legacy designer's HTML editor: CodeMirror 6 (plain text, line numbers, search, undo) (bundled in the designer's route chunk, no
 * CDN). `value` is read when it mounts; every change goes to `onChange`; `ref.insert` types a text at the cursor.
 */
export function HtmlCodeEditor({
  value,
  onChange,
  label,
  ref,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
  ref: Ref<CodeEditorHandle>;
}) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const initial = useRef(value);
  useEffect(() => {
    const editor = new EditorView({
      doc: initial.current,
      parent: host.current!,
      extensions: [
        // No language: its token colours (CodeMirror's default style) fail the colour-contrast check (role sweep).
        basicSetup,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [label]);
  useImperativeHandle(ref, () => ({
    insert(text: string) {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch(editor.state.replaceSelection(text));
      editor.focus();
    },
  }));
  return <div className={styles.box} ref={host} />;
}
