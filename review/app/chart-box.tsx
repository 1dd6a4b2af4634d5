import { Chart, type ChartConfiguration, type ChartType } from 'chart.js';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A Chart.js chart, without animation and filling its box: an image named by `label` to assistive technology (a
 * table beside it holds the same figures). It is drawn again when `config` changes: memoize it.
 */
export const ChartBox = <T extends ChartType>({ label, config }: { label: string; config: ChartConfiguration<T> }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      // Chart.js's option types, per chart type, do not follow a spread of a generic type's options.
      options: { animation: false, responsive: true, maintainAspectRatio: false, ...config.options } as ChartConfiguration<T>['options'],
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div class="chart-box">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
};
