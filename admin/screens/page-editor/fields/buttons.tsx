import { errorId, type FieldErrorProps, type IconButtonProps } from '@rjsf/utils';

/**
 * rjsf's default buttons draw Bootstrap glyph icons, which the admin does not
 * load: they would be empty squares. Ours say what they do, in words.
 */
function TextButton({
  label,
  danger,
  onClick,
  disabled,
  id,
  className,
}: IconButtonProps & { label: string; danger?: boolean }) {
  return (
    <button
      type="button"
      id={id}
      className={`admin-btn admin-btn--small ${danger ? 'page-fields__remove' : 'admin-btn--secondary'} ${className ?? ''}`}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
}

const arrow = (label: string, glyph: string) =>
  function ArrowButton(p: IconButtonProps) {
    return (
      <button
        type="button"
        id={p.id}
        className="admin-btn admin-btn--small admin-btn--secondary page-fields__move"
        onClick={p.onClick}
        disabled={p.disabled}
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">{glyph}</span>
      </button>
    );
  };

export const buttonTemplates = {
  AddButton: (p: IconButtonProps) => <TextButton {...p} label="+ Add item" className="page-fields__add" />,
  RemoveButton: (p: IconButtonProps) => <TextButton {...p} label="Remove" danger />,
  CopyButton: (p: IconButtonProps) => <TextButton {...p} label="Copy" />,
  MoveUpButton: arrow('Move item up', '↑'),
  MoveDownButton: arrow('Move item down', '↓'),
  ClearButton: (p: IconButtonProps) => <TextButton {...p} label="Clear" />,
};

/** A field's messages in the admin's error style, with the id rjsf ties the control to (aria-describedby). */
export function FieldErrors({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (!shown.length) return null;
  return (
    <div id={errorId(fieldPathId)} className="page-fields__errors">
      {shown.map((e, i) => (
        <p key={i} className="admin-field__error">
          {e}
        </p>
      ))}
    </div>
  );
}
