import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

const RichTextField = lazy(() => import('./RichTextField').then((m) => ({ default: m.RichTextField })));

/**
 * The rich-text field, loaded when a form first shows one: the editor library
 * (Lexical: its chunk is ~85 KB gzipped) stays out of the admin's first load, which every
 * screen pays for. Until it arrives the field says it is loading.
 */
export function LazyRichTextField(props: FieldProps) {
  return (
    <Suspense fallback={<p className="rich-text-editor__loading">{props.schema.title}: loading the editor…</p>}>
      <RichTextField {...props} />
    </Suspense>
  );
}
