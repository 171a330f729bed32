import { useId, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import type { Asset, CropRect, PictureEdit } from '../../../contracts/assets';
import type { PictureSettingsDetail } from '../../../contracts/picture-settings';
import { errorText } from '../../data/api';
import { toast } from '../../data/toast-store';
import {
  ASPECTS,
  type AspectId,
  WHOLE,
  dragRect,
  insidePicture,
  isWhole,
  originalSize,
  turnRect,
  turnedSize,
  withAspect,
} from './crop-geometry';
import { PicturePublishActions, WithPictureSettings, onLivePage, pictureAtDraft } from './FocalPublish';
import { useEditAsset } from './library-api';

/** The picture's longer side in the panel, in CSS pixels. */
const FRAME_PX = 320;
const pct = (f: number) => `${Math.round(f * 1000) / 10}%`;

/**
 * The original picture turned as staff set it, with the crop drawn over it. A drag on it draws a new crop
 * (in the chosen shape); the number fields beside it are the keyboard's way.
 */
function CropPicture({
  src,
  turns,
  size,
  rect,
  ratio,
  onRect,
}: {
  src: string;
  turns: number;
  size: { width: number; height: number };
  rect: CropRect;
  ratio: number | undefined;
  onRect: (r: CropRect) => void;
}) {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  const scale = FRAME_PX / Math.max(size.width, size.height);
  const box = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
  // The <img> keeps the file's own shape and is turned inside the box, so no turned copy is ever made here.
  // Its size is in percent of the box, which narrows on a phone (its shape kept by aspect-ratio).
  const sideways = turns % 2 === 1;
  const across = sideways ? (100 * box.height) / box.width : 100;
  const down = sideways ? (100 * box.width) / box.height : 100;
  const at = (e: PointerEvent<HTMLDivElement>) => {
    const b = e.currentTarget.getBoundingClientRect();
    return { x: (e.clientX - b.left) / (b.width || 1), y: (e.clientY - b.top) / (b.height || 1) };
  };
  return (
    <div
      className="media-lib__crop-pic"
      style={{ '--crop-w': `${box.width}px`, '--crop-ratio': `${box.width} / ${box.height}` } as CSSProperties}
      onPointerDown={(e) => {
        start.current = at(e);
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (!start.current) return;
        const r = dragRect(start.current, at(e), ratio, size);
        // A click without a drag keeps the crop there is.
        if (r.width > 0.02 || r.height > 0.02) onRect(r);
      }}
      onPointerUp={() => {
        start.current = undefined;
      }}
      data-testid="crop-picture"
    >
      <img
        src={src}
        alt=""
        draggable={false}
        style={{
          width: `${across}%`,
          height: `${down}%`,
          transform: `translate(-50%, -50%) rotate(${turns * 90}deg)`,
        }}
      />
      <span
        className="media-lib__crop-rect"
        style={{ left: pct(rect.x), top: pct(rect.y), width: pct(rect.width), height: pct(rect.height) }}
      />
    </div>
  );
}

const FIELDS = [
  ['x', 'Left'],
  ['y', 'Top'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** The crop as four percentages of the turned picture. */
function CropNumbers({ rect, onRect }: { rect: CropRect; onRect: (r: CropRect) => void }) {
  const id = useId();
  return (
    <fieldset className="media-lib__crop-numbers">
      <legend>Crop, in % of the picture</legend>
      {FIELDS.map(([key, label]) => (
        <label key={key} htmlFor={`${id}-${key}`}>
          {label}
          <input
            id={`${id}-${key}`}
            className="admin-field__input"
            type="number"
            min={0}
            max={100}
            step={1}
            value={Math.round(rect[key] * 1000) / 10}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (Number.isFinite(v)) onRect(insidePicture({ ...rect, [key]: v / 100 }));
            }}
          />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Crop and rotate: turn in quarter turns, pick a shape, draw or type the crop. A picture no live page shows
 * is saved at once (Save crop, Reset to original); a live one's `actions` save the crop as a draft to publish.
 */
function CropPanel({
  asset,
  start,
  onClose,
  actions,
}: {
  asset: Asset;
  /** The crop the panel opens on: the saved draft's of a live picture, else the file's. */
  start: { turns: number; crop: CropRect | null } | null;
  onClose: () => void;
  actions?: (edit: PictureEdit | null) => ReactNode;
}) {
  const original = originalSize(asset);
  const [turns, setTurns] = useState(start?.turns ?? 0);
  const [rect, setRect] = useState<CropRect>(start?.crop ?? WHOLE);
  const [aspect, setAspect] = useState<AspectId>('free');
  const edit = useEditAsset();
  const size = turnedSize(original, turns);
  const ratio = ASPECTS.find((a) => a.id === aspect)?.ratio;
  const saved = { turns: asset.edit?.turns ?? 0, crop: asset.edit?.crop ?? WHOLE };
  const changed = turns !== saved.turns || JSON.stringify(rect) !== JSON.stringify(saved.crop);
  const onScreen = turns === 0 && isWhole(rect) ? null : { turns, crop: isWhole(rect) ? null : rect };
  const turn = (direction: 1 | -1) => {
    setTurns((t) => (t + direction + 4) % 4);
    setRect((r) => turnRect(r, direction));
  };
  const send = (body: Asset['edit'] | null, done: string) =>
    edit.mutate(
      { id: asset.id, edit: body && { turns: body.turns, crop: body.crop } },
      {
        onSuccess: () => toast({ title: done }),
        onError: (e) => toast({ title: 'Not saved', description: errorText(e, 'The crop could not be saved.') }),
      },
    );
  return (
    <div className="media-lib__crop-panel">
      <CropPicture src={asset.url} turns={turns} size={size} rect={rect} ratio={ratio} onRect={setRect} />
      <div className="media-lib__focus-side">
        <p className="admin-field__hint">
          Drag across the picture to crop it, or type the numbers. The file you uploaded stays as it was: Reset brings
          it back.
        </p>
        <div className="media-lib__focus-actions" role="group" aria-label="Turn the picture">
          <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={() => turn(-1)}>
            <span aria-hidden="true">⟲</span> Turn left
          </button>
          <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={() => turn(1)}>
            <span aria-hidden="true">⟳</span> Turn right
          </button>
        </div>
        <div className="media-lib__focus-actions" role="group" aria-label="Shape of the crop">
          {ASPECTS.map((a) => (
            <button
              key={a.id}
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              aria-pressed={aspect === a.id}
              onClick={() => {
                setAspect(a.id);
                setRect((r) => withAspect(isWhole(r) ? { ...r, width: 1 } : r, a.ratio, size));
              }}
            >
              {a.label}
            </button>
          ))}
        </div>
        <CropNumbers rect={rect} onRect={(r) => setRect(withAspect(r, ratio, size))} />
        {actions ? (
          <>
            {actions(onScreen)}
            <div className="media-lib__focus-actions">
              <button
                type="button"
                className="admin-btn admin-btn--small admin-btn--secondary"
                disabled={!onScreen}
                onClick={() => {
                  setTurns(0);
                  setRect(WHOLE);
                }}
              >
                Reset to original
              </button>
              <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={onClose}>
                Close
              </button>
            </div>
          </>
        ) : (
          <div className="media-lib__focus-actions">
            <button
              type="button"
              className="admin-btn admin-btn--small"
              disabled={!changed || edit.isPending}
              onClick={() =>
                send({ turns, crop: isWhole(rect) ? null : rect }, `Crop and rotation of ${asset.fileName} saved`)
              }
            >
              {edit.isPending ? 'Saving…' : 'Save crop'}
            </button>
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              disabled={!asset.edit || edit.isPending}
              onClick={() => {
                setTurns(0);
                setRect(WHOLE);
                send(null, `${asset.fileName} is shown as uploaded again`);
              }}
            >
              Reset to original
            </button>
            <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={onClose}>
              Close
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The crop panel of a picture a live page shows: it opens on the saved draft's crop (or what the pages show),
 * shows the draft crop as pages will once it is published, and saves a change as a draft to publish (now, at
 * a time, or after review). Opened afresh at each new version, so a restored version is what it shows.
 */
function LiveCropPanel({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  return (
    <WithPictureSettings id={asset.id}>
      {(detail) => <LiveCrop asset={asset} detail={detail} onClose={onClose} />}
    </WithPictureSettings>
  );
}

function LiveCrop({ asset, detail, onClose }: { asset: Asset; detail: PictureSettingsDetail; onClose: () => void }) {
  const start = detail.draft ? (detail.draft.edit ?? null) : detail.published.edit;
  const focus = detail.draft?.focus ?? detail.published.focus;
  const atDraft = pictureAtDraft(asset, detail);
  return (
    <>
      <CropPanel
        key={detail.version}
        asset={asset}
        start={start}
        onClose={onClose}
        actions={(edit) => (
          <PicturePublishActions asset={asset} detail={detail} what="crop" settings={{ focus, edit }} />
        )}
      />
      {atDraft !== asset && (
        <figure className="media-lib__crop-draft">
          <img src={atDraft.thumb} alt="" width={atDraft.width ?? undefined} height={atDraft.height ?? undefined} />
          <figcaption>The draft, as the pages will show it once it is published.</figcaption>
        </figure>
      )}
    </>
  );
}

/** A picture's "Crop and rotate" button, which opens the panel under the file's details. */
export function CropEditor({ asset }: { asset: Asset }) {
  const [open, setOpen] = useState(false);
  if (asset.kind !== 'image') return null;
  return (
    <div className="media-lib__focus">
      <button
        type="button"
        className="admin-btn admin-btn--small admin-btn--secondary media-lib__focus-toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Crop and rotate <span className="media-lib__focus-at">{asset.edit ? '(edited)' : '(as uploaded)'}</span>
        <span className="visually-hidden"> {asset.fileName}</span>
      </button>
      {open &&
        (onLivePage(asset) ? (
          <LiveCropPanel asset={asset} onClose={() => setOpen(false)} />
        ) : (
          <CropPanel asset={asset} start={asset.edit} onClose={() => setOpen(false)} />
        ))}
    </div>
  );
}
