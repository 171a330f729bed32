import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Label, hint and inline error around one control, tied to it with aria-describedby. */
function FieldShell({
  label,
  error,
  hint,
  id,
  className,
  required,
  control,
}: FieldProps & {
  id?: string;
  className?: string;
  required?: boolean;
  control: (a: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy =
    [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="admin-field__label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${inputId}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its inline error announced and tied to it (aria-describedby). */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      required={input.required}
      // An explicit type: checkers that read the attribute (HTML_CodeSniffer's autocomplete rule) take an input without
      // one for a non-text control.
      control={(a) => <input className="admin-field__input" type="text" {...a} {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(a) => <textarea className="admin-field__input admin-field__input--area" {...a} {...input} />}
    />
  );
}

/** A labelled choice (a native <select>), with its hint and inline error like the other fields. */
export function SelectField({
  label,
  error,
  hint,
  id,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(a) => (
        <select className="admin-field__input" {...a} {...select}>
          {children}
        </select>
      )}
    />
  );
}
