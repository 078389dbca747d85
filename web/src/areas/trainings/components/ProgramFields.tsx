import { Combobox, Field, Input, Option, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';
import { TYPE_CHOICES, type Errors, type ProgramValues } from './trainingRules.ts';

export interface TopicChoice {
  internalId: number;
  description: string;
}

/** The program's fields (the wizard's Create step and the edit form). A topic typed as free text that matches none is
 *  cleared with 'Clearing invalid topic'. A video training keeps its type when edited (`typeLocked`). */
export function ProgramFields({
  values,
  errors,
  topics,
  typeLocked,
  allowVideo = true,
  onChange,
}: {
  values: ProgramValues;
  errors: Errors<ProgramValues>;
  topics: readonly TopicChoice[];
  typeLocked?: boolean;
  /** False when editing a training that has no video: it cannot become one. */
  allowVideo?: boolean;
  onChange(values: ProgramValues): void;
}) {
  const current = topics.find((t) => t.internalId === values.topicId);
  const [topicText, setTopicText] = useState(current?.description ?? '');
  const [topicError, setTopicError] = useState<string | undefined>();
  const checkTopic = () => {
    const text = topicText.trim();
    if (!text) return onChange({ ...values, topicId: null });
    const match = topics.find((t) => t.description.toLowerCase() === text.toLowerCase());
    if (match) {
      setTopicText(match.description);
      return onChange({ ...values, topicId: match.internalId });
    }
    setTopicText('');
    setTopicError(M.invalidTopic);
    onChange({ ...values, topicId: null });
  };
  return (
    <>
      <Field label="Training Type" required validationMessage={errors.type}>
        <Select
          value={values.type}
          disabled={typeLocked}
          onChange={(_e, d) => onChange({ ...values, type: d.value as ProgramValues['type'] })}
        >
          <option value="">Select a type</option>
          {TYPE_CHOICES.filter((t) => allowVideo || t.value !== 'VIDEO').map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Training Name" required validationMessage={errors.programName}>
        <Input value={values.programName} maxLength={255} onChange={(_e, d) => onChange({ ...values, programName: d.value })} />
      </Field>
      <Field label="Topic" validationMessage={topicError} validationState={topicError ? 'warning' : 'none'}>
        <Combobox
          freeform
          clearable
          value={topicText}
          selectedOptions={values.topicId != null ? [String(values.topicId)] : []}
          onChange={(e) => {
            setTopicText(e.target.value);
            setTopicError(undefined);
          }}
          onOptionSelect={(_e, d) => {
            const topic = topics.find((t) => String(t.internalId) === d.optionValue);
            setTopicText(topic?.description ?? '');
            setTopicError(undefined);
            onChange({ ...values, topicId: topic?.internalId ?? null });
          }}
          onBlur={checkTopic}
        >
          {topics
            .filter((t) => t.description.toLowerCase().includes(topicText.trim().toLowerCase()) || t.internalId === values.topicId)
            .map((t) => (
              <Option key={t.internalId} value={String(t.internalId)}>
                {t.description}
              </Option>
            ))}
        </Combobox>
      </Field>
      <Field label="Expiration Date" required validationMessage={errors.expirationDate}>
        <Input type="date" value={values.expirationDate} onChange={(_e, d) => onChange({ ...values, expirationDate: d.value })} />
      </Field>
    </>
  );
}
