/** The performance issue's targets; the bench prints PASS or MISS for each. */
export const TARGETS = {
  score: 100,
  /** With real media in place (demo images and videos): the hero's poster is the LCP image. */
  lcpMs: 1200,
  tbtMs: 50,
  /** Lighthouse shows CLS to three decimals: "0" means under 0.0005. */
  cls: 0.0005,
  /** JavaScript a public page requests before the visitor's first interaction (islands wake on it). */
  initialJsGzip: 15 * 1024,
  /** Beyond this the bench fails (exit 1): React's runtime has crept back in before anyone touched the page. */
  initialJsHardGzip: 25 * 1024,
  contactVsBare: 0.8,
  htmlVsStatic: 0.5,
  /** A page asked with query parameters it does not read is served from the cache like the plain page. */
  uniqueQueryVsPlain: 0.5,
  /** Four decompression bombs and four large photos arriving together. */
  bombRssBytes: 400 * 1024 * 1024,
  rssBytes: 150 * 1024 * 1024,
  rssIdleBytes: 120 * 1024 * 1024,
  startMs: 1000,
  buildMs: 60_000,
  /** Server time of an admin list page at 100,000 inquiries. */
  inboxPageMs: 50,
  inboxSearchMs: 200,
  /** How far the heap may grow while every inquiry streams out as CSV: a fraction of what holding the rows would take. */
  exportHeapGrowthBytes: 32 * 1024 * 1024,
  /** A key typed in the page editor with a 100-product section open, press to frame, p90 of the best round. */
  editorKeystrokeP90Ms: 50,
} as const;

/** Home, contact, gallery, one prefab sub-page, interiors, CNC laser cutting, office furniture, lounge. */
export const REPRESENTATIVE_ROUTES = [
  '/',
  '/contact',
  '/gallery',
  '/services/containers/commercial/offices',
  '/services/interiors',
  '/engineering-services/cnc-laser-cutting',
  '/services/furniture/office',
  '/services/furniture/home/lounge',
];

export interface Check {
  name: string;
  pass: boolean;
  /** The measured figure(s), e.g. "/gallery 97". */
  detail: string;
}
