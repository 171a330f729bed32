/**
 * redirects: old addresses of the site. `to` is the page a visitor is sent
 * to (301); null means the page is gone for good (410). Made by staff on the
 * Redirects screen, by moving a page to a new address, or by deleting one.
 */
export interface RedirectsTable {
  fromPath: string;
  toPath: string | null;
  createdAt: string;
  createdBy: string;
}

/**
 * page_trash: a deleted page, kept for 30 days with everything needed to
 * bring it back: its edit row and its published revisions, as JSON.
 */
export interface PageTrashTable {
  path: string;
  title: string;
  edit: string;
  revisions: string;
  deletedAt: string;
  deletedBy: string;
}

/**
 * page_schedule: a page's draft to publish at `at`. The instance whose
 * DELETE of the row succeeds publishes it, so exactly one does. A publish
 * that fails (the draft became invalid) comes back with `failed` set and its
 * reason, and waits for staff instead of being tried again and again.
 */
export interface PageScheduleTable {
  path: string;
  at: string;
  scheduledBy: string;
  createdAt: string;
  failed: string | null;
}
