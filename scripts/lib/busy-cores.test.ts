import { describe, expect, it } from 'vitest';
import { steadyBusyCores } from './busy-cores';

describe('other work on the machine', () => {
  it('is the middle reading: a burst of the step before and one pause both left out, readings kept in order', async () => {
    const given = [1.9, 0.1, 0.2, 0.3, 0.2];
    const asked: number[] = [];
    const read = async (ms: number) => {
      asked.push(ms);
      return given[asked.length - 1]!;
    };
    expect(await steadyBusyCores(5, 500, read)).toEqual({ middle: 0.2, readings: given });
    expect(asked).toEqual([500, 500, 500, 500, 500]);
  });

  it('of three readings is the second largest', async () => {
    const given = [2, 0, 1.5];
    let i = 0;
    expect((await steadyBusyCores(3, 10, async () => given[i++]!)).middle).toBe(1.5);
  });
});
