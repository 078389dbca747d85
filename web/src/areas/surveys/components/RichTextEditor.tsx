import { Button, Input, makeStyles, mergeClasses, shorthands, tokens, Toolbar, ToolbarButton } from '@fluentui/react-components';
import {
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type AriaAttributes } from 'react';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { ...shorthands.borderColor(tokens.colorCompoundBrandStroke) },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  toolbar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  link: { display: 'flex', gap: '8px', padding: '8px', alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  linkInput: { flex: '1 1 auto' },
  content: {
    padding: '8px 12px',
    minHeight: '96px',
    '& .ProseMirror': { outline: 'none', minHeight: '80px' },
    '& .ProseMirror p': { margin: '0 0 8px' },
  },
});

const FORMATS = [
  { name: 'bold', label: 'Bold', icon: <TextBoldRegular /> },
  { name: 'italic', label: 'Italic', icon: <TextItalicRegular /> },
  { name: 'underline', label: 'Underline', icon: <TextUnderlineRegular /> },
  { name: 'bulletList', label: 'Bulleted list', icon: <TextBulletListLtrRegular /> },
  { name: 'orderedList', label: 'Numbered list', icon: <TextNumberListLtrRegular /> },
  { name: 'link', label: 'Link', icon: <LinkRegular /> },
] as const;
type Format = (typeof FORMATS)[number]['name'];

/** What `Field` hands its control: the label, description and validation state. */
export interface RichTextControlProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
}

/** The editable element's attributes: a multi-line textbox named, described and marked invalid as `Field` says. */
function attributesOf(control: RichTextControlProps): Record<string, string> {
  const invalid = !!control['aria-invalid'] && control['aria-invalid'] !== 'false';
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    ...(control.id ? { id: control.id } : {}),
    ...(control['aria-labelledby'] ? { 'aria-labelledby': control['aria-labelledby'] } : {}),
    ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}

export interface RichTextEditorProps extends RichTextControlProps {
  /** HTML; '' for none. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  disabled?: boolean;
}

/**
 * The rich text of templates (survey ISI and consent text, registration page ISI and consent): tiptap's starter kit cut
 * to bold, italic, underline, bulleted and numbered lists and links (loaded on demand: `RichTextField`). The HTML it
 * writes holds only those; the service sanitizes it again before storing it, and an empty editor is ''.
 */
export function RichTextEditor({ value, onChange, onBlur, disabled = false, ...control }: RichTextEditorProps) {
  const styles = useStyles();
  const written = useRef(value);
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: attributesOf(control) },
    onUpdate: ({ editor: e }) => {
      written.current = e.isEmpty ? '' : e.getHTML();
      onChange(written.current);
    },
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  // A value set from outside (the form reset, a template loaded) replaces the content; the editor's own writes do not.
  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [value, editor]);
  // Without an update: switching editable is no edit (an update here marked a saved template changed as it opened).
  useEffect(() => editor.setEditable(!disabled, false), [disabled, editor]);
  // The label, description and validation state reach the editable element as they change.
  const attributes = JSON.stringify(attributesOf(control));
  useEffect(
    () => editor.setOptions({ editorProps: { attributes: JSON.parse(attributes) as Record<string, string> } }),
    [attributes, editor],
  );

  const toggle = (name: Format) => {
    if (name === 'link') return setLinking(active.link ? (editor.getAttributes('link').href as string) : '');
    const chain = editor.chain().focus();
    if (name === 'bold') chain.toggleBold().run();
    if (name === 'italic') chain.toggleItalic().run();
    if (name === 'underline') chain.toggleUnderline().run();
    if (name === 'bulletList') chain.toggleBulletList().run();
    if (name === 'orderedList') chain.toggleOrderedList().run();
  };
  const applyLink = () => {
    const href = linking?.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinking(null);
  };

  return (
    <div className={mergeClasses(styles.box, attributes.includes('aria-invalid') && styles.invalid)}>
      <Toolbar className={styles.toolbar} size="small" aria-label="Formatting">
        {FORMATS.map(({ name, label, icon }) => (
          <ToolbarButton
            key={name}
            aria-label={label}
            aria-pressed={active[name]}
            appearance={active[name] ? 'primary' : 'subtle'}
            icon={icon}
            disabled={disabled}
            onClick={() => toggle(name)}
          />
        ))}
      </Toolbar>
      {linking !== null && (
        <div className={styles.link}>
          <Input
            className={styles.linkInput}
            aria-label="Link URL"
            placeholder="https://"
            value={linking}
            onChange={(_e, d) => setLinking(d.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
              if (e.key === 'Escape') setLinking(null);
            }}
          />
          <Button size="small" appearance="primary" onClick={applyLink}>
            Apply
          </Button>
          <Button size="small" onClick={() => setLinking(null)}>
            Cancel
          </Button>
        </div>
      )}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
