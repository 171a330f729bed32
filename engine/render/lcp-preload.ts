/**
 * A <link rel="preload"> for the page's LCP image: the first image rendered
 * with fetchpriority="high" (MediaImage with `eager`). Put at the top of
 * <head>, it starts the download before the parser has worked through the
 * inline CSS and the header, which is most of an image LCP's load delay on a
 * phone. A <picture> preloads its first source (the format a browser that
 * supports it will pick); a browser without that format ignores the hint.
 */
export function lcpPreload(html: string): string {
  const at = html.search(/<img\b[^>]*\bfetchPriority="high"/i);
  if (at < 0) return '';
  const img = html.slice(at, html.indexOf('>', at) + 1);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const pictureStart = html.lastIndexOf('<picture', at);
  const pictureEnd = html.lastIndexOf('</picture>', at);
  const source = pictureStart > pictureEnd ? /<source\b[^>]*>/i.exec(html.slice(pictureStart, at))?.[0] : undefined;
  if (source) {
    const srcset = attr(source, 'srcSet');
    if (srcset) {
      const type = attr(source, 'type');
      const sizes = attr(source, 'sizes');
      return `<link rel="preload" as="image" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}${type ? ` type="${type}"` : ''} fetchpriority="high">`;
    }
  }
  const src = attr(img, 'src');
  if (!src) return '';
  const srcset = attr(img, 'srcSet');
  const sizes = attr(img, 'sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}
