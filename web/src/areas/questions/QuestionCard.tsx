import { Button, Card, Dropdown, Field, makeStyles, MessageBar, MessageBarBody, Option, Text } from '@fluentui/react-components';
import { DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { FormikErrors, FormikTouched } from 'formik';
import { memo, useMemo } from 'react';
import {
  isRatingType,
  isSelectType,
  QUESTION_LIMITS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from '../../../../api/src/areas/questions/contract.ts';
import { AdditionalOptions } from './AdditionalOptions.tsx';
import { BoundInput } from './BoundInput.tsx';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { FreeTextOptions } from './FreeTextOptions.tsx';
import { withType, withTypeOfTarget, type PresetOption, type QuestionFormValue, type QuestionsFormValues } from './questionForm.ts';
import { QuestionScopeContext, scopedError, type QuestionScope } from './questionScope.ts';
import { RulesPanel } from './RulesPanel.tsx';
import type { DragHandleProps } from './SortableList.tsx';
import { questionName } from './useFieldError.ts';
import { useDropdownStyles } from './dropdownStyles.ts';

const useStyles = makeStyles({
  card: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: '8px' },
  title: { flexGrow: 1 },
  handle: { cursor: 'grab', touchAction: 'none' },
  // Items keep their own height: a message under one field moves no other field of its row.
  row: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'start' },
  text: { flexGrow: 3, flexBasis: '320px', minWidth: 0 },
  type: { flexGrow: 1, flexBasis: '180px', minWidth: 0 },
  label: { flexGrow: 1, flexBasis: '220px', minWidth: 0 },
});

/** What the editor gives every card; the same object for the editor's life. */
export interface CardActions {
  setFieldValue(path: string, value: unknown): void;
  handleBlur(event: { target: { name?: string } }): void;
  updateQuestions: QuestionScope['updateQuestions'];
  requestDelete(ref: string): void;
}

interface Props {
  index: number;
  question: QuestionFormValue;
  earlier: readonly QuestionFormValue[];
  errors: FormikErrors<QuestionFormValue> | undefined;
  touched: FormikTouched<QuestionFormValue> | undefined;
  submitted: boolean;
  /** The question as the form was opened (none for one added since): a message shows once a value changed from it. */
  initial: QuestionFormValue | undefined;
  skipLogic: QuestionsFormValues['skipLogic'];
  mode: 'survey' | 'registration';
  presets: readonly PresetOption[];
  handle: DragHandleProps;
  autoFocus: boolean;
  disabled: boolean;
  /** The last question of a survey cannot be deleted. */
  canDelete: boolean;
  /** Why the last Delete was refused (skip logic uses the question). */
  blockedMessage?: string;
  actions: CardActions;
}

/** Props equal for rendering: the questions before it one by one, messages and touched fields by content. */
function sameProps(a: Props, b: Props) {
  return (Object.keys(a) as (keyof Props)[]).every((key) => {
    if (key === 'earlier') return a.earlier.length === b.earlier.length && a.earlier.every((q, i) => q === b.earlier[i]);
    if (key === 'errors' || key === 'touched') return JSON.stringify(a[key]) === JSON.stringify(b[key]);
    return Object.is(a[key], b[key]);
  });
}

/** One question of the builder (spec 001 §2 "Questions form"): text, type, what the type takes (rating labels,
 *  preset and answers, free-text options), its rules and additional options. */
export const QuestionCard = memo(function QuestionCard(props: Props) {
  const { index, question, earlier, errors, touched, submitted, initial, skipLogic, disabled, actions } = props;
  const styles = useStyles();
  const dropdown = useDropdownStyles();
  const path = `questions.${index}`;
  const scope = useMemo<QuestionScope>(
    () => ({
      index,
      path,
      question,
      earlier,
      skipLogic,
      disabled,
      error: scopedError(errors, touched, submitted, question, initial),
      set: (relative, value) => actions.setFieldValue(relative ? `${path}.${relative}` : path, value),
      onBlur: actions.handleBlur,
      updateQuestions: actions.updateQuestions,
    }),
    [index, path, question, earlier, skipLogic, disabled, errors, touched, submitted, initial, actions],
  );
  const name = questionName([...earlier, question], question.ref);
  const number = `question ${index + 1}`;

  const changeType = (type: QuestionType) => {
    if (type === question.type) return;
    // Conditions of later questions on this one keep only what the new type can compare.
    actions.updateQuestions((questions) =>
      questions.map((q, i) => (i === index ? withType(q, type) : withTypeOfTarget(q, question.ref, type))),
    );
  };

  return (
    <QuestionScopeContext.Provider value={scope}>
      <Card className={styles.card} role="group" aria-label={name}>
        <div className={styles.header}>
          <Button
            {...props.handle}
            className={styles.handle}
            appearance="subtle"
            icon={<ReOrderDotsVerticalRegular />}
            disabled={disabled}
            aria-label={`Move ${number}`}
          />
          <Text className={styles.title} weight="semibold">
            {`Question ${index + 1}`}
          </Text>
          <Button
            icon={<DeleteRegular />}
            disabled={disabled || !props.canDelete}
            onClick={() => actions.requestDelete(question.ref)}
            aria-label={`Delete ${number}`}
          >
            Delete
          </Button>
        </div>
        {props.blockedMessage && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{props.blockedMessage}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.row}>
          <BoundInput
            className={styles.text}
            name="text"
            label="Question Text"
            required
            empty=""
            maxLength={QUESTION_LIMITS.text}
            autoFocus={props.autoFocus}
          />
          <Field className={styles.type} label="Question Type" required validationMessage={scope.error('type')}>
            <Dropdown
              className={dropdown.dropdown}
              value={QUESTION_TYPE_LABELS[question.type] ?? ''}
              selectedOptions={[question.type]}
              disabled={disabled}
              onOptionSelect={(_e, d) => d.optionValue && changeType(d.optionValue as QuestionType)}
            >
              {QUESTION_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {QUESTION_TYPE_LABELS[type]}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </div>
        {isRatingType(question.type) && (
          <div className={styles.row}>
            <BoundInput className={styles.label} name="minLabel" label="Minimum Label" maxLength={QUESTION_LIMITS.label} />
            <BoundInput className={styles.label} name="maxLabel" label="Maximum Label" maxLength={QUESTION_LIMITS.label} />
          </div>
        )}
        {isSelectType(question.type) && <ChoicesEditor presets={props.presets} />}
        {question.type === 'free-text' && <FreeTextOptions />}
        <RulesPanel />
        <AdditionalOptions mode={props.mode} />
      </Card>
    </QuestionScopeContext.Provider>
  );
}, sameProps);
