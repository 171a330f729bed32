/**
 * Media naming conventions, written once. Pages call
 * these; no page spells a file name. Every name is a slot under /uploads that the
 * upload manager lists and an admin fills.
 */
const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);

export type HomeService = 'prefab-units' | 'interior-design' | 'executive-furniture';
export type GalleryCategory = 'prefab-units' | 'interior-designs' | 'executive-furniture';

export const home = {
  /** home/hero/{service-folder}/home-hero-{service}-video-{1|2}.mp4 */
  heroVideo: (service: HomeService, n: 1 | 2) => `/uploads/home/hero/${service}/home-hero-${service}-video-${n}.mp4`,
  /** home/our-core-services/{service}/home-our-core-services-{service}-image-{1..3}.jpg */
  coreServiceImages: (service: HomeService) =>
    range(3).map((n) => `/uploads/home/our-core-services/${service}/home-our-core-services-${service}-image-${n}.jpg`),
  /** home/our-portfolio/{service}/home-our-portfolio-{service}-image-{1..6}.jpg */
  portfolioImages: (service: HomeService, count = 6) =>
    range(count).map((n) => `/uploads/home/our-portfolio/${service}/home-our-portfolio-${service}-image-${n}.jpg`),
};

export const gallery = {
  /** Gallery/product-images/{category}/gallery-product-images-{category}-image-{n}.jpg, n 1..100 */
  productImage: (category: GalleryCategory, n: number) =>
    `/uploads/Gallery/product-images/${category}/gallery-product-images-${category}-image-${n}.jpg`,
  /** Gallery/project-videos/{category}/gallery-project-videos-{category}-video-{n}.mp4, n 1..3 */
  projectVideo: (category: string, n: number) =>
    `/uploads/Gallery/project-videos/${category}/gallery-project-videos-${category}-video-${n}.mp4`,
  /** Gallery/pdf-catalogs/{category}/gallery-pdf-catalogs-{category}-catalog-catalog-1.pdf */
  catalog: (category: string) =>
    `/uploads/Gallery/pdf-catalogs/${category}/gallery-pdf-catalogs-${category}-catalog-catalog-1.pdf`,
};

/**
 * Prefab pages: family / segment / page / section, with the service slug in the
 * file name (the exact pattern is not shown, this is ours):
 * /uploads/prefab-units/{segment}/{page}/{section}/prefab-units-{segment}-{page}-{section}-{kind}-{n}.{ext}
 */
export function prefab(segment: string, page: string) {
  const base = (section: string, kind: 'image' | 'video', n: number) =>
    `/uploads/prefab-units/${segment}/${page}/${section}/prefab-units-${segment}-${page}-${section}-${kind}-${n}.${kind === 'video' ? 'mp4' : 'jpg'}`;
  return {
    heroVideos: (count = 2) => range(count).map((n) => base('hero', 'video', n)),
    cardImages: (card: string, count = 3) => range(count).map((n) => base(`cards-${card}`, 'image', n)),
    cardVideos: (card: string, count = 3) => range(count).map((n) => base(`cards-${card}`, 'video', n)),
    gallery: (count: number) => range(count).map((n) => base('gallery', 'image', n)),
  };
}

/**
 * Executive furniture: /uploads/executive-furniture/{category}/ with hero videos 1 and 2
 * and product images 1..100 (file-name pattern ours).
 */
export function furniture(category: string) {
  const dir = `/uploads/executive-furniture/${category}`;
  return {
    heroVideos: (count = 2) => range(count).map((n) => `${dir}/executive-furniture-${category}-hero-video-${n}.mp4`),
    heroImages: (count: number) =>
      range(count).map((n) => `${dir}/executive-furniture-${category}-hero-image-${n}.jpg`),
    productImage: (n: number) => `${dir}/executive-furniture-${category}-image-${n}.jpg`,
    sectionImages: (section: string, count: number) =>
      range(count).map((n) => `${dir}/${section}/executive-furniture-${category}-${section}-image-${n}.jpg`),
  };
}

/** Other families (interiors, engineering): /uploads/{family}/{page}/{section}/{family}-{page}-{section}-{kind}-{n}.{ext} */
export function service(family: string, page: string) {
  const base = (section: string, kind: 'image' | 'video', n: number) =>
    `/uploads/${family}/${page}/${section}/${family}-${page}-${section}-${kind}-${n}.${kind === 'video' ? 'mp4' : 'jpg'}`;
  return {
    videos: (section: string, count: number) => range(count).map((n) => base(section, 'video', n)),
    images: (section: string, count: number) => range(count).map((n) => base(section, 'image', n)),
  };
}

export { range };
