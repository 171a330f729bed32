import type { ReactNode } from 'react';
import type { ContactMessageField } from '../../contracts/contact-message-options';
import { REQUIRED } from './fields';

/** What every control of the form carries: its name and value, and the problem it is described by. */
export interface ControlProps {
  id: string;
  name: ContactMessageField;
  value: string;
  className: string;
  required?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
}

export interface FieldBinding {
  name: ContactMessageField;
  label: string;
  value: string;
  /** The sentence to show at the field, or nothing while it is fine. */
  error?: string | false;
  /** Base of the ids that tie the label and the problem to the control. */
  idBase: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One field: its label (with the required star), the control, and its hint or its problem. */
export function ContactField({
  field,
  hint,
  control,
}: {
  field: FieldBinding;
  hint?: string;
  control: (a: ControlProps) => ReactNode;
}) {
  const { name, error } = field;
  const input = `${field.idBase}-${name}`;
  const described = `${input}-error`;
  return (
    <div className={`contact-form__field contact-form__field--${name}`}>
      <label htmlFor={input} className="contact-form__label">
        {field.label}
        {REQUIRED.has(name) && (
          <span className="contact-form__req" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {control({
        id: input,
        name,
        value: field.value,
        className: 'contact-form__control',
        required: REQUIRED.has(name) || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? described : undefined,
        onChange: (e) => field.onChange(e.target.value),
        onBlur: field.onBlur,
      })}
      {hint && !error && <p className="contact-form__hint">{hint}</p>}
      {error && (
        <p id={described} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field chosen from a list, with "Select an option" first (nothing chosen). */
export function ContactSelect({
  field,
  options,
}: {
  field: FieldBinding;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <ContactField
      field={field}
      control={(a) => (
        <select {...a}>
          <option value="">Select an option</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
