/** A one-line progress bar on a terminal; on a pipe or in CI, a line per tenth. */
export function progressBar(label: string) {
  const started = performance.now();
  let lastTenth = -1;
  let shown = false;
  return {
    update: (done: number, total: number, what: string) => {
      const share = total ? done / total : 1;
      if (process.stdout.isTTY) {
        const width = 28;
        const filled = Math.round(share * width);
        const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${(done / 1048576).toFixed(1)}/${(total / 1048576).toFixed(1)} MB ${what.slice(-40)}`;
        process.stdout.write(`\r${line.padEnd(process.stdout.columns ? process.stdout.columns - 1 : 100)}`);
        shown = true;
      } else if (Math.floor(share * 10) > lastTenth) {
        lastTenth = Math.floor(share * 10);
        console.log(`${label}: ${lastTenth * 10}% (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    },
    done: () => {
      if (shown) process.stdout.write('\n');
    },
  };
}
