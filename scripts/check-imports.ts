import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

/**
 * The house rules of .dependency-cruiser.cjs over the project's source
 * folders: prints one line per forbidden import and exits non-zero on any.
 * Run by `npm test`; `checkImports` is exported so a test can point it at a
 * tree with violating imports and prove each rule still fails.
 */
export const SOURCE_DIRS = [
  'engine',
  'contracts',
  'platform',
  'blocks',
  'admin',
  'site-config',
  'media',
  'api',
  'app',
  'scripts',
];

export interface ImportViolation {
  rule: string;
  from: string;
  to: string;
}

export async function checkImports(
  baseDir: string,
  dirs: string[] = SOURCE_DIRS,
): Promise<{ violations: ImportViolation[]; modules: number }> {
  const config = createRequire(import.meta.url)(
    resolve(import.meta.dirname, '../.dependency-cruiser.cjs'),
  ) as IConfiguration;
  const previous = process.cwd();
  // dependency-cruiser resolves the listed folders against the working directory.
  process.chdir(baseDir);
  try {
    const { output } = await cruise(dirs, {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      baseDir,
    });
    const result = output as ICruiseResult;
    const violations = result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
    return { violations, modules: result.summary.totalCruised };
  } finally {
    process.chdir(previous);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  const { violations, modules } = await checkImports(root);
  for (const v of violations) console.error(`${v.rule}: ${v.from} → ${v.to}`);
  if (violations.length) {
    console.error(
      `\n${violations.length} import${violations.length === 1 ? '' : 's'} break the house rules (.dependency-cruiser.cjs; README "The house").`,
    );
    process.exit(1);
  }
  console.log(`Import rules hold: ${modules} modules checked.`);
}
