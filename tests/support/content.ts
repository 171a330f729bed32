import { loadSiteContent, type SiteContent } from '../../app/content';

/**
 * The site's page files validated once per test process, not once per test
 * app: every API test file builds apps in `beforeEach`, and validating every
 * page against the block schemas was a large part of each build. The page
 * files in the repository do not change while tests run (a test that edits
 * page files works on a folder of its own, `ComposeOptions.root`, and is not
 * memoized). The content is frozen, so code that changed it in place would
 * throw here instead of leaking into the next test app.
 */
const loaded = new Map<string, Promise<SiteContent>>();

export function testSiteContent(extraDirs: string[] = []): Promise<SiteContent> {
  const key = JSON.stringify(extraDirs);
  let content = loaded.get(key);
  if (!content) {
    content = loadSiteContent({ extraDirs }).then(deepFreeze);
    // A failed validation is reported to every test that asks, not kept as the answer.
    content.catch(() => loaded.delete(key));
    loaded.set(key, content);
  }
  return content;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
