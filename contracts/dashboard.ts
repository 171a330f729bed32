/**
 * What GET /api/admin/summary answers: the counts the dashboard shows on its
 * cards, so staff see at a glance where work waits. No runtime imports: the
 * admin bundle loads this file.
 */
export interface DashboardSummary {
  /** Inquiries nobody has handled yet. */
  inquiries: { new: number };
  /** Upload targets with a file stored, out of every target the pages reference. */
  media: { stored: number; total: number };
  /** Files in the media library (pictures, videos and PDFs uploaded there). */
  library: { files: number };
  /** Review before publish: whether it is on, drafts waiting for an admin, and drafts sent back to their authors. */
  reviews: { required: boolean; waiting: number; sentBack: number };
  /** Present when the video pipeline is off: what the server is missing (ffmpeg, ffprobe), in words an administrator can act on. */
  videos?: { missing: string[] };
  /**
   * Published pages (or the navigation) this release's block schemas no longer accept, so the site shows the
   * page file, a 404 or the seed navigation instead: one line per block and field
   * (`/about: block #3 (stats) › items: Required`). Absent when there are none.
   */
  offSite?: string[];
  /**
   * The static mirror visitors are served from (through nginx), when the site keeps one: how many published
   * changes it does not show yet, for how many seconds, and why it is stuck when it is.
   */
  mirror?: { behind: number; behindSeconds: number; lastError?: string };
}
