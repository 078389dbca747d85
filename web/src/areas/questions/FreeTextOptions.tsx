import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { ALLOWED_CHARACTER_PRESETS, QUESTION_LIMITS } from '../../../../api/src/areas/questions/contract.ts';
import { BoundInput } from './BoundInput.tsx';
import { useQuestionScope } from './questionScope.ts';
import { useDropdownStyles } from './dropdownStyles.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'start' },
  item: { flexGrow: 1, flexBasis: '160px', minWidth: 0 },
  pattern: { flexGrow: 2, flexBasis: '240px', minWidth: 0 },
});

type Allowed = keyof typeof ALLOWED_CHARACTER_PRESETS | 'any' | 'custom';
const PRESETS = Object.entries(ALLOWED_CHARACTER_PRESETS) as [keyof typeof ALLOWED_CHARACTER_PRESETS, { name: string; pattern: string }][];
const LABELS: Record<Allowed, string> = {
  any: 'Any',
  ...(Object.fromEntries(PRESETS.map(([id, p]) => [id, p.name])) as Record<keyof typeof ALLOWED_CHARACTER_PRESETS, string>),
  custom: 'Custom pattern',
};

const allowedOf = (pattern: string | null | undefined): Allowed =>
  !pattern ? 'any' : (PRESETS.find(([, p]) => p.pattern === pattern)?.[0] ?? 'custom');

/** A free-text question's Minimum Length, Maximum Length (empty or 0: no limit) and Allowed Characters (Digits,
 *  Letters, Alphanumeric or a custom pattern, spec 001 §2 and §9). */
export function FreeTextOptions() {
  const styles = useStyles();
  const dropdown = useDropdownStyles();
  const { question, disabled, error, set } = useQuestionScope();
  const pattern = question.allowedCharactersRegex;
  // "Custom pattern" stays chosen while its pattern is empty or happens to be a preset's.
  const [customChosen, setCustomChosen] = useState(false);
  const allowed = customChosen ? 'custom' : allowedOf(pattern);

  const choose = (next: Allowed) => {
    setCustomChosen(next === 'custom');
    if (next === 'custom') return;
    set('allowedCharactersRegex', next === 'any' ? null : ALLOWED_CHARACTER_PRESETS[next].pattern);
  };

  return (
    <div className={styles.row}>
      <BoundInput className={styles.item} name="minLength" label="Minimum Length" type="number" min={0} />
      <BoundInput className={styles.item} name="maxLength" label="Maximum Length" type="number" min={0} />
      <Field
        className={styles.item}
        label="Allowed Characters"
        validationMessage={allowed === 'custom' ? undefined : error('allowedCharactersRegex')}
      >
        <Dropdown
          className={dropdown.dropdown}
          value={LABELS[allowed]}
          selectedOptions={[allowed]}
          disabled={disabled}
          onOptionSelect={(_e, d) => d.optionValue && choose(d.optionValue as Allowed)}
        >
          {(Object.keys(LABELS) as Allowed[]).map((id) => (
            <Option key={id} value={id}>
              {LABELS[id]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {allowed === 'custom' && (
        <BoundInput className={styles.pattern} name="allowedCharactersRegex" label="Custom pattern" maxLength={QUESTION_LIMITS.pattern} />
      )}
    </div>
  );
}
