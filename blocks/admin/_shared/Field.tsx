import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its inline error announced and tied to it (aria-describedby). */
export function Field({ label, error, hint, id, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="admin-field__label" htmlFor={inputId}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={inputId} className="admin-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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

export function TextAreaField({ label, error, hint, id, ...input }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label className="admin-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea id={inputId} className="admin-field__input admin-field__input--area" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
