import { useRef, useState } from 'react';
import type { PageDocument } from '../../../contracts/pages';
import { blockName, blockSummary } from './catalogue';
import { TOUCH_SCREEN, useMediaQuery } from '../../data/use-media-query';

export type Selection = 'settings' | number;

interface BlockOutlineProps {
  blocks: PageDocument['blocks'];
  keys: string[];
  selected: Selection;
  /** Block indexes with at least one issue, and whether the settings have one. */
  invalid: Set<number>;
  settingsInvalid: boolean;
  onSelect: (s: Selection) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (i: number) => void;
  onRemove: (i: number) => void;
  onAdd: () => void;
}

/**
 * The page's blocks in order. A block moves by dragging its row, with its
 * Move up / Move down buttons, or with Alt+↑ / Alt+↓ while its row has focus;
 * every move is announced, and focus stays on the block that moved.
 */
export function BlockOutline({
  blocks,
  keys,
  selected,
  invalid,
  settingsInvalid,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
  onAdd,
}: BlockOutlineProps) {
  const [announce, setAnnounce] = useState('');
  const list = useRef<HTMLOListElement>(null);
  // A phone has no Alt key: its help names the buttons on each row instead.
  const touch = useMediaQuery(TOUCH_SCREEN);

  function move(from: number, to: number, refocus: Refocus = 'row') {
    if (to < 0 || to >= blocks.length || from === to) return;
    onMove(from, to);
    setAnnounce(`${blockName(blocks[from]!.type)} moved to position ${to + 1} of ${blocks.length}.`);
    // After React re-renders, focus follows the block to its new row.
    requestAnimationFrame(() => {
      const row = list.current?.children[to] as HTMLElement | undefined;
      const target =
        refocus === 'row'
          ? row?.querySelector<HTMLElement>('.block-row__select')
          : row?.querySelector<HTMLElement>(`[data-move="${refocus}"]`);
      (target && !(target as HTMLButtonElement).disabled
        ? target
        : row?.querySelector<HTMLElement>('.block-row__select')
      )?.focus();
    });
  }

  const drag = useRowDrag((from, to) => move(from, to));

  function onRowKey(e: React.KeyboardEvent, i: number) {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
  }

  return (
    <nav className="block-outline" aria-label="Page sections">
      <button
        type="button"
        className={`block-outline__settings${selected === 'settings' ? ' is-selected' : ''}`}
        aria-current={selected === 'settings' ? 'true' : undefined}
        onClick={() => onSelect('settings')}
      >
        <span className="block-row__name">Page settings</span>
        <span className="block-row__summary">SEO title, description, keywords, navigation label, sharing preview</span>
        {settingsInvalid && <span className="block-row__flag">Needs a fix</span>}
      </button>
      <h2 className="block-outline__title" id="block-outline-title">
        Sections <span className="block-outline__count">{blocks.length}</span>
      </h2>
      <p className="block-outline__help" id="block-outline-help">
        {touch
          ? 'Move a section with its ↑ and ↓ buttons.'
          : 'Drag a section, or focus it and press Alt+↑ / Alt+↓ to move it.'}
      </p>
      <ol ref={list} className="block-outline__list" aria-labelledby="block-outline-title">
        {blocks.map((b, i) => (
          <OutlineRow
            key={keys[i]}
            block={b}
            index={i}
            count={blocks.length}
            selected={selected === i}
            invalid={invalid.has(i)}
            drag={drag}
            onSelect={() => onSelect(i)}
            onKeyDown={(e) => onRowKey(e, i)}
            onMove={(to, refocus) => move(i, to, refocus)}
            onDuplicate={() => onDuplicate(i)}
            onRemove={() => onRemove(i)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--block block-outline__add"
        onClick={onAdd}
      >
        + Add a section
      </button>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announce}
      </p>
    </nav>
  );
}

type Refocus = 'row' | 'up' | 'down';

/** Dragging a row onto another: which row is dragged, which one it is over, and the row events. */
function useRowDrag(onDrop: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return {
    dragging,
    over,
    rowEvents: (i: number) => ({
      onDragStart: (e: React.DragEvent) => {
        setDragging(i);
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(i));
      },
      onDragOver: (e: React.DragEvent) => {
        if (dragging === null) return;
        e.preventDefault();
        setOver(i);
      },
      onDrop: (e: React.DragEvent) => {
        e.preventDefault();
        if (dragging !== null) onDrop(dragging, i);
        end();
      },
      onDragEnd: end,
    }),
  };
}

/** One block's row: its grip, the button that selects it, and its move, duplicate and remove tools. */
function OutlineRow({
  block: b,
  index: i,
  count,
  selected,
  invalid,
  drag,
  onSelect,
  onKeyDown,
  onMove,
  onDuplicate,
  onRemove,
}: {
  block: PageDocument['blocks'][number];
  index: number;
  count: number;
  selected: boolean;
  invalid: boolean;
  drag: ReturnType<typeof useRowDrag>;
  onSelect: () => void;
  onKeyDown: (e: React.KeyboardEvent) => void;
  onMove: (to: number, refocus: Refocus) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const name = blockName(b.type);
  const summary = blockSummary(b.props);
  const { dragging, over } = drag;
  return (
    <li
      className={`block-row${selected ? ' is-selected' : ''}${dragging === i ? ' is-dragging' : ''}${over === i && dragging !== null && dragging !== i ? ' is-over' : ''}`}
      draggable
      {...drag.rowEvents(i)}
    >
      <span className="block-row__grip" aria-hidden="true" title="Drag to move">
        ⋮⋮
      </span>
      <button
        type="button"
        className="block-row__select"
        aria-current={selected ? 'true' : undefined}
        aria-describedby="block-outline-help"
        onClick={onSelect}
        onKeyDown={onKeyDown}
      >
        {/*
         * The name is the words on the row ("Section 2 Stats Built by engineers…"), so voice control
         * finds the row by what it shows. Only "Section" is hidden: a hidden span is laid out as a
         * block, and browsers put spaces around blocks, so hidden punctuation would read as " : ".
         */}
        <span className="visually-hidden">Section</span> <span className="block-row__index">{i + 1}</span>{' '}
        <span className="block-row__text">
          <span className="block-row__name">{name}</span>
          {summary && (
            <>
              {' '}
              <span className="block-row__summary">{summary}</span>
            </>
          )}
        </span>
        {invalid && (
          <>
            {' '}
            <span className="block-row__flag">Needs a fix</span>
          </>
        )}
      </button>
      <span className="block-row__tools">
        <button
          type="button"
          className="block-row__tool"
          data-move="up"
          aria-label={`Move ${name} (section ${i + 1}) up`}
          title="Move up"
          disabled={i === 0}
          onClick={() => onMove(i - 1, 'up')}
        >
          ↑
        </button>
        <button
          type="button"
          className="block-row__tool"
          data-move="down"
          aria-label={`Move ${name} (section ${i + 1}) down`}
          title="Move down"
          disabled={i === count - 1}
          onClick={() => onMove(i + 1, 'down')}
        >
          ↓
        </button>
        <button
          type="button"
          className="block-row__tool"
          aria-label={`Duplicate ${name} (section ${i + 1})`}
          title="Duplicate"
          onClick={onDuplicate}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="block-row__tool block-row__tool--danger"
          aria-label={`Remove ${name} (section ${i + 1})`}
          title="Remove"
          disabled={count === 1}
          onClick={onRemove}
        >
          Remove
        </button>
      </span>
    </li>
  );
}
