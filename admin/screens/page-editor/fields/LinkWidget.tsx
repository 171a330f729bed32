import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useId } from 'react';
import type { FieldsContext } from './BlockFields';

/**
 * A link: a page of this site picked from the list (the browser's own
 * suggestions, from a datalist of every route), or any URL typed in. What is
 * typed is checked by the page schema as you type (http(s), mailto:, tel:,
 * #anchors and site paths only).
 */
export function LinkWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  rawErrors,
  registry,
}: WidgetProps) {
  const listId = useId();
  const routes = (registry.formContext as FieldsContext | undefined)?.routes ?? [];
  return (
    <>
      <input
        id={id}
        className="admin-field__input"
        type="text"
        inputMode="url"
        spellCheck={false}
        list={listId}
        value={typeof value === 'string' ? value : ''}
        placeholder="/contact or https://…"
        disabled={disabled || readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <datalist id={listId}>
        {routes.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
    </>
  );
}
