import { useState } from 'react';
import type { Labels } from './i18n.ts';

type PersonField = 'firstName' | 'lastName' | 'email';
const FIELDS: PersonField[] = ['firstName', 'lastName', 'email'];
/** What the service takes as an e-mail address, roughly: something@something.tld without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The person's name, e-mail and marketing opt-in, with their errors (the page's own and the service's): required
 * on a registration page, optional on a survey that is not anonymous (an e-mail, when given, must look like one).
 */
export function usePerson(labels: Labels, required: boolean) {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', marketingOptIn: false });
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const check = (field: PersonField, value: string) =>
    !value.trim()
      ? required
        ? labels.fieldRequired
        : undefined
      : field === 'email' && !EMAIL.test(value.trim())
        ? labels.invalidEmail
        : undefined;
  return {
    required,
    values,
    errors,
    set(field: PersonField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _changed, ...rest }) => rest);
    },
    setMarketingOptIn: (marketingOptIn: boolean) => setValues((current) => ({ ...current, marketingOptIn })),
    /** Shows the errors of the three fields; answers how many there are. */
    validate(): number {
      const found = Object.fromEntries(FIELDS.map((field) => [field, check(field, values[field])]).filter(([, error]) => error));
      setErrors(found);
      return Object.keys(found).length;
    },
    /** The service's refusals of these fields (a map by field name that may hold other refs too). */
    setServerErrors(fields: Record<string, string>) {
      setErrors(Object.fromEntries(FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]])));
    },
  };
}

export function PersonFields({
  person,
  labels,
  marketingOptIn,
}: {
  person: ReturnType<typeof usePerson>;
  labels: Labels;
  marketingOptIn?: boolean;
}) {
  return (
    <fieldset className="person">
      <legend>{labels.aboutYou}</legend>
      {FIELDS.map((field) => {
        const error = person.errors[field];
        return (
          <div key={field} className="field">
            <label htmlFor={field}>
              {labels[field]}
              {person.required ? (
                <span className="mark" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : (
                <span className="optional"> {labels.optional}</span>
              )}
            </label>
            <input
              id={field}
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'email'}
              required={person.required}
              value={person.values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${field}-error` : undefined}
              onChange={(event) => person.set(field, event.target.value)}
            />
            <p className="error" id={`${field}-error`} hidden={!error}>
              {error}
            </p>
          </div>
        );
      })}
      {marketingOptIn && (
        <div className="check">
          <input
            id="marketingOptIn"
            type="checkbox"
            checked={person.values.marketingOptIn}
            onChange={(event) => person.setMarketingOptIn(event.target.checked)}
          />
          <label htmlFor="marketingOptIn">{labels.marketingOptIn}</label>
        </div>
      )}
    </fieldset>
  );
}
