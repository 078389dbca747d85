import { Button, Card, CardHeader, Field, Input, makeStyles, Select, Text, Textarea } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { SyntheticEvent } from 'react';
import { fieldsOf, kindLabel, type EditedBlock, type TextField } from './designBlocks.ts';

const useStyles = makeStyles({
  card: { padding: '12px', display: 'flex', flexDirection: 'column', gap: '8px' },
  actions: { display: 'flex', gap: '4px' },
});

/** Where the cursor of a block's text field is (the Insert variable menu inserts there). */
export interface Caret {
  key: number;
  field: TextField;
  start: number;
  end: number;
}

const LABELS: Record<TextField | 'width' | 'height', string> = {
  text: 'Text',
  label: 'Button label',
  url: 'Button link',
  src: 'Image address (https)',
  alt: 'Alternative text',
  width: 'Width (px)',
  height: 'Height (px)',
};
const HINTS: Partial<Record<TextField, string>> = {
  text: 'Plain text: **bold**, [label](https://…) links and line breaks; variables as {{ … }}.',
  url: 'https://…, mailto:… or a variable such as {{ links.unsubscribe }}',
};

interface Props {
  block: EditedBlock;
  index: number;
  count: number;
  conditions: readonly { value: string; label: string }[];
  onChange(block: EditedBlock): void;
  onMove(by: -1 | 1): void;
  onDelete(): void;
  onCaret(caret: Caret): void;
}

/** One block of Designer V2: its kind's fields, its condition (a variable whose value shows it), move and delete. */
export function DesignBlockCard({ block, index, count, conditions, onChange, onMove, onDelete, onCaret }: Props) {
  const styles = useStyles();
  const name = `${kindLabel(block.kind)} block ${index + 1}`;
  const caret = (field: TextField) => (e: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd, value } = e.currentTarget;
    onCaret({ key: block.key, field, start: selectionStart ?? value.length, end: selectionEnd ?? value.length });
  };
  const textProps = (field: TextField) => ({
    value: block[field],
    'data-block-field': `${block.key}-${field}`,
    onChange: (e: { currentTarget: { value: string } }) => {
      onChange({ ...block, [field]: e.currentTarget.value });
    },
    onSelect: caret(field),
    onFocus: caret(field),
    onKeyUp: caret(field),
    onClick: caret(field),
  });
  return (
    <Card className={styles.card} role="group" aria-label={name}>
      <CardHeader
        header={<Text weight="semibold">{name}</Text>}
        action={
          <div className={styles.actions}>
            <Button
              appearance="subtle"
              icon={<ArrowUpRegular />}
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            />
            <Button
              appearance="subtle"
              icon={<ArrowDownRegular />}
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            />
            <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${name}`} onClick={onDelete} />
          </div>
        }
      />
      {fieldsOf(block.kind).map((field) =>
        field === 'width' || field === 'height' ? (
          <Field key={field} label={LABELS[field]}>
            <Input type="number" value={block[field]} onChange={(_e, data) => onChange({ ...block, [field]: data.value })} />
          </Field>
        ) : field === 'text' ? (
          <Field key={field} label={LABELS[field]} hint={HINTS[field]}>
            <Textarea resize="vertical" rows={block.kind === 'HEADING' ? 1 : 4} {...textProps(field)} />
          </Field>
        ) : (
          <Field key={field} label={LABELS[field]} hint={HINTS[field]}>
            <Input {...textProps(field)} />
          </Field>
        ),
      )}
      <Field label="Show">
        <Select value={block.condition} onChange={(_e, data) => onChange({ ...block, condition: data.value })}>
          <option value="">Always</option>
          {conditions.map((option) => (
            <option key={option.value} value={option.value}>
              Only when {option.label} has a value
            </option>
          ))}
        </Select>
      </Field>
    </Card>
  );
}
