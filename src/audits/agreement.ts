import { sampleCorrelation, sampleRankCorrelation } from 'simple-statistics';

/**
 * Agreement statistics between two raters over the same items (machine vs human, or human vs human). Each
 * returns null where the statistic is undefined (too few pairs, or no variance to compare), never NaN.
 */

/** Ordinal ratings are label indices 0..categories-1; continuous ratings are values on the criterion's range. */
export type Ratings = readonly number[];

const samePairs = (a: Ratings, b: Ratings): void => {
  if (a.length !== b.length) throw new RangeError(`paired ratings differ in length (${a.length} and ${b.length})`);
};

const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** Share of pairs with the same rating. */
export const exactAgreement = (a: Ratings, b: Ratings): number | null => {
  samePairs(a, b);
  if (a.length === 0) return null;
  return a.filter((rating, i) => rating === b[i]).length / a.length;
};

/** counts[i][j]: how often rater a chose category i while rater b chose j. */
export const confusionMatrix = (a: Ratings, b: Ratings, categories: number): number[][] => {
  samePairs(a, b);
  const counts = Array.from({ length: categories }, () => new Array<number>(categories).fill(0));
  a.forEach((rating, i) => {
    const row = counts[rating];
    const column = b[i] as number;
    if (!row || column < 0 || column >= categories) throw new RangeError(`rating outside 0..${categories - 1}: (${rating}, ${column})`);
    row[column] = (row[column] as number) + 1;
  });
  return counts;
};

/**
 * Cohen's κ with quadratic weights wᵢⱼ = (i − j)² / (k − 1)²: κ = 1 − Σ w·observed / Σ w·expected, where expected
 * is the outer product of the two raters' marginals. With two categories it equals Cohen's unweighted κ.
 */
export const quadraticWeightedKappa = (a: Ratings, b: Ratings, categories: number): number | null => {
  const observed = confusionMatrix(a, b, categories);
  const n = a.length;
  if (n === 0 || categories < 2) return null;
  const rowTotals = observed.map((row) => row.reduce((sum, count) => sum + count, 0));
  const columnTotals = observed[0]!.map((_, j) => observed.reduce((sum, row) => sum + (row[j] as number), 0));
  let observedDisagreement = 0;
  let expectedDisagreement = 0;
  for (let i = 0; i < categories; i++) {
    for (let j = 0; j < categories; j++) {
      const weight = (i - j) ** 2 / (categories - 1) ** 2;
      observedDisagreement += (weight * (observed[i]![j] as number)) / n;
      expectedDisagreement += (weight * (rowTotals[i] as number) * (columnTotals[j] as number)) / (n * n);
    }
  }
  return expectedDisagreement === 0 ? null : 1 - observedDisagreement / expectedDisagreement;
};

export const meanAbsoluteError = (a: Ratings, b: Ratings): number | null => {
  samePairs(a, b);
  if (a.length === 0) return null;
  return a.reduce((sum, rating, i) => sum + Math.abs(rating - (b[i] as number)), 0) / a.length;
};

/** Pearson's r (simple-statistics' sample correlation). */
export const pearson = (a: Ratings, b: Ratings): number | null => {
  samePairs(a, b);
  return a.length < 2 ? null : finiteOrNull(sampleCorrelation([...a], [...b]));
};

/** Spearman's ρ: Pearson's r of the ranks, ties given their average rank (simple-statistics). */
export const spearman = (a: Ratings, b: Ratings): number | null => {
  samePairs(a, b);
  return a.length < 2 ? null : finiteOrNull(sampleRankCorrelation([...a], [...b]));
};
