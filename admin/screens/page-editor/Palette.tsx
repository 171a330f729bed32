import { Dialog } from '../../ui/Dialog';
import { blockHint, blockName, paletteTypes, starterFor, type Starters } from './catalogue';

/** Add a section: every public block, each starting with the realistic content of its stories. */
export function Palette({
  starters,
  onPick,
  onClose,
}: {
  starters: Starters;
  onPick: (type: string, props: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="Add a section"
      description="It is added after the selected section, filled with example content to replace."
      onClose={onClose}
      wide
      actions={
        <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      {paletteTypes(starters).length === 0 && (
        <p className="admin-alert admin-alert--info">
          No kind of section can be added here: the editor's page file gives it no starters (site-config/starters).
        </p>
      )}
      <ul className="palette">
        {paletteTypes(starters).map((type) => (
          <li key={type}>
            <button type="button" className="palette__item" onClick={() => onPick(type, starterFor(starters, type)!)}>
              <span className="palette__name">{blockName(type)}</span>
              {blockHint(type) && <span className="palette__hint">{blockHint(type)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
