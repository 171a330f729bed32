import { useState } from 'react';
import type { z } from 'zod';
import { BlockFields } from './BlockFields';
import { draftIssues, errorSchemaAt } from './issues';

/**
 * One generated form as the editor drives it (its value in state, the
 * schema's messages at the fields as you type), for stories and tests of the
 * field components on their own.
 */
export function FieldsPreview({
  schema,
  initial,
  routes = [],
}: {
  schema: z.ZodType;
  initial: unknown;
  routes?: string[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <div className="admin-card" style={{ maxWidth: 720 }}>
      <BlockFields
        schema={schema}
        value={value}
        onChange={setValue}
        formId="story"
        label="Fields"
        routes={routes}
        errors={errorSchemaAt(draftIssues(schema, value), [])}
      />
    </div>
  );
}
