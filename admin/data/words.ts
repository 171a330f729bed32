/**
 * A count with its noun, singular for exactly one: "1 file", "3 files", "0 files".
 * Every count the admin shows goes through here, so none reads "1 files".
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
}
