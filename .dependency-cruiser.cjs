/**
 * The house rules: which part of the code may import which. `npm test` runs
 * them (step "imports"); scripts/check-imports.test.ts proves each rule still
 * fails on a violating import.
 *
 * dependency-cruiser reads TypeScript through the `typescript` package's
 * JavaScript API: TypeScript 7 (`typescript-native`, used by `npm run
 * typecheck`) has none, so `typescript` stays pinned at 6.0.3 for this.
 *
 * Tests, stories, fixtures and test helpers may reach across layers (a test
 * composes the app it tests), so the rules look only at shipped code.
 */
const notShipped = '(\\.(test|stories)\\.tsx?$|/__fixtures__/|^tests/|^\\.storybook/)';
const project = '^(engine|contracts|platform|blocks|admin|site-config|media|api|app|scripts)/';

/**
 * The cycles that may stay, each named with why it is harmless. Every other
 * cycle fails the no-circular rule below: a cycle of modules that run code
 * when they load makes the order they load in matter (a value read before
 * its module has finished is undefined), and hides which part is the lower.
 */
const allowedCycles = [
  {
    files: ['^admin/screens/page-editor/fields/(BlockFields|MediaWidget|MediaPreview|LinkWidget)\\.tsx$'],
    why: "type-only: the field widgets take BlockFields' FieldsContext and SlotState types; only BlockFields imports code",
  },
  {
    files: ['^admin/screens/navigation-editor/(MenuItemRow|MenuList)\\.tsx$'],
    why: 'a recursive tree: a menu row shows its sub-menu as a list of rows',
  },
  {
    files: ['^admin/screens/upload-manager/(upload-client|resumable-client)\\.ts$'],
    why: "type-only at load time: upload-client loads the resumable client lazily (its own chunk), which takes upload-client's UploadOutcome type",
  },
  {
    files: ['^contracts/rich-text(-words)?\\.ts$'],
    why: "type-only: rich-text-words reads documents without zod (so islands stay free of it) and takes the document's types from rich-text's schema, which re-exports its functions",
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module may import itself through others. The cycles named in allowedCycles above stay, each with its reason; a cycle through any other module fails.',
      severity: 'error',
      from: { pathNot: notShipped },
      to: { circular: true, via: { pathNot: allowedCycles.flatMap((c) => c.files).join('|') } },
    },
    {
      name: 'engine-imports-nothing-of-ours',
      comment:
        'The engine is generic: it is handed the registry, the pages and the shell, and imports nothing of the project.',
      severity: 'error',
      from: { path: '^engine/', pathNot: notShipped },
      to: { path: project, pathNot: '^engine/' },
    },
    {
      name: 'contracts-import-only-zod',
      comment:
        'Contracts are request and response schemas shared by the API and the UI: zod and nothing of the project.',
      severity: 'error',
      from: { path: '^contracts/', pathNot: notShipped },
      to: { path: project, pathNot: '^contracts/' },
    },
    {
      name: 'contracts-import-no-packages-but-zod',
      severity: 'error',
      from: { path: '^contracts/', pathNot: notShipped },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'],
        pathNot: '(^|/)node_modules/zod/',
      },
    },
    {
      name: 'platform-imports-nothing-above-it',
      comment:
        'platform/ is the layer below the API and the media store (the database engine check, the change feed, the leased job queue and its poller): it is handed its database and imports nothing of ours above it.',
      severity: 'error',
      from: { path: '^platform/', pathNot: notShipped },
      to: { path: project, pathNot: '^platform/' },
    },
    {
      name: 'public-blocks-import-no-admin-api-media',
      comment:
        'A public block ships to visitors: it may use the engine and the contracts, never admin code, the server or the media store.',
      severity: 'error',
      from: { path: '^blocks/', pathNot: notShipped },
      to: { path: '^(admin|platform|api|media|app|scripts)/' },
    },
    {
      name: 'admin-imports-no-server',
      comment:
        "The admin is a browser app: it talks to the API over HTTP through the contracts and the typed client, never by importing it (AppType aside, type-only: see the next rule), the media store, the platform or the engine's server side. It may read the public blocks (the page editor builds its forms from their schemas).",
      severity: 'error',
      from: { path: '^admin/', pathNot: notShipped },
      to: { path: '^(platform|api|media|app|scripts|engine/server)/', pathNot: '^api/modules\\.ts$' },
    },
    {
      name: 'admin-imports-only-the-api-type',
      comment:
        "The admin's typed client (hono/client) needs the API's route table as a type, AppType in api/modules.ts: `import type` of it is allowed, since the compiler erases it and no server code reaches the admin bundle. Importing a value from it would bundle the server.",
      severity: 'error',
      from: { path: '^admin/', pathNot: notShipped },
      to: { path: '^api/modules\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'content-imports-no-api-media',
      comment: 'site-config is content: data typed by the engine and the blocks, no server code.',
      severity: 'error',
      from: { path: '^site-config/', pathNot: notShipped },
      to: { path: '^(platform|api|media|app|scripts)/' },
    },
    {
      name: 'api-imports-no-blocks-or-content',
      comment: 'The API serves data; it knows no block, admin screen or page content (the app wires those in).',
      severity: 'error',
      from: { path: '^api/', pathNot: notShipped },
      to: { path: '^(blocks|admin|site-config|app|scripts)/' },
    },
    {
      name: 'media-imports-no-api',
      comment: 'The media store is handed its database; it never reaches into the API.',
      severity: 'error',
      from: { path: '^media/', pathNot: notShipped },
      to: { path: '^(api|blocks|admin|site-config|app|scripts)/' },
    },
    {
      name: 'shipped-code-imports-no-test-support',
      comment:
        'tests/support/ builds test apps and servers; nothing the site runs may load it. The scripts may (the bench builds test apps).',
      severity: 'error',
      from: { path: '^(engine|contracts|platform|blocks|admin|site-config|media|api|app)/', pathNot: notShipped },
      to: { path: '^tests/' },
    },
    {
      name: 'only-scripts-import-the-app',
      comment: 'app/ is the composition root: only the command-line scripts start it.',
      severity: 'error',
      from: { path: project, pathNot: `^(app|scripts)/|${notShipped}` },
      to: { path: '^app/' },
    },
  ],
  options: {
    parser: 'tsc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.css'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
