/** What a visitor reads on a rendered page, for tests that compare pages by their words. */

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';

/** The visible text of <main>: scripts and tags stripped, whitespace collapsed. */
export const mainText = (html: string) =>
  decode(
    main(html)
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();

/** Every link in <main> as "label -> href". */
export const mainLinks = (html: string) =>
  [...main(html).matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href, inner]) =>
      `${decode(inner.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()} -> ${decode(href)}`,
  );
