const shown = (v: string | undefined) =>
  v === undefined ? 'unset' : JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);

/**
 * Variables a library sets for the whole process the first time it loads, the same for every file after: the
 * first file of a worker to load it is not leaking anything.
 */
export const SET_ON_LOAD: Record<string, string> = {
  VIPSHOME: 'libvips (sharp) sets it when sharp first loads',
};

/** Notes a module singleton's state; the function it returns names what changed since, if anything. */
export type SingletonWatch = () => () => string[];

/**
 * Notes what a test file could leave behind for the next file of its worker
 * (see tests/setup-leaks.ts): process.env, and the singletons given; the
 * function it returns says, in words, what has changed since (empty when
 * the process is as it was).
 */
export function watchForLeaks(singletons: SingletonWatch[] = []): () => string[] {
  const envBefore: Record<string, string | undefined> = { ...process.env };
  const changedSingletons = singletons.map((watch) => watch());
  return () => {
    const left: string[] = [];
    for (const key of new Set([...Object.keys(envBefore), ...Object.keys(process.env)])) {
      if (key in SET_ON_LOAD) continue;
      const now = process.env[key];
      if (now !== envBefore[key])
        left.push(`process.env.${key}: ${shown(envBefore[key])} before the file, ${shown(now)} after`);
    }
    for (const changed of changedSingletons) left.push(...changed());
    return left;
  };
}
