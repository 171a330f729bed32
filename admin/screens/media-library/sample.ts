import type { Asset } from '../../../contracts/assets';

/** Realistic library answers for stories and component tests (not shipped). */
const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h, 5)).toISOString();
const svg = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${color}"/><text x="24" y="190" font-family="sans-serif" font-size="34" fill="#fff">${label}</text></svg>`,
  )}`;

const asset = (n: number, over: Partial<Asset>): Asset => ({
  id: n.toString(16).padStart(32, '0'),
  url: `/uploads/_assets/${n.toString(16).padStart(32, '0')}.jpg`,
  kind: 'image',
  fileName: `photo-${n}.jpg`,
  alt: null,
  width: 1600,
  height: 1067,
  focus: { x: 0.5, y: 0.5 },
  edit: null,
  bytes: 412_000,
  createdAt: at(12 - n),
  createdBy: 'grace.wanjiru',
  usedBy: [],
  ...over,
});

export const sampleAssets: Asset[] = [
  asset(1, {
    fileName: 'Kitchen island walnut.jpg',
    alt: 'A walnut kitchen island with brass stools',
    thumb: svg('#7c4a2d', 'Kitchen island'),
    usedBy: [{ path: '/kitchen-fit-outs', state: 'draft' }],
  }),
  asset(2, {
    url: `/uploads/_assets/${(2).toString(16).padStart(32, '0')}.mp4`,
    kind: 'video',
    fileName: 'Site walk-through IMG_4411.MOV',
    width: 1920,
    height: 1080,
    bytes: 48_300_000,
    thumb: svg('#1e293b', 'Site walk-through'),
    usedBy: [{ path: '/', state: 'published' }],
  }),
  asset(3, {
    fileName: 'Container office dusk.jpg',
    thumb: svg('#2f6f4f', 'Container office'),
  }),
  asset(4, {
    url: `/uploads/_assets/${(4).toString(16).padStart(32, '0')}.pdf`,
    kind: 'pdf',
    fileName: 'Prefab catalogue 2026.pdf',
    width: null,
    height: null,
    bytes: 3_400_000,
  }),
  asset(5, {
    fileName: 'Reception desk oak.png',
    thumb: svg('#a16207', 'Reception desk'),
    usedBy: [{ path: '/services/furniture', state: 'published' }],
    // A crop saved as a draft on a live picture: the list says a change waits for Publish.
    unpublishedChange: true,
  }),
];

/** GET /api/admin/media as the server answers it: filters, newest first, paged by `limit`. */
export function libraryAnswer({ query }: { query: URLSearchParams }, assets: Asset[] = sampleAssets) {
  const q = (query.get('q') ?? '').toLowerCase();
  const kind = query.get('kind');
  const unused = query.get('unused') === '1';
  const limit = Number(query.get('limit') ?? 50);
  const start = Number(query.get('cursor') ?? 0);
  const found = assets.filter(
    (a) =>
      (!q ||
        a.fileName.toLowerCase().includes(q) ||
        (a.alt ?? '').toLowerCase().includes(q) ||
        a.usedBy.some((u) => u.path.includes(q))) &&
      (!kind || a.kind === kind) &&
      (!unused || a.usedBy.length === 0),
  );
  const items = found.slice(start, start + limit);
  return { items, nextCursor: start + limit < found.length ? String(start + limit) : null };
}
