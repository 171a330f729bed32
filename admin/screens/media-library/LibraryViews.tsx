import { ScreenLink } from '../../ui/ScreenLink';

/**
 * The media library's two views: every file, newest first (/admin/media), and
 * the same files seen through the slots pages ask for, by page and section
 * (/admin/upload-manager, the Upload Manager). One library, one set of files.
 */
export function LibraryViews({ current }: { current: 'files' | 'slots' }) {
  return (
    <nav className="media-lib__views" aria-label="Media library views">
      <ScreenLink to="/admin/media" className="media-lib__view" current={current === 'files'}>
        All files
      </ScreenLink>
      <ScreenLink to="/admin/upload-manager" className="media-lib__view" current={current === 'slots'}>
        Slots pages ask for <span className="visually-hidden">(Upload manager)</span>
      </ScreenLink>
    </nav>
  );
}
