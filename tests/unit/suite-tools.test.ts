import { describe, expect, it } from 'vitest';
import { prepareSuiteTools, SUITE_TOOLS, type SuiteTool } from '../support/suite-tools';

describe('the programs npm test prepares in the background', () => {
  it('looks for each in turn, reports one that cannot be had and still looks for the rest', () => {
    const asked: string[] = [];
    const tool = (name: string, result: () => string): SuiteTool => ({
      name,
      neededBy: 'unit',
      find: () => {
        asked.push(name);
        return result();
      },
    });
    const logged: string[] = [];
    const lines = prepareSuiteTools(
      [
        tool('first', () => '/usr/bin/first'),
        tool('second', () => {
          throw new Error('No second found. Install it (apt-get install second)\nmore detail');
        }),
        tool('third', () => '/usr/bin/third'),
      ],
      (s) => logged.push(s),
    );
    expect(asked).toEqual(['first', 'second', 'third']);
    expect(lines[0]).toMatch(/^first: \/usr\/bin\/first \(\d+\.\d s\)$/);
    expect(lines[1]).toMatch(
      /^second: not available \(No second found\. Install it \(apt-get install second\)\); the unit step will say so/,
    );
    expect(lines[1]).not.toContain('more detail');
    expect(lines[2]).toMatch(/^third: \/usr\/bin\/third/);
    expect(logged).toEqual(lines);
  });

  it('prepares what the unit step needs first, and every program a test starts', () => {
    expect(SUITE_TOOLS.map((t) => t.name)).toEqual(['ffmpeg and ffprobe', 'PostgreSQL', 'nginx', 'Chromium']);
    expect(SUITE_TOOLS.slice(0, 2).every((t) => t.neededBy.includes('unit'))).toBe(true);
  });
});
