import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  QUESTION_LIMITS,
  REGISTRATION_FORM_TYPE_LABELS,
  REGISTRATION_FORM_TYPES,
  type RegistrationFormType,
} from '../../../../api/src/areas/questions/contract.ts';
import { BoundInput } from './BoundInput.tsx';
import { useQuestionScope } from './questionScope.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '12px', paddingBottom: '8px' },
});

const FIELDS = ['info', 'preNotes', 'postNotes', 'registrationFormType'] as const;

/** A question's Additional Options (spec 001 §2): Secondary Instruction, Pre and Post Question Notes and, in a
 *  registration template, 'Registration or Opt-In Question?'. Folded until opened; a message inside opens it. */
export function AdditionalOptions({ mode }: { mode: 'survey' | 'registration' }) {
  const styles = useStyles();
  const { question, disabled, error, set } = useQuestionScope();
  const [open, setOpen] = useState(false);
  const hasError = FIELDS.some((field) => error(field));

  return (
    <Accordion collapsible openItems={open || hasError ? ['options'] : []} onToggle={() => setOpen(!(open || hasError))}>
      <AccordionItem value="options">
        <AccordionHeader>Additional Options</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          <BoundInput name="info" label="Secondary Instruction" maxLength={QUESTION_LIMITS.notes} />
          <BoundInput name="preNotes" label="Pre Question Notes" multiline maxLength={QUESTION_LIMITS.notes} />
          <BoundInput name="postNotes" label="Post Question Notes" multiline maxLength={QUESTION_LIMITS.notes} />
          {mode === 'registration' && (
            <Field label="Registration or Opt-In Question?" validationMessage={error('registrationFormType')}>
              <RadioGroup
                layout="horizontal"
                value={question.registrationFormType ?? ''}
                disabled={disabled}
                onChange={(_e, d) => set('registrationFormType', d.value as RegistrationFormType)}
              >
                {REGISTRATION_FORM_TYPES.map((type) => (
                  <Radio key={type} value={type} label={REGISTRATION_FORM_TYPE_LABELS[type]} />
                ))}
              </RadioGroup>
            </Field>
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
