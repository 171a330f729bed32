import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Asset, FocalPoint } from '../../../contracts/assets';
import { errorText } from '../../data/api';
import { toast } from '../../data/toast-store';
import { useEditAsset } from './library-api';
import { PicturePublishActions, WithPictureSettings, onLivePage, pictureAtDraft } from './FocalPublish';

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
/** One press of an arrow key moves the point this far; with Shift, five times as far. */
const STEP = 0.02;

const clamp = (f: number) => Math.round(Math.min(1, Math.max(0, f)) * 100) / 100;
const percent = (f: number) => `${Math.round(f * 100)}%`;
/** The CSS a crop uses to keep the point in view (the public pages use the same). */
export const focusPosition = (f: FocalPoint) => `${percent(f.x)} ${percent(f.y)}`;
const same = (a: FocalPoint, b: FocalPoint) => Math.abs(a.x - b.x) < 0.001 && Math.abs(a.y - b.y) < 0.001;
/** The picture's longer side in the panel, in CSS pixels. */
const FRAME_PX = 320;

/**
 * The panel's picture box, as wide as the picture is drawn and no wider. Its width is set from the
 * picture's shape rather than left to the layout: at 1024 px and up the flex row gave the box the width
 * of the image's own pixels capped by a percentage, wider than the drawn picture, and a click was
 * measured against the box (a click at 20 % saved 13 %).
 */
const frameWidth = (a: Pick<Asset, 'width' | 'height'>) =>
  a.width && a.height ? Math.round(Math.min(FRAME_PX, (FRAME_PX * a.width) / a.height)) : FRAME_PX;

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The hero's shade, heading and button drawn small over a preview, where the hero puts them (the text column
 * on the left on a computer, across the whole width on a phone), so staff see a subject that would end up
 * under the text. Drawn, not rendered: a preview 112 px wide has no room for real words.
 */
function HeroTextOver() {
  return (
    <span className="media-lib__focus-over" data-testid="hero-text-over">
      <span className="media-lib__focus-over-line" />
      <span className="media-lib__focus-over-line media-lib__focus-over-line--short" />
      <span className="media-lib__focus-over-button" />
    </span>
  );
}

/** Save for a picture no live page shows: nothing visitors see changes, so it applies at once. */
function SaveNow({ asset, point }: { asset: Asset; point: FocalPoint }) {
  const edit = useEditAsset();
  const save = () =>
    edit.mutate(
      { id: asset.id, focus: point },
      {
        onSuccess: () => toast({ title: `Focal point of ${asset.fileName} saved` }),
        onError: (e) => toast({ title: 'Not saved', description: errorText(e, 'The focal point could not be saved.') }),
      },
    );
  return (
    <button
      type="button"
      className="admin-btn admin-btn--small"
      disabled={same(point, asset.focus) || edit.isPending}
      onClick={save}
    >
      {edit.isPending ? 'Saving…' : 'Save focal point'}
    </button>
  );
}

/**
 * The point of a picture that every crop keeps in view (a card, a phone's
 * narrow hero). Staff click where the subject is, or move the marker with
 * the arrow keys, and see at once how a square, a wide and a tall crop show
 * it; nothing is saved until they press Save (or Save draft: `actions`).
 */
function FocalPointPanel({
  asset,
  start,
  onClose,
  actions,
}: {
  asset: Asset;
  start: FocalPoint;
  onClose: () => void;
  actions: (point: FocalPoint) => ReactNode;
}) {
  const [point, setPoint] = useState<FocalPoint>(start);
  const hintId = useId();
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    // Measured on the picture itself, so the stored point is where the marker is drawn whatever the box does.
    const box = (e.currentTarget.querySelector('img') ?? e.currentTarget).getBoundingClientRect();
    if (!box.width || !box.height) return;
    setPoint({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };
  const move = (e: KeyboardEvent<HTMLButtonElement>) => {
    const m = MOVES[e.key];
    if (!m) return;
    e.preventDefault();
    const step = e.shiftKey ? STEP * 5 : STEP;
    setPoint((p) => ({ x: clamp(p.x + m[0] * step), y: clamp(p.y + m[1] * step) }));
  };
  const position = focusPosition(point);
  return (
    <div className="media-lib__focus-panel">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the marker button inside is the keyboard's way (arrow keys) */}
      <div className="media-lib__focus-pic" style={{ width: `min(${frameWidth(asset)}px, 100%)` }} onClick={pick}>
        <img src={asset.thumb} alt="" width={asset.width ?? undefined} height={asset.height ?? undefined} />
        <button
          type="button"
          className="media-lib__focus-dot"
          style={{ left: percent(point.x), top: percent(point.y) }}
          aria-label={`Focal point of ${asset.fileName}: ${percent(point.x)} from the left, ${percent(point.y)} from the top`}
          aria-describedby={hintId}
          onKeyDown={move}
          onClick={(e) => e.stopPropagation()}
        />
      </div>
      <div className="media-lib__focus-side">
        <p id={hintId} className="admin-field__hint">
          Click where the subject is, or move the marker with the arrow keys (Shift moves it further). Cropped pictures
          on the site keep this point in view. The wide and tall ones show where a hero's heading and button cover the
          picture, on a computer and on a phone:
        </p>
        <div className="media-lib__focus-crops" aria-hidden="true">
          {(['square', 'wide', 'tall'] as const).map((shape) => (
            <span key={shape} className={`media-lib__focus-crop media-lib__focus-crop--${shape}`}>
              <img src={asset.thumb} alt="" style={{ objectPosition: position }} />
              {shape !== 'square' && <HeroTextOver />}
            </span>
          ))}
        </div>
        {actions(point)}
        <div className="media-lib__focus-actions">
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--secondary"
            disabled={same(point, CENTRE)}
            onClick={() => setPoint(CENTRE)}
          >
            Centre
          </button>
          <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The panel of a picture a live page shows: it opens on the saved draft (or what the pages show), and its
 * actions save a draft and publish it. Opened afresh at each new version, so a restored version is what it shows.
 */
function LiveFocalPointPanel({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  return (
    <WithPictureSettings id={asset.id}>
      {(detail) => (
        <FocalPointPanel
          key={detail.version}
          asset={pictureAtDraft(asset, detail)}
          start={detail.draft?.focus ?? detail.published.focus}
          onClose={onClose}
          actions={(point) => (
            <PicturePublishActions
              asset={asset}
              detail={detail}
              what="focal point"
              settings={{ focus: point, edit: detail.draft ? (detail.draft.edit ?? null) : detail.published.edit }}
            />
          )}
        />
      )}
    </WithPictureSettings>
  );
}

/** A picture's "Focal point" button, which opens the panel under the file's details. */
export function FocalPointEditor({ asset }: { asset: Asset }) {
  const [open, setOpen] = useState(false);
  if (asset.kind !== 'image' || !asset.thumb) return null;
  return (
    <div className="media-lib__focus">
      <button
        type="button"
        className="admin-btn admin-btn--small admin-btn--secondary media-lib__focus-toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Focal point{' '}
        <span className="media-lib__focus-at">
          {same(asset.focus, CENTRE) ? '(centre)' : `(${focusPosition(asset.focus)})`}
        </span>
        <span className="visually-hidden"> of {asset.fileName}</span>
      </button>
      {open &&
        (onLivePage(asset) ? (
          <LiveFocalPointPanel asset={asset} onClose={() => setOpen(false)} />
        ) : (
          <FocalPointPanel
            asset={asset}
            start={asset.focus}
            onClose={() => setOpen(false)}
            actions={(point) => (
              <div className="media-lib__focus-actions">
                <SaveNow asset={asset} point={point} />
              </div>
            )}
          />
        ))}
    </div>
  );
}
