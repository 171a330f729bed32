import { useMemo } from 'react';
import { z } from 'zod';
import { richText } from '../../../contracts/rich-text';
import { PROJECT_FACTS_MAX, isPicture } from '../../../contracts/projects';
import { mediaRef } from '../../../engine/media-ref';
import { useServicePages } from '../../data/projects';
import { Field, TextAreaField } from '../../ui/Field';
import { BlockFields } from '../page-editor/fields/BlockFields';
import { errorSchemaAt } from '../page-editor/fields/issues';
import type { ProjectDraft, ProjectEditorState } from './useProjectEditor';

/**
 * The project's pictures and description, in the page editor's own fields:
 * "Choose from library" with alt text and caption per picture, reorder and
 * remove, and the rich-text editor. Only these two go through the generated
 * form; the rest are plain fields below.
 */
const mediaAndDescription = z.strictObject({
  media: z.array(
    z.strictObject({
      media: mediaRef,
      alt: z.string().max(200).default(''),
      caption: z.string().max(200).optional(),
    }),
  ),
  description: richText,
});

type Texts = 'title' | 'sector' | 'place' | 'completed' | 'summary';

function TextFields({ ed }: { ed: ProjectEditorState }) {
  const { doc, change, issueAt } = ed;
  const text = (name: Texts) => ({
    name,
    value: typeof doc[name] === 'string' ? (doc[name] as string) : '',
    error: issueAt([name]),
    onChange: (e: { target: { value: string } }) =>
      change((d) => ({ ...d, [name]: name === 'completed' && !e.target.value ? undefined : e.target.value }), name),
  });
  return (
    <fieldset className="admin-fieldset">
      <legend>The project</legend>
      <div className="admin-form__row">
        <Field label="Title" {...text('title')} maxLength={120} />
        <Field label="Sector" hint="The client's sector, shown above the title on cards." {...text('sector')} />
        <Field label="Place" hint='Where it stands, like "Kilimani, Nairobi".' {...text('place')} />
        <Field label="Completed" type="date" hint="Listings show the newest first." {...text('completed')} />
      </div>
      <TextAreaField
        label="Summary"
        hint="One or two sentences: the cards' text and the sharing description."
        rows={3}
        maxLength={300}
        {...text('summary')}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={doc.featured === true}
          onChange={(e) => change((d) => ({ ...d, featured: e.target.checked }))}
        />{' '}
        Featured: the home page's project listing shows it
      </label>
    </fieldset>
  );
}

/** The service pages it belongs to, as checkboxes: the list is the site's service pages. */
function ServiceChoices({ ed }: { ed: ProjectEditorState }) {
  const services = useServicePages().data?.items ?? [];
  const chosen = ed.doc.services ?? [];
  const toggle = (path: string, on: boolean) =>
    ed.change((d) => {
      const now = d.services ?? [];
      return { ...d, services: on ? [...now, path] : now.filter((s) => s !== path) };
    });
  // A service chosen before its page was deleted or moved stays listed, so it can be unticked.
  const gone = chosen.filter((s) => !services.some((p) => p.path === s));
  return (
    <fieldset className="admin-fieldset">
      <legend>Services</legend>
      {[...services, ...gone.map((path) => ({ path, title: `${path} (not a service page any more)` }))].map((s) => (
        <label key={s.path} className="admin-check">
          <input type="checkbox" checked={chosen.includes(s.path)} onChange={(e) => toggle(s.path, e.target.checked)} />{' '}
          {s.title}
          {chosen.includes(s.path) && ed.issueAt(['services', chosen.indexOf(s.path)]) && (
            <span className="admin-field__error"> {ed.issueAt(['services', chosen.indexOf(s.path)])}</span>
          )}
        </label>
      ))}
      {ed.issueAt(['services']) && <p className="admin-field__error">{ed.issueAt(['services'])}</p>}
    </fieldset>
  );
}

/** Which picture the cards and the page's hero show: one of the project's pictures (not a video). */
function CoverChoice({ ed }: { ed: ProjectEditorState }) {
  const pictures = (ed.doc.media ?? []).filter((m) => m.media && isPicture(m.media));
  return (
    <fieldset className="admin-fieldset">
      <legend>Cover picture</legend>
      {pictures.length === 0 && <p className="admin-field__hint">Add a picture above, then choose it here.</p>}
      {pictures.map((m, i) => (
        <label key={m.media} className="admin-check">
          <input
            type="radio"
            name="project-cover"
            checked={ed.doc.cover === m.media}
            onChange={() => ed.change((d) => ({ ...d, cover: m.media }))}
          />{' '}
          {m.alt || `Picture ${i + 1}`}
        </label>
      ))}
      {ed.issueAt(['cover']) && <p className="admin-field__error">{ed.issueAt(['cover'])}</p>}
    </fieldset>
  );
}

/** Key facts, one line each ("12 × 40 ft units"), added and removed. */
function FactList({ ed }: { ed: ProjectEditorState }) {
  const facts = ed.doc.facts ?? [];
  const set = (next: string[], group?: string) => ed.change((d) => ({ ...d, facts: next }), group);
  return (
    <fieldset className="admin-fieldset">
      <legend>Key facts</legend>
      {facts.map((fact, i) => (
        <div key={i} className="admin-form__row">
          <Field
            label={`Fact ${i + 1}`}
            value={fact}
            error={ed.issueAt(['facts', i])}
            onChange={(e) =>
              set(
                facts.map((f, n) => (n === i ? e.target.value : f)),
                `fact-${i}`,
              )
            }
          />
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--light"
            onClick={() => set(facts.filter((_, n) => n !== i))}
          >
            Remove fact {i + 1}
          </button>
        </div>
      ))}
      {facts.length < PROJECT_FACTS_MAX && (
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          onClick={() => set([...facts, ''])}
        >
          Add a fact
        </button>
      )}
    </fieldset>
  );
}

/** Every field of a project, each with its problem. */
export function ProjectForm({ ed }: { ed: ProjectEditorState }) {
  const { doc, change, issues } = ed;
  const value = { media: doc.media ?? [], description: doc.description ?? '' };
  const errors = useMemo(
    () =>
      errorSchemaAt(
        issues.filter((i) => i.path[0] === 'media' || i.path[0] === 'description'),
        [],
      ),
    [issues],
  );
  return (
    <div className="admin-card admin-form">
      <TextFields ed={ed} />
      <ServiceChoices ed={ed} />
      <BlockFields
        schema={mediaAndDescription}
        value={value}
        onChange={(v) => change((d) => ({ ...d, ...(v as Pick<ProjectDraft, 'media' | 'description'>) }), 'fields')}
        errors={errors}
        formId="project"
        label="Pictures and description"
      />
      <CoverChoice ed={ed} />
      <FactList ed={ed} />
    </div>
  );
}
