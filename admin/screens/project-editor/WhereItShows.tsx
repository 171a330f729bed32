import type { ProjectDetail } from '../../../contracts/project-requests';
import { projectPath } from '../../../contracts/projects';

const PageLinks = ({ paths }: { paths: string[] }) =>
  paths.length ? (
    <ul className="admin-list">
      {paths.map((path) => (
        <li key={path}>
          <a href={path} target="_blank" rel="noreferrer">
            {path}
          </a>
        </li>
      ))}
    </ul>
  ) : (
    <p className="admin-muted">No listing shows it.</p>
  );

/**
 * Where the project shows besides its own page: the pages whose project
 * listings list it now, and those that would once the draft is published
 * (worked out by the server with the listings' own rule, so the two cannot
 * disagree).
 */
export function WhereItShows({ detail }: { detail: ProjectDetail }) {
  const { live, draft } = detail.shownOn;
  const changes = draft !== null && draft.join() !== live.join();
  return (
    <section className="admin-card" aria-labelledby="project-where-title">
      <h2 id="project-where-title" className="admin-card__title">
        Where it shows
      </h2>
      <p className="admin-card__lead">
        {detail.live ? (
          <>
            Its own page,{' '}
            <a href={projectPath(detail.slug)} target="_blank" rel="noreferrer">
              {projectPath(detail.slug)}
            </a>
            , the projects index, and the listings of these pages:
          </>
        ) : (
          'Nowhere yet: it is not published. Once it is, its own page and these listings show it:'
        )}
      </p>
      <PageLinks paths={detail.live ? live : (draft ?? [])} />
      {detail.live && changes && (
        <>
          <p className="admin-card__lead">Once the draft is published (its services or Featured changed):</p>
          <PageLinks paths={draft} />
        </>
      )}
    </section>
  );
}
