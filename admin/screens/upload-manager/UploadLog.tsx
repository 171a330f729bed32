/** One line of the upload log. */
export interface LogEntry {
  id: number;
  time: string;
  text: string;
  tone: 'info' | 'ok' | 'error';
}

/** Writes a line to the upload log. */
export type Log = (text: string, tone?: LogEntry['tone']) => void;

/** What was picked and uploaded this visit, newest first. */
export function UploadLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  return (
    <section className="admin-card admin-upload-manager__log" aria-labelledby="aum-log-title">
      <div className="admin-upload-manager__log-head">
        <h2 id="aum-log-title" className="admin-card__title">
          Upload log
        </h2>
        <button type="button" className="admin-btn admin-btn--secondary admin-btn--small" onClick={onClear}>
          Clear Log
        </button>
      </div>
      {/* role=log on the list itself would strip its list semantics (axe: listitem), so it wraps the list. */}
      <div role="log" aria-live="polite">
        <ol className="admin-upload-manager__log-list">
          {entries.length === 0 && (
            <li className="admin-upload-manager__log-empty">Nothing yet. Selections and uploads are listed here.</li>
          )}
          {entries.map((e) => (
            <li key={e.id} className={`admin-upload-manager__log-entry is-${e.tone}`}>
              <time>{e.time}</time> {e.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
