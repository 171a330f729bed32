import DefaultObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * rjsf's object layout, with the properties the uiSchema names as advanced
 * (see isAdvancedField) moved to a closed "Advanced" disclosure at the end.
 * It opens by itself when one of them has a problem, so a message is never
 * hidden; its summary names what is inside.
 */
export function AdvancedFolding(props: ObjectFieldTemplateProps) {
  const advanced = (props.uiSchema?.['ui:options'] as { advanced?: string[] } | undefined)?.advanced;
  if (!advanced?.length) return <DefaultObjectFieldTemplate {...props} />;
  const folded = props.properties.filter((p) => advanced.includes(p.name) && !p.hidden);
  if (!folded.length) return <DefaultObjectFieldTemplate {...props} />;
  const common = props.properties.filter((p) => !advanced.includes(p.name));
  const errors = props.errorSchema as Record<string, unknown> | undefined;
  const titles = folded.map((p) => {
    const child = props.schema.properties?.[p.name];
    return typeof child === 'object' && child.title ? child.title : p.name;
  });
  const disclosure = (
    <details key="advanced" className="page-fields__advanced" open={folded.some((p) => errors?.[p.name]) || undefined}>
      <summary>
        Advanced <span className="page-fields__advanced-names">({titles.join(', ')})</span>
      </summary>
      {folded.map((p) => p.content)}
    </details>
  );
  return (
    <DefaultObjectFieldTemplate
      {...props}
      properties={[...common, { name: 'advanced', content: disclosure, hidden: false }]}
    />
  );
}
