import { useId, useState } from 'react';
import { richTextUrl } from '../../../../../contracts/rich-text';

interface LinkFormProps {
  fieldId: string;
  /** The site's pages, offered as the address is typed. */
  routes: string[];
  /** The address of the link the caret is in, to change or remove it. */
  initial: string;
  /** The address to link the selected words to; null removes the link. */
  onApply: (url: string | null) => void;
  onCancel: () => void;
}

/**
 * Where the selected words link to: a page of this site, picked from the
 * site's pages as you type "/", or an outside address. The address is checked
 * with the rule the server applies (contracts/rich-text.ts), so a
 * `javascript:` address is refused here, with the reason, before it is saved.
 */
export function LinkForm({ fieldId, routes, initial, onApply, onCancel }: LinkFormProps) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState('');
  const listId = useId();
  const inputId = `${fieldId}__link`;
  const apply = () => {
    const checked = richTextUrl.safeParse(url.trim());
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'not an address');
    onApply(checked.data);
  };
  return (
    <div className="rich-text-editor__link-form">
      <label htmlFor={inputId} className="control-label">
        Link to (a page like /contact, or https://…, mailto:, tel:)
      </label>
      <input
        id={inputId}
        className="admin-field__input"
        type="text"
        inputMode="url"
        spellCheck={false}
        list={listId}
        value={url}
        // biome-ignore lint/a11y/noAutofocus: the form opens on the Link button, to type the address at once
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}__error` : undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <datalist id={listId}>
        {routes.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      {error && (
        <p id={`${inputId}__error`} className="rich-text-editor__link-error" role="alert">
          {error}
        </p>
      )}
      <div className="rich-text-editor__link-actions">
        <button type="button" className="admin-btn admin-btn--primary admin-btn--small" onClick={apply}>
          Apply link
        </button>
        {initial && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={() => onApply(null)}
          >
            Remove link
          </button>
        )}
        <button type="button" className="admin-btn admin-btn--secondary admin-btn--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
