import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useMemo } from 'preact/hooks';
import { ChartBox } from './chart-box';
import { DataTable } from './components';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface Bin {
  readonly low: number;
  readonly high: number;
  readonly count: number;
}

const BIN_COUNT = 10;

/** Scores in BIN_COUNT equal bins over [min, max]: each bin holds low ≤ score < high, the last also max itself. */
export const binScores = (scores: readonly number[], min: number, max: number): Bin[] => {
  const width = (max - min) / BIN_COUNT;
  const bins = Array.from({ length: BIN_COUNT }, (_, i) => ({
    low: min + i * width,
    high: i === BIN_COUNT - 1 ? max : min + (i + 1) * width,
    count: 0,
  }));
  for (const score of scores) {
    const index = Math.min(BIN_COUNT - 1, Math.max(0, Math.floor((score - min) / width)));
    bins[index]!.count += 1;
  }
  return bins;
};

const rangeLabel = (bin: Bin, last: boolean) => `${+bin.low.toFixed(2)}–${+bin.high.toFixed(2)}${last ? ' (inclusive)' : ''}`;

/**
 * The distribution of overall scores: a Chart.js bar chart, and the same numbers as a table beside it, which is
 * what screen readers (and tests) read.
 */
export const ScoreHistogram = ({ bins }: { bins: readonly Bin[] }) => {
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: bins.map((bin) => `${+bin.low.toFixed(1)}–${+bin.high.toFixed(1)}`),
        datasets: [{ label: 'Conversations', data: bins.map((bin) => bin.count), backgroundColor: '#2f5d8a', borderRadius: 3 }],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: {
          x: { title: { display: true, text: 'Overall score' }, grid: { display: false } },
          y: { title: { display: true, text: 'Conversations' }, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    }),
    [bins],
  );
  return (
    <div class="histogram">
      <ChartBox label="Histogram of overall scores; the table beside it lists the same counts" config={config} />
      <DataTable label="Score distribution" compact columns={[{ label: 'Overall score' }, { label: 'Conversations', numeric: true }]}>
        {bins.map((bin, i) => (
          <tr key={i} data-low={bin.low} data-high={bin.high}>
            <th scope="row">{rangeLabel(bin, i === bins.length - 1)}</th>
            <td class="num">{bin.count}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
};
