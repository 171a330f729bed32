/**
 * ↑, ↓ and Remove for one item of a list (a menu, a group, a footer column),
 * named after the item and its list so each button says what it does.
 */
export function OrderButtons(p: {
  name: string;
  /** "in the menu", "in Company": the list the item moves in. */
  listName: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const small = 'admin-btn admin-btn--small admin-btn--light';
  return (
    <span className="nav-row__actions">
      <button
        type="button"
        className={small}
        disabled={p.first}
        aria-label={`Move ${p.name} up in ${p.listName}`}
        onClick={() => p.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={small}
        disabled={p.last}
        aria-label={`Move ${p.name} down in ${p.listName}`}
        onClick={() => p.onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="admin-btn admin-btn--small admin-btn--secondary"
        aria-label={`Remove ${p.name} from ${p.listName}`}
        onClick={p.onRemove}
      >
        Remove
      </button>
    </span>
  );
}
