import DefaultArrayFieldItemTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { isValidElement, useEffect, useState, type ReactElement } from 'react';

/** Keys whose text names a list item best, in order of preference. */
const NAMING_KEYS = ['name', 'title', 'heading', 'label', 'question', 'value', 'caption', 'alt', 'text'];

/** The words that name an item on its one line: its name, title or similar, else nothing. */
export function itemSummary(data: unknown): string {
  if (typeof data === 'string') return data;
  if (!data || typeof data !== 'object') return '';
  const record = data as Record<string, unknown>;
  for (const key of NAMING_KEYS) {
    const v = record[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
}

/** A list this short starts with its items open, as it fits on a screen anyway; longer ones start closed. */
const OPEN_UP_TO = 3;

/**
 * Dragging an item within its list. rjsf moves an item one place at a time,
 * so a drop records where the dragged item should end up and the item takes
 * one step per render until it is there (each step is a change of the form;
 * the editor's undo merges them into one).
 */
const moves = new Map<string, { up: () => void; down: () => void; index: number }>();
let dragged: { key: string; list: string } | null = null;
let pending: { key: string; to: number } | null = null;

function useDragStep(key: string, index: number, step: { up: () => void; down: () => void }) {
  moves.set(key, { ...step, index });
  useEffect(() => () => void moves.delete(key), [key]);
  useEffect(() => {
    if (pending?.key !== key) return;
    if (pending.to === index) pending = null;
    else if (pending.to < index) step.up();
    else step.down();
  });
}

/** What rjsf passes the item's own field: its value, its problems and its id. */
interface ItemFieldProps {
  formData?: unknown;
  errorSchema?: Record<string, unknown>;
  fieldPathId?: { $id: string };
}

/**
 * Whether an rjsf error schema holds a message anywhere. A fixed field keeps
 * its key with an empty `__errors` list, so counting keys flagged an item
 * "Needs a fix" after it was fixed.
 */
export function hasErrors(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([k, v]) => (k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v)));
}

/**
 * A list item of groups (a product, a slide) as one line: its number and
 * name, its move and remove buttons, and a toggle that opens its fields.
 * Closed items do not render their fields at all, so a list of a hundred
 * stays quick to open and to type in. An item with a problem, a new empty
 * one, or any item of a list of three or fewer, starts open. Items of plain values (keywords) stay as they are.
 */
export function CollapsibleItem(props: ArrayFieldItemTemplateProps) {
  const child = isValidElement(props.children) ? (props.children as ReactElement<ItemFieldProps>) : null;
  const field = child?.props ?? {};
  const grouped = field.formData !== null && typeof field.formData === 'object' && !Array.isArray(field.formData);
  const hasProblem = hasErrors(field.errorSchema);
  const summary = itemSummary(field.formData);
  const list = props.buttonsProps.fieldPathId.$id.replace(/_\d+$/, '');
  useDragStep(props.itemKey, props.index, {
    up: () => props.buttonsProps.onMoveUpItem(),
    down: () => props.buttonsProps.onMoveDownItem(),
  });
  const [over, setOver] = useState(false);
  const [open, setOpen] = useState(() => hasProblem || (grouped && !summary) || props.totalItems <= OPEN_UP_TO);
  if (!grouped) return <DefaultArrayFieldItemTemplate {...props} />;

  const title = String((props.uiSchema?.['ui:title'] as string | undefined) ?? `Item ${props.index + 1}`);
  const id = field.fieldPathId?.$id ?? `${props.itemKey}`;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', props.registry, getUiOptions(props.uiSchema));
  const shown = open || hasProblem;
  return (
    <div className={`${props.className} page-fields__item${shown ? ' is-open' : ''}${over ? ' is-over' : ''}`}>
      <div
        className="page-fields__item-head"
        draggable={props.hasToolbar}
        onDragStart={(e) => {
          dragged = { key: props.itemKey, list };
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', props.itemKey);
        }}
        onDragOver={(e) => {
          // Only within the same list: a slide cannot be dropped among buttons.
          if (dragged?.list !== list || dragged.key === props.itemKey) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          setOver(false);
          if (dragged?.list !== list || dragged.key === props.itemKey) return;
          e.preventDefault();
          pending = { key: dragged.key, to: props.index };
          const from = moves.get(dragged.key);
          dragged = null;
          // The first step; the dragged item takes the rest as it renders (useDragStep).
          if (from) (pending.to < from.index ? from.up : from.down)();
        }}
        onDragEnd={() => {
          dragged = null;
        }}
      >
        <button
          type="button"
          // Closed, the item's own id is here, so a jump to one of its fields lands on the item.
          id={shown ? undefined : id}
          className="page-fields__item-toggle"
          aria-expanded={shown}
          onClick={() => setOpen(!shown)}
        >
          <span className="page-fields__item-title">{title}</span>
          {summary && <span className="page-fields__item-summary">{summary}</span>}
          {hasProblem && <span className="block-row__flag">Needs a fix</span>}
        </button>
        {props.hasToolbar && (
          <span className="page-fields__item-tools">
            <Buttons {...props.buttonsProps} />
          </span>
        )}
      </div>
      {shown && <div className="page-fields__item-body">{props.children}</div>}
    </div>
  );
}
