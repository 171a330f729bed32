/**
 * The upload contract shared by the upload endpoint, the media store and the
 * upload manager screen: what kinds of file there are, how large each may be,
 * and what GET /api/admin/media/targets answers. No runtime imports: the
 * admin bundle loads this file.
 */

/** The kind of file a media slot holds (the engine names the same three kinds for rendering). */
export type MediaKind = 'image' | 'video' | 'pdf';

/** Upload limits per kind (bytes): the endpoint enforces them, and the upload manager refuses an oversized file before sending it. */
export const SIZE_LIMITS: Record<MediaKind, number> = {
  image: 15 * 1024 * 1024,
  pdf: 50 * 1024 * 1024,
  video: 300 * 1024 * 1024,
};
export const MAX_UPLOAD = Math.max(...Object.values(SIZE_LIMITS));

/**
 * The most pixels an uploaded image may have (width × height), checked from
 * its header before any pixel is decoded. A PNG of a single colour compresses
 * about a thousand to one, so a 1 MB file can decode to 16000 × 16000 pixels
 * (256 megapixels, 770 MB of RGB); four at once took the server to 6 GB.
 *
 * 64 megapixels lets every photo a camera or phone takes at its usual setting
 * through: phones at 12, 48 or 50 MP (8160 × 6144), full-frame cameras up to
 * 61 MP (9504 × 6336), and panoramas up to about 16000 × 4000. It refuses
 * 100 MP medium format and the 108/200 MP modes of some phones, whose JPEGs
 * are over the 15 MB size limit anyway. Memory sets the figure: most images
 * decode as a stream, but a progressive JPEG or an interlaced PNG is decoded
 * whole, about 3 bytes a pixel, so the largest accepted one costs ~200 MB
 * while it is read (and the image queue reads one at a time).
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** What the file picker offers for each kind: video for .mp4, PDF for .pdf, images otherwise. */
export const PICKER_ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/quicktime',
  pdf: 'application/pdf',
};

/** Where a video upload's transcode stands: waiting, running, done, or given up with the reason. */
export type VideoState = 'queued' | 'processing' | 'ready' | 'failed';

/** What the upload manager receives for one target (GET /api/admin/media/targets). */
export interface TargetView {
  fileName: string;
  kind: MediaKind;
  exists: boolean;
  /** Versioned URL of the stored file. */
  url?: string;
  /** A small image for the list (the narrowest WebP variant, else the file). */
  thumb?: string;
  /**
   * The id of the library file the slot points at (a named slot is only a name for it): the admin reads
   * the file itself (its size, uses, crop and focal point) through the library's own query.
   */
  fileId?: string;
  alt: string | null;
  productName: string | null;
  hidden: boolean;
  /** What the page shows when no override is set. */
  defaultAlt?: string;
  defaultProductName?: string;
  /** Video targets uploaded while the pipeline ran: the transcode's state, and why it failed. */
  video?: { state: VideoState; reason: string | null };
}

export interface GroupView {
  id: string;
  label: string;
  page: string;
  pageLabel: string;
  /** targetPath for the upload endpoint. */
  folder: string;
  targets: TargetView[];
}

export interface TargetsView {
  total: number;
  stored: number;
  groups: GroupView[];
  /** Whether video uploads are transcoded; when not, what the server is missing. */
  videoPipeline?: { enabled: boolean; missing: string[] };
}
