import { Dialog } from '../_shared/Dialog';
import { BLOCK_HINTS, blockName, paletteTypes } from './catalogue';
import { starterFor } from './editor-registry';

/** Add a section: every public block, each starting with the realistic content of its stories. */
export function Palette({ onPick, onClose }: { onPick: (type: string, props: Record<string, unknown>) => void; onClose: () => void }) {
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
      <ul className="palette">
        {paletteTypes.map((type) => (
          <li key={type}>
            <button type="button" className="palette__item" onClick={() => onPick(type, starterFor(type)!)}>
              <span className="palette__name">{blockName(type)}</span>
              {BLOCK_HINTS[type] && <span className="palette__hint">{BLOCK_HINTS[type]}</span>}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
