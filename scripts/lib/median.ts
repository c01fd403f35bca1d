/**
 * The median of Lighthouse's runs of one page: the budget is judged on it rather than on the best run,
 * so one lucky run on a busy machine cannot pass a page, nor one unlucky run fail it.
 */

/** The median of an odd or even number of scores (the mean of the middle two when even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("The median of no values is undefined.");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The run whose score is the median one (of an odd number of runs): its report is the one kept, so
 * the audits printed for a page under budget are those of the run that set its score.
 */
export function medianRun<T>(runs: readonly T[], scoreOf: (run: T) => number): T {
  if (runs.length % 2 === 0)
    throw new Error(`The median run needs an odd number of runs, not ${runs.length}.`);
  const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}
