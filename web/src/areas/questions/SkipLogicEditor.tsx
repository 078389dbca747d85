import { Button, Card, Dropdown, Field, makeStyles, Option, Subtitle2, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { freshRef, moveItem, nextOrder, renumber, type QuestionsFormValues, type SkipLogicFormValue } from './questionForm.ts';
import { SortableList, type DragHandleProps } from './SortableList.tsx';
import { questionName, useFieldError } from './useFieldError.ts';
import { useDropdownStyles } from './dropdownStyles.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  card: { padding: '12px 16px', display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: '8px' },
  title: { flexGrow: 1 },
  handle: { cursor: 'grab', touchAction: 'none' },
  row: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'start' },
  item: { flexGrow: 1, flexBasis: '200px', minWidth: 0 },
});

/** The value of the 'Skip to' option that keeps the default flow. */
const DEFAULT_FLOW = '';

/**
 * The Skip Logic section of a survey's questions (spec 001 §2, §5): draggable blocks of Question (single-select
 * questions only), Choice (one of its answers) and 'Skip to' (a later question; empty means the default flow), Add
 * Skip Logic and Delete after a confirmation. Inside the same Formik form as `QuestionsEditor`.
 */
export function SkipLogicEditor({ disabled = false }: { disabled?: boolean }) {
  const styles = useStyles();
  const f = useFormikContext<QuestionsFormValues>();
  const blocks = f.values.skipLogic;
  const [deleting, setDeleting] = useState<string | null>(null);
  const toDelete = blocks.findIndex((b) => b.ref === deleting);

  const add = () => {
    const block: SkipLogicFormValue = {
      ref: freshRef('s'),
      order: nextOrder(blocks),
      questionRef: '',
      choiceRef: '',
      nextQuestionRef: null,
    };
    void f.setFieldValue('skipLogic', [...blocks, block]);
  };

  return (
    <section className={styles.section} aria-label="Skip Logic">
      <Subtitle2 as="h3">Skip Logic</Subtitle2>
      {blocks.length === 0 && <Text>No skip logic: every question follows the one before. Add Skip Logic creates a block.</Text>}
      <SortableList
        ids={blocks.map((b, i) => b.ref ?? String(i))}
        label="Skip Logic blocks"
        itemName={(ref) => `Skip Logic ${blocks.findIndex((b) => b.ref === ref) + 1}`}
        disabled={disabled}
        onMove={(from, to) => void f.setFieldValue('skipLogic', moveItem(blocks, from, to))}
      >
        {(_ref, index, handle) => (
          <SkipLogicBlock index={index} handle={handle} disabled={disabled} onDelete={() => setDeleting(blocks[index]!.ref ?? null)} />
        )}
      </SortableList>
      <div>
        <Button icon={<AddRegular />} disabled={disabled} onClick={add}>
          Add Skip Logic
        </Button>
      </div>
      <ConfirmDialog
        open={toDelete >= 0}
        title="Delete skip logic"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          void f.setFieldValue('skipLogic', renumber(blocks.filter((b) => b.ref !== deleting)));
          setDeleting(null);
        }}
      >
        {`Skip Logic ${toDelete + 1} will be deleted.`}
      </ConfirmDialog>
    </section>
  );
}

interface BlockProps {
  index: number;
  handle: DragHandleProps;
  disabled: boolean;
  onDelete(): void;
}

/** One skip logic block: when the respondent picks Choice at Question, the questions up to 'Skip to' are skipped. */
function SkipLogicBlock({ index, handle, disabled, onDelete }: BlockProps) {
  const styles = useStyles();
  const dropdown = useDropdownStyles();
  const f = useFormikContext<QuestionsFormValues>();
  const error = useFieldError();
  const block = f.values.skipLogic[index]!;
  const questions = f.values.questions;
  const path = `skipLogic.${index}`;
  const at = questions.findIndex((q) => q.ref === block.questionRef);
  const question = questions[at];
  const choice = question?.choices.find((c) => c.ref === block.choiceRef);
  const next = questions.find((q) => q.ref === block.nextQuestionRef);
  const label = `Skip Logic ${index + 1}`;
  const set = (change: Partial<SkipLogicFormValue>) => void f.setFieldValue(path, { ...block, ...change });

  const chooseQuestion = (ref: string) => {
    if (ref === block.questionRef) return;
    const position = questions.findIndex((q) => q.ref === ref);
    const nextAt = questions.findIndex((q) => q.ref === block.nextQuestionRef);
    set({ questionRef: ref, choiceRef: '', nextQuestionRef: nextAt > position ? block.nextQuestionRef : null });
  };

  return (
    <Card className={styles.card} role="group" aria-label={label}>
      <div className={styles.header}>
        <Button
          {...handle}
          className={styles.handle}
          appearance="subtle"
          icon={<ReOrderDotsVerticalRegular />}
          disabled={disabled}
          aria-label={`Move ${label}`}
        />
        <Text className={styles.title} weight="semibold">
          {label}
        </Text>
        <Button icon={<DeleteRegular />} disabled={disabled} onClick={onDelete} aria-label={`Delete ${label}`}>
          Delete
        </Button>
      </div>
      <div className={styles.row}>
        <Field className={styles.item} label="Question" required validationMessage={error(`${path}.questionRef`)}>
          <Dropdown
            className={dropdown.dropdown}
            placeholder="Choose a single select question"
            value={question ? questionName(questions, question.ref) : ''}
            selectedOptions={block.questionRef ? [block.questionRef] : []}
            disabled={disabled}
            onOptionSelect={(_e, d) => d.optionValue && chooseQuestion(d.optionValue)}
          >
            {questions
              .filter((q) => q.type === 'single-select')
              .map((q) => (
                <Option key={q.ref} value={q.ref}>
                  {questionName(questions, q.ref)}
                </Option>
              ))}
          </Dropdown>
        </Field>
        <Field className={styles.item} label="Choice" required validationMessage={error(`${path}.choiceRef`)}>
          <Dropdown
            className={dropdown.dropdown}
            placeholder="Choose an answer"
            value={choice?.text ?? ''}
            selectedOptions={block.choiceRef ? [block.choiceRef] : []}
            disabled={disabled || !question}
            onOptionSelect={(_e, d) => d.optionValue && set({ choiceRef: d.optionValue })}
          >
            {(question?.choices ?? []).map((c, j) => (
              <Option key={c.ref} value={c.ref}>
                {c.text.trim() || `Answer ${j + 1}`}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field className={styles.item} label="Skip to" validationMessage={error(`${path}.nextQuestionRef`)}>
          <Dropdown
            className={dropdown.dropdown}
            value={next ? questionName(questions, next.ref) : 'Default flow'}
            selectedOptions={[block.nextQuestionRef ?? DEFAULT_FLOW]}
            disabled={disabled}
            onOptionSelect={(_e, d) => set({ nextQuestionRef: d.optionValue || null })}
          >
            <Option value={DEFAULT_FLOW}>Default flow</Option>
            {(at < 0 ? [] : questions.slice(at + 1)).map((q) => (
              <Option key={q.ref} value={q.ref}>
                {questionName(questions, q.ref)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
    </Card>
  );
}
