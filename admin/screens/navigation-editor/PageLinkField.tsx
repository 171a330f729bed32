import { Field } from '../../ui/Field';

export interface SitePage {
  path: string;
  title: string;
}

/** The datalist every link field offers: each live page by its address, with its title. */
export function PageOptions({ id, pages }: { id: string; pages: readonly SitePage[] }) {
  return (
    <datalist id={id}>
      {pages.map((p) => (
        <option key={p.path} value={p.path}>
          {p.title}
        </option>
      ))}
    </datalist>
  );
}

/**
 * Where a link leads: a page picked from the list (type to search it by
 * address), or an address of another site starting with https://. The hint
 * names the page a site address leads to, so staff see what they picked.
 */
export function PageLinkField({
  value,
  onChange,
  pages,
  listId,
  error,
  label = 'Links to',
}: {
  value: string;
  onChange: (href: string) => void;
  pages: readonly SitePage[];
  listId: string;
  error?: string;
  label?: string;
}) {
  const path = value.split(/[?#]/)[0];
  const page = pages.find((p) => p.path === path);
  const hint = page
    ? `The page "${page.title}"`
    : value.startsWith('http')
      ? 'Another website'
      : 'Pick a page from the list, or type an address starting with https://';
  return (
    <Field
      label={label}
      value={value}
      list={listId}
      autoCapitalize="none"
      spellCheck={false}
      placeholder="/contact"
      onChange={(e) => onChange(e.target.value)}
      hint={error ? undefined : hint}
      error={error}
    />
  );
}
