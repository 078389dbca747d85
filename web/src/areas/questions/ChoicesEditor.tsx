import { Button, Checkbox, Dropdown, Field, makeStyles, MessageBar, MessageBarBody, Option, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { ORDER_STEP, QUESTION_LIMITS, QUESTION_MESSAGES } from '../../../../api/src/areas/questions/contract.ts';
import { BoundInput } from './BoundInput.tsx';
import {
  freshRef,
  newChoice,
  renumber,
  skipLogicUsesChoice,
  type PresetOption,
  type QuestionFormValue,
  type QuestionsFormValues,
} from './questionForm.ts';
import { useQuestionScope } from './questionScope.ts';
import { useDropdownStyles } from './dropdownStyles.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  preset: { maxWidth: '360px' },
  list: { display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyleType: 'none' },
  answer: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  answerText: { flexGrow: 1, flexBasis: '240px', minWidth: 0 },
  presetList: { margin: 0, paddingLeft: '20px' },
});

/** A select question's answers (spec 001 §2): a choice preset — choosing one replaces the manual answers, and its
 *  answers show read-only — or the manual answers, each with Open, Add Answer and Delete (not the last one, nor
 *  one skip logic uses). */
export function ChoicesEditor({ presets }: { presets: readonly PresetOption[] }) {
  const styles = useStyles();
  const dropdown = useDropdownStyles();
  const { question, skipLogic, disabled, error, set } = useQuestionScope();
  const preset = presets.find((p) => p.id === question.presetId);
  // A refused change's message shows until the skip logic changes.
  const [blocked, setBlocked] = useState<QuestionsFormValues['skipLogic'] | null>(null);
  const choicesError = error('choices');
  const answersId = useId();

  const setQuestion = (next: Partial<QuestionFormValue>) => set('', { ...question, ...next });
  /** Whether the choices can go; if not, says why. */
  const mayRemove = (refs: readonly string[]) => {
    const used = refs.some((ref) => skipLogicUsesChoice(skipLogic, ref));
    setBlocked(used ? skipLogic : null);
    return !used;
  };
  const choosePreset = (id: string) => {
    if (id === (question.presetId ?? '') || !mayRemove(question.choices.map((c) => c.ref))) return;
    const chosen = presets.find((p) => p.id === id);
    setQuestion(
      chosen
        ? {
            presetId: chosen.id,
            choices: chosen.choices.map((text, i) => ({ ref: freshRef('c'), text, openField: false, order: (i + 1) * ORDER_STEP })),
          }
        : { presetId: null, choices: [newChoice([])] },
    );
  };
  const deleteChoice = (ref: string) => {
    if (mayRemove([ref])) setQuestion({ choices: renumber(question.choices.filter((c) => c.ref !== ref)) });
  };

  return (
    <div className={styles.section}>
      <Field className={styles.preset} label="Choice Preset" validationMessage={error('presetId')}>
        <Dropdown
          className={dropdown.dropdown}
          value={preset?.name ?? 'None'}
          selectedOptions={[preset?.id ?? '']}
          disabled={disabled}
          onOptionSelect={(_e, d) => choosePreset(d.optionValue ?? '')}
        >
          <Option value="">None</Option>
          {presets.map((p) => (
            <Option key={p.id} value={p.id}>
              {p.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Text weight="semibold" id={answersId}>
        Answers
      </Text>
      {preset ? (
        <ul className={styles.presetList} aria-labelledby={answersId}>
          {preset.choices.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <ul className={styles.list} aria-labelledby={answersId}>
          {question.choices.map((choice, j) => (
            <li key={choice.ref} className={styles.answer}>
              <BoundInput
                className={styles.answerText}
                name={`choices.${j}.text`}
                label={`Answer ${j + 1}`}
                hideLabel
                required
                empty=""
                maxLength={QUESTION_LIMITS.choiceText}
              />
              <Checkbox
                label="Open"
                checked={choice.openField}
                disabled={disabled}
                onChange={(_e, d) => set(`choices.${j}.openField`, d.checked === true)}
              />
              <Button
                icon={<DeleteRegular />}
                disabled={disabled || question.choices.length === 1}
                onClick={() => deleteChoice(choice.ref)}
                aria-label={`Delete answer ${j + 1}`}
              />
            </li>
          ))}
        </ul>
      )}
      {blocked === skipLogic && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{QUESTION_MESSAGES.removeSkipLogicChoice}</MessageBarBody>
        </MessageBar>
      )}
      {choicesError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{choicesError}</MessageBarBody>
        </MessageBar>
      )}
      {!preset && (
        <div>
          <Button
            icon={<AddRegular />}
            disabled={disabled}
            onClick={() => setQuestion({ choices: [...question.choices, newChoice(question.choices)] })}
          >
            Add Answer
          </Button>
        </div>
      )}
    </div>
  );
}
