import type { z } from 'zod';

/** `blocks[2].props.items` from a zod issue path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/** One line per problem: `file: json.path: rule`. */
export function formatIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`);
}

export class PageValidationError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid page files (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`,
    );
    this.name = 'PageValidationError';
  }
}
