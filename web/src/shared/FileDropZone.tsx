import { makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type DragEvent } from 'react';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '16px',
    cursor: 'pointer',
    boxSizing: 'border-box',
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  dragging: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  disabled: { cursor: 'not-allowed', opacity: 0.6 },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  input: { display: 'none' },
});

/** `1.2 MB`, `340 KB`, `12 bytes`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface FileDropZoneProps {
  /** What the zone is for ('CSV file'): its accessible name. */
  label: string;
  /** Allowed extensions with the dot (`.csv`); checked on the file's name. */
  extensions: readonly string[];
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** The limit as the hint words it where a constant reads better in its own words ('under 1 MB' for 999,999 bytes);
   *  default 'up to' the size of `maxBytes`. */
  limitText?: string;
  disabled?: boolean;
  /** The texts of a refused file, where the spec has its own (default: which types, how large). */
  typeMessage?: string;
  sizeMessage?: string;
  /** Called with a file that passed the type and size checks. */
  onFile(file: File): void;
  /** Called with a refused file and the text shown (e.g. to raise the spec's alert too). */
  onRefuse?(message: string, file: File): void;
}

/** Upload drop zone: drop a file on it, or click it (or press Enter or Space) to choose one. It shows the
 *  chosen file's name and size, and refuses a wrong type or a file too large before anything is sent. */
export function FileDropZone({
  label,
  extensions,
  maxBytes,
  limitText = `up to ${formatFileSize(maxBytes)}`,
  disabled,
  typeMessage,
  sizeMessage,
  onFile,
  onRefuse,
}: FileDropZoneProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file || disabled) return;
    setChosen(file);
    const name = file.name.toLowerCase();
    const refused = !extensions.some((ext) => name.endsWith(ext.toLowerCase()))
      ? (typeMessage ?? `Only ${extensions.join(', ')} files can be used.`)
      : file.size > maxBytes
        ? (sizeMessage ?? `The file is larger than ${formatFileSize(maxBytes)}.`)
        : null;
    if (refused) {
      setRefusal(refused);
      onRefuse?.(refused, file);
    } else {
      setRefusal(null);
      onFile(file);
    }
  };
  const choose = () => !disabled && input.current?.click();
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files[0]);
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-describedby={hintId}
      aria-disabled={disabled || undefined}
      className={mergeClasses(styles.zone, dragging && styles.dragging, disabled && styles.disabled)}
      onClick={choose}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          choose();
        }
      }}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      {chosen ? <DocumentRegular className={styles.icon} aria-hidden /> : <ArrowUploadRegular className={styles.icon} aria-hidden />}
      <div className={styles.text} id={hintId}>
        {chosen ? (
          <Text weight="semibold" className={styles.name}>{`${chosen.name} (${formatFileSize(chosen.size)})`}</Text>
        ) : (
          <Text weight="semibold">Drop a file here or click to choose one</Text>
        )}
        {refusal ? (
          <Text size={200} className={styles.error} role="alert">
            {refusal}
          </Text>
        ) : (
          <Text size={200} className={styles.hint}>
            {`${extensions.join(', ')} ${limitText}`}
            {chosen ? ' · click or drop to choose another' : ''}
          </Text>
        )}
      </div>
      <input
        ref={input}
        type="file"
        className={styles.input}
        accept={extensions.join(',')}
        tabIndex={-1}
        aria-hidden
        // Its click (from the zone) must not reach the zone again.
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
