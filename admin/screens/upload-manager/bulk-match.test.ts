import { describe, expect, it } from 'vitest';
import type { GroupView, TargetView } from '../../../contracts/media';
import { matchFiles, type BulkFile } from './bulk-match';

const target = (fileName: string, kind: TargetView['kind'] = 'image', exists = false): TargetView => ({
  fileName,
  kind,
  exists,
  alt: null,
  productName: null,
  hidden: false,
});
const group = (folder: string, targets: TargetView[]): GroupView => ({
  id: folder,
  label: folder,
  page: '/',
  pageLabel: 'Home',
  folder,
  targets,
});
const groups = [
  group('Gallery/product-images/prefab-units', [
    target('gallery-product-images-prefab-units-image-1.jpg'),
    target('gallery-product-images-prefab-units-image-2.jpg', 'image', true),
  ]),
  group('home/hero', [target('home-hero-prefab-units-video-1.mp4', 'video')]),
  group('a/shared', [target('brochure.pdf', 'pdf')]),
  group('b/shared', [target('brochure.pdf', 'pdf')]),
];
const file = (relativePath: string, size = 100): BulkFile => ({
  file: new File([new Uint8Array(size)], relativePath.split('/').pop()!),
  relativePath,
});

describe('bulk upload: matching files to targets by name', () => {
  it('matches by name in any case and image format, and tells new from replacing', () => {
    const { rows } = matchFiles(
      [
        file('photos/GALLERY-PRODUCT-IMAGES-PREFAB-UNITS-IMAGE-1.png'),
        file('gallery-product-images-prefab-units-image-2.webp'),
        file('home-hero-prefab-units-video-1.mp4'),
      ],
      groups,
    );
    expect(rows.map((r) => (r.status === 'unmatched' ? r.reason : `${r.status} ${r.target.fileName}`))).toEqual([
      'new gallery-product-images-prefab-units-image-1.jpg',
      'replace gallery-product-images-prefab-units-image-2.jpg',
      'new home-hero-prefab-units-video-1.mp4',
    ]);
  });

  it('lists what it cannot match with the reason, and skips system files', () => {
    const { rows, ignored } = matchFiles(
      [
        file('holiday.jpg'),
        file('home-hero-prefab-units-video-1.jpg'),
        file('.DS_Store'),
        file('x/Thumbs.db'),
        file('gallery-product-images-prefab-units-image-1.jpg', 0),
      ],
      groups,
    );
    expect(ignored).toBe(2);
    expect(rows.map((r) => r.status)).toEqual(['unmatched', 'unmatched', 'unmatched']);
    expect(rows.map((r) => (r.status === 'unmatched' ? r.reason : ''))).toEqual([
      expect.stringMatching(/^No upload target has this name/),
      expect.stringMatching(/needs an MP4 or MOV video; this is a \.jpg file/),
      'The file is empty.',
    ]);
  });

  it('refuses a file over its kind limit', () => {
    const { rows } = matchFiles([file('brochure.pdf'), file('a/shared/brochure.pdf', 51 * 1024 * 1024)], groups);
    expect(rows[0]).toMatchObject({
      status: 'unmatched',
      reason: expect.stringMatching(/^Several sections have a file named brochure\.pdf/),
    });
    expect(rows[1]).toMatchObject({
      status: 'unmatched',
      reason: expect.stringMatching(/over the 50 MB allowed for pdf files/),
    });
  });

  it('uses the folder a file came from when names repeat, and sends only the last of two files for one target', () => {
    const { rows } = matchFiles(
      [
        file('drop/b/shared/brochure.pdf'),
        file('one/gallery-product-images-prefab-units-image-1.jpg'),
        file('two/gallery-product-images-prefab-units-image-1.jpeg'),
      ],
      groups,
    );
    expect(rows[0]).toMatchObject({ status: 'new', group: { folder: 'b/shared' } });
    expect(rows[1]).toMatchObject({
      status: 'unmatched',
      reason: expect.stringMatching(/Another file in this drop \(gallery-product-images-prefab-units-image-1\.jpeg\)/),
    });
    expect(rows[2]).toMatchObject({
      status: 'new',
      source: { relativePath: 'two/gallery-product-images-prefab-units-image-1.jpeg' },
    });
  });
});
