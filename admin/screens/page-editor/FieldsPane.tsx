import { ErrorSchemaBuilder } from '@rjsf/utils';
import { useMemo, type Ref } from 'react';
import { z } from 'zod';
import { pageMeta, pageShare } from '../../../engine/page';
import type { Selection } from './BlockOutline';
import { blockName } from './catalogue';
import { type EditDoc, setBlockProps, setSettings, settingsOf } from './doc-edits';
import { editorRegistry as registry } from './editor-registry';
import { BlockFields, type FieldsContext } from './fields/BlockFields';
import { SharingPreview } from './SharingPreview';
import { useCompany } from '../../data/query';
import { type DraftIssue, errorSchemaAt, issueTarget } from './fields/issues';

export const BLOCK_FORM = 'block';
export const SETTINGS_FORM = 'settings';

/** The page settings form: the SEO fields, the sharing fields and the navigation label, with the page schema's own rules. */
const settingsSchema = z.strictObject({
  title: pageMeta.shape.title.meta({
    title: 'SEO title',
    description: 'The title in search results and on the browser tab (at most 80 characters).',
  }),
  description: pageMeta.shape.description.meta({
    title: 'SEO description',
    description: 'The text under the title in search results (50 to 320 characters).',
  }),
  keywords: pageMeta.shape.keywords.meta({
    title: 'Keywords',
    description: 'What people type to find this page, one per item.',
  }),
  share: pageShare
    .extend({
      title: pageShare.shape.title.meta({
        title: 'Title when shared',
        description: 'Empty uses the SEO title.',
      }),
      description: pageShare.shape.description.meta({
        title: 'Description when shared',
        description: 'Empty uses the SEO description.',
      }),
      image: pageShare.shape.image.meta({
        title: 'Picture when shared',
        description: 'Empty uses the page’s first picture (its hero).',
      }),
    })
    .optional()
    .meta({
      title: 'When the link is shared',
      description:
        'What a link to this page shows in WhatsApp, Facebook and LinkedIn; the Sharing preview below shows it.',
    }),
  label: z.string().optional().meta({
    title: 'Navigation label',
    description: 'The page’s short name in breadcrumbs (the trail of pages above one); empty uses the SEO title.',
  }),
});

/**
 * The form fills in schema defaults when a section opens (a tone of "dark"
 * where the page file left it out). That is not an edit: it must not make a
 * draft or an undo step. Two values mean the same when the schema reads them
 * to the same props.
 */
export function sameMeaning(schema: z.ZodType, a: unknown, b: unknown): boolean {
  const pa = schema.safeParse(a);
  const pb = schema.safeParse(b);
  if (pa.success && pb.success) return JSON.stringify(pa.data) === JSON.stringify(pb.data);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of what is selected: the page settings, or one section's form.
 * Every change goes through `change`, grouped per form so typing is one undo step.
 */
export function FieldsPane({
  ref,
  selected,
  doc,
  issues,
  change,
  routes,
  slot,
  onUploaded,
}: {
  ref?: Ref<HTMLElement>;
  selected: Selection;
  doc: EditDoc;
  issues: DraftIssue[];
  change: (next: (d: EditDoc) => EditDoc, group?: string) => void;
  routes: string[];
  slot: FieldsContext['slot'];
  onUploaded: () => void;
}) {
  const company = useCompany();
  const blockIndex = typeof selected === 'number' ? selected : -1;
  const block = doc.page.blocks[blockIndex];
  const blockDef = block ? registry.get(block.type) : undefined;
  const settingsErrors = useMemo(() => {
    const b = new ErrorSchemaBuilder();
    for (const i of issues) {
      const t = issueTarget(i.path);
      if (t.kind === 'settings') b.addErrors(i.message, t.rest.map(String));
    }
    return b.ErrorSchema;
  }, [issues]);
  return (
    <section ref={ref} className="page-editor__fields admin-card" aria-labelledby="fields-title">
      {selected === 'settings' ? (
        <>
          <h2 id="fields-title" className="page-editor__fields-title">
            Page settings
          </h2>
          <p className="page-editor__fields-lead">What search engines and the navigation show for this page.</p>
          <BlockFields
            key="settings"
            formId={SETTINGS_FORM}
            label="Page settings"
            schema={settingsSchema}
            value={settingsOf(doc.page)}
            errors={settingsErrors}
            onChange={(v) => {
              if (!sameMeaning(settingsSchema, settingsOf(doc.page), v))
                change((d) => setSettings(d, v as ReturnType<typeof settingsOf>), 'settings');
            }}
          />
          <SharingPreview
            page={doc.page}
            companyName={company.data?.company_name ?? ''}
            host={typeof location === 'undefined' ? '' : location.host}
          />
        </>
      ) : block && blockDef ? (
        <>
          <h2 id="fields-title" className="page-editor__fields-title">
            <span className="page-editor__fields-index">Section {blockIndex + 1}</span> {blockName(block.type)}
          </h2>
          <BlockFields
            key={doc.keys[blockIndex]}
            formId={BLOCK_FORM}
            label={`Section ${blockIndex + 1}: ${blockName(block.type)}`}
            schema={blockDef.schema}
            value={block.props}
            routes={routes}
            slot={slot}
            onUploaded={onUploaded}
            errors={errorSchemaAt(issues, ['blocks', blockIndex, 'props'])}
            onChange={(v) => {
              if (!sameMeaning(blockDef.schema, block.props, v))
                change((d) => setBlockProps(d, blockIndex, v), `block:${doc.keys[blockIndex]}`);
            }}
          />
        </>
      ) : (
        <p id="fields-title">This section’s type is not known to the site; remove it.</p>
      )}
    </section>
  );
}
