import { useState } from 'react';
import { Dialog } from '../_shared/Dialog';
import { blockName, loadStarter, paletteTypes } from './catalogue';

/** Add a section: every public block, each starting with the realistic content of its stories. */
export function Palette({ onPick, onClose }: { onPick: (type: string, props: Record<string, unknown>) => void; onClose: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');

  async function pick(type: string) {
    setBusy(type);
    setError('');
    try {
      const props = await loadStarter(type);
      if (!props) throw new Error('no starter');
      onPick(type, props);
    } catch {
      setError(`${blockName(type)} could not be added: its starter content did not load. Reload the page and try again.`);
    } finally {
      setBusy(null);
    }
  }

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
            <button type="button" className="palette__item" disabled={busy !== null} onClick={() => void pick(type)}>
              {busy === type ? 'Adding…' : blockName(type)}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
