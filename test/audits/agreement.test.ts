import { confusionMatrix, exactAgreement, meanAbsoluteError, pearson, quadraticWeightedKappa, spearman } from '../../src/audits/agreement';

/** Expands a published contingency table (rows: rater a, columns: rater b) into paired ratings. */
const fromTable = (table: number[][]) => {
  const a: number[] = [];
  const b: number[] = [];
  table.forEach((row, i) =>
    row.forEach((count, j) => {
      for (let k = 0; k < count; k++) {
        a.push(i);
        b.push(j);
      }
    }),
  );
  return { a, b };
};

const shift = (ratings: number[], by: number) => ratings.map((r) => r - by);

describe('quadratic-weighted Cohen κ against published worked examples', () => {
  it('Maple EssayTools QuadraticWeightedKappa, example 1: 0.758620689655172 (scores 1–10)', () => {
    const kappa = quadraticWeightedKappa(shift([9, 7, 8, 7, 6, 8, 3, 5, 10], 1), shift([8, 8, 6, 6, 7, 6, 1, 4, 8], 1), 10);
    expect(kappa).toBeCloseTo(0.758620689655172, 12);
  });

  it('Maple EssayTools QuadraticWeightedKappa, example 2: 0.438095238095238', () => {
    const kappa = quadraticWeightedKappa(shift([9, 7, 8, 7, 6, 8, 3, 5, 10], 1), shift([3, 5, 6, 6, 7, 6, 1, 4, 8], 1), 10);
    expect(kappa).toBeCloseTo(0.438095238095238, 12);
  });

  it('a 6-category confusion matrix worked with NumPy: 0.817', () => {
    const { a, b } = fromTable([
      [9, 5, 2, 0, 0, 0],
      [4, 7, 1, 0, 0, 0],
      [1, 2, 4, 0, 1, 0],
      [0, 1, 1, 5, 1, 0],
      [0, 0, 0, 1, 2, 1],
      [0, 0, 0, 0, 0, 1],
    ]);
    expect(quadraticWeightedKappa(a, b, 6)).toBeCloseTo(0.817, 3);
  });

  it("equals Cohen's unweighted κ with two categories (Wikipedia: 20/5/10/15 → κ = 0.4, agreement 0.7)", () => {
    const { a, b } = fromTable([
      [20, 5],
      [10, 15],
    ]);
    expect(quadraticWeightedKappa(a, b, 2)).toBeCloseTo(0.4, 12);
    expect(exactAgreement(a, b)).toBeCloseTo(0.7, 12);
  });

  it('is 1 for perfect agreement and undefined (null) when both raters use one category only', () => {
    expect(quadraticWeightedKappa([0, 1, 2, 2], [0, 1, 2, 2], 3)).toBe(1);
    expect(quadraticWeightedKappa([1, 1, 1], [1, 1, 1], 3)).toBeNull();
  });

  it('refuses a rating outside the scale rather than miscounting it', () => {
    expect(() => quadraticWeightedKappa([0, 3], [0, 1], 3)).toThrow(RangeError);
  });
});

describe('continuous agreement', () => {
  it("Spearman's ρ: Wikipedia's IQ vs hours of TV example, ρ = −29/165", () => {
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    expect(spearman(iq, tv)).toBeCloseTo(-29 / 165, 12);
  });

  it("Spearman's ρ gives ties their average rank", () => {
    // Ranks 1, 2.5, 2.5, 4 against 1..4: r = 4.5 / √(4.5 · 5).
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(4.5 * 5), 12);
  });

  it("Pearson's r: Anscombe's quartet, data set I, r = 0.816", () => {
    const x = [10, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5];
    const y = [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68];
    expect(pearson(x, y)).toBeCloseTo(0.81642, 5);
  });

  it('correlations are null, not NaN, without variance or with fewer than two pairs', () => {
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(spearman([5], [3])).toBeNull();
  });

  it('mean absolute error', () => {
    expect(meanAbsoluteError([1, 2, 3], [2, 2, 5])).toBeCloseTo(1, 12);
    expect(meanAbsoluteError([], [])).toBeNull();
  });
});

it('the confusion matrix counts rater a by row and rater b by column', () => {
  expect(confusionMatrix([0, 0, 1, 2], [0, 1, 1, 1], 3)).toEqual([
    [1, 1, 0],
    [0, 1, 0],
    [0, 1, 0],
  ]);
});
