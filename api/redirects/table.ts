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
