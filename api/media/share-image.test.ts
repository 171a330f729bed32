import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { NO_VIDEO_TOOLS, SITE, libraryUpload, mediaCall, mediaTestApp, testImage } from '../../tests/support/media';
import { shareCrop } from '../../media/share-image';

type App = Awaited<ReturnType<typeof mediaTestApp>>;
let t: App;

beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

const call = (method: string, path: string, body?: unknown) => mediaCall(t, method, path, body);

async function uploadAsset(file: Uint8Array, name: string) {
  const uploaded = await libraryUpload(t, file, name);
  expect(uploaded.status).toBe(201);
  return uploaded.json;
}

/** A portrait phone photo: blue in its top half, red in its bottom half. */
function twoTonePortrait() {
  const half = (color: string) =>
    sharp({ create: { width: 1000, height: 1000, channels: 3, background: color } })
      .png()
      .toBuffer();
  return Promise.all([half('#0000ff'), half('#ff0000')]).then(([top, bottom]) =>
    sharp({ create: { width: 1000, height: 2000, channels: 3, background: '#000000' } })
      .composite([
        { input: top, top: 0, left: 0 },
        { input: bottom, top: 1000, left: 0 },
      ])
      .jpeg()
      .toBuffer(),
  );
}

/** A new page whose hero shows `url`; `edit` changes its draft before it is published. */
async function publishPage(
  path: string,
  url: string,
  edit: (page: { meta: Record<string, unknown> }) => void = () => {},
) {
  const created = await call('POST', `/api/admin/page?path=${path}`, { title: 'Kitchens' });
  expect(created.status).toBe(201);
  const page = structuredClone((await call('GET', `/api/admin/page?path=${path}`)).json.draft);
  page.blocks[0].props.slides = [{ media: url, alt: 'A kitchen' }];
  edit(page);
  const saved = await call('PUT', `/api/admin/page/draft?path=${path}`, { page, baseVersion: created.json.version });
  expect(saved.json.issues).toEqual([]);
  const pub = await call('POST', `/api/admin/page/publish?path=${path}`, { baseVersion: saved.json.version });
  expect(pub.status).toBe(200);
  return page;
}

/** The Open Graph and Twitter tags of a public page, by property or name. */
async function shareTags(path: string) {
  const html = await (await t.app.request(`${SITE}${path}`)).text();
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z:_]+)" content="([^"]*)">/g))
    tags[m[1]] = m[2].replace(/&amp;/g, '&').replace(/&#39;/g, "'");
  return tags;
}

describe(`sharing previews (${testEngine()})`, () => {
  it('shares a page with its SEO title and description and a 1200 × 630 crop of its hero around the focal point', async () => {
    const photo = await uploadAsset(await twoTonePortrait(), 'site-visit.jpg');
    expect((await call('PATCH', `/api/admin/media/${photo.id}`, { focus: { x: 0.5, y: 0.9 } })).status).toBe(200);
    const page = await publishPage('/kitchens', photo.url);
    const tags = await shareTags('/kitchens');
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:title': `${page.meta.title} | ${tags['og:site_name']}`,
      'og:description': page.meta.description,
      'og:url': `${SITE}/kitchens`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${SITE}/share-image/${photo.url.slice('/uploads/'.length)}\\?v=`));

    const image = await t.app.request(tags['og:image']);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    // The focal point low in the photo: the crop is the red bottom, not the blue top or the middle.
    const [r, , b] = (await sharp(bytes).stats()).channels;
    expect(r.mean).toBeGreaterThan(200);
    expect(b.mean).toBeLessThan(50);

    // Moving the focal point is a new address (apps that cached the old picture fetch the new one). The photo is
    // on a live page, so its focal point goes through the picture's draft and publish.
    const settings = (await call('GET', `/api/admin/picture?id=${photo.id}`)).json;
    const draft = await call('PUT', `/api/admin/picture/draft?id=${photo.id}`, {
      picture: { focus: { x: 0.5, y: 0.1 }, edit: null },
      baseVersion: settings.version,
    });
    expect(draft.status).toBe(200);
    const live = await call('POST', `/api/admin/picture/publish?id=${photo.id}`, { baseVersion: draft.json.version });
    expect(live.status).toBe(200);
    const moved = (await shareTags('/kitchens'))['og:image'];
    expect(moved).not.toBe(tags['og:image']);
    const [r2, , b2] = (await sharp(Buffer.from(await (await t.app.request(moved)).arrayBuffer())).stats()).channels;
    expect(b2.mean).toBeGreaterThan(200);
    expect(r2.mean).toBeLessThan(50);
  });

  it('shares a page with the title, description and picture chosen for sharing', async () => {
    const hero = await uploadAsset(await testImage('jpeg', 1600, 900, '#335577'), 'hero.jpg');
    const chosen = await uploadAsset(await testImage('jpeg', 1400, 1000, '#775533'), 'team.jpg');
    await publishPage('/offices', hero.url, (page) => {
      page.meta.share = {
        title: 'Office fit-outs that open on time',
        description: 'Nairobi offices designed, built and furnished by one team.',
        image: chosen.url,
      };
    });
    const tags = await shareTags('/offices');
    expect(tags['og:title']).toBe('Office fit-outs that open on time');
    expect(tags['og:description']).toBe('Nairobi offices designed, built and furnished by one team.');
    expect(tags['og:image']).toContain(`/share-image/${chosen.url.slice('/uploads/'.length)}?v=`);
    expect((await t.app.request(tags['og:image'])).status).toBe(200);
  });

  it("serves no share picture of a photo no live page shows (an upload, or a draft's, stays private, and the crops made stay as few as the pages)", async () => {
    const photo = await uploadAsset(await twoTonePortrait(), 'not-yet-on-a-page.jpg');
    const address = `/share-image/${photo.url.slice('/uploads/'.length)}`;
    expect((await t.app.request(`${SITE}${address}`)).status).toBe(404);
    await publishPage('/now-shown', photo.url);
    expect((await t.app.request(`${SITE}${address}`)).status).toBe(200);
  });

  it('refuses share pictures of what is not a stored image', async () => {
    for (const path of [
      '/share-image/_assets/nothing.jpg',
      '/share-image/..%2F..%2Fsite.db',
      '/share-image/',
      '/share-image/x.pdf',
    ])
      expect((await t.app.request(`${SITE}${path}`)).status, path).toBe(404);
  });
});

describe('the share crop', () => {
  it.each([
    // A landscape photo wider than 1.91 : 1 keeps its full height; the focal point picks the columns.
    [4000, 1000, { x: 0.5, y: 0.5 }, { left: 1048, top: 0, width: 1905, height: 1000 }],
    [4000, 1000, { x: 0, y: 0.5 }, { left: 0, top: 0, width: 1905, height: 1000 }],
    [4000, 1000, { x: 1, y: 0.5 }, { left: 2095, top: 0, width: 1905, height: 1000 }],
    // A phone photo keeps its full width; the focal point picks the rows, held inside the photo.
    [1000, 2000, { x: 0.5, y: 0.9 }, { left: 0, top: 1475, width: 1000, height: 525 }],
    [1000, 2000, { x: 0.5, y: 0.2 }, { left: 0, top: 138, width: 1000, height: 525 }],
    // Exactly 1200 × 630: all of it.
    [1200, 630, { x: 0.1, y: 0.1 }, { left: 0, top: 0, width: 1200, height: 630 }],
  ])('%i × %i around %o is %o', (width, height, focus, box) => {
    expect(shareCrop(width, height, focus)).toEqual(box);
  });
});
