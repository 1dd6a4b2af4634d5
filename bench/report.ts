/** What every `bench/*.bench.ts` module exports as `run`: a report to print, never an assertion. */
export interface BenchReport {
  readonly title: string;
  /** Printed as is. */
  readonly lines: readonly string[];
  /** Written to bench/out/<module>.json. */
  readonly data: unknown;
}

export type Bench = () => Promise<BenchReport>;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Left-aligned text table. */
export const table = (header: readonly string[], rows: readonly (readonly string[])[]): string[] => {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (row: readonly string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)];
};
