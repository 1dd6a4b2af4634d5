import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useMemo } from 'preact/hooks';
import type { BatchCalibrationList, Calibration } from '../../client/types';
import { api } from './api';
import { ChartBox } from './chart-box';
import { DataTable, Loaded, Page, RubricOf } from './components';
import { formatNumber, formatTime, plural, shortId } from './format';
import { hrefOf } from './router';
import { useAsync } from './use-async';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

type Report = Calibration['report'];
type CriterionReport = Report['criteria'][number];
type Agreement = CriterionReport['machine_vs_human'];
type ContinuousAgreement = Report['overall']['machine_vs_human'];
type Disagreement = Report['largest_disagreements'][number];

const isOrdinal = (agreement: Agreement): agreement is Extract<Agreement, { confusion_matrix: number[][] }> =>
  'confusion_matrix' in agreement;

/** The one figure a criterion is compared by: quadratic-weighted κ on an ordinal scale, Spearman's ρ on a continuous one. */
const headlineOf = (agreement: Agreement | null): number | null =>
  agreement === null ? null : isOrdinal(agreement) ? agreement.quadratic_weighted_kappa : (agreement as ContinuousAgreement).spearman;

/** The calibrations of a batch, listed on its page (each opens the calibration view). */
export const BatchCalibrations = ({ batchId }: { batchId: string }) => {
  const list = useAsync(() => api.listBatchCalibrations(batchId), batchId);
  return (
    <section aria-labelledby="calibrations-heading">
      <h2 id="calibrations-heading">Calibrations</h2>
      <Loaded value={list}>{(value) => <CalibrationList list={value} />}</Loaded>
    </section>
  );
};

const CalibrationList = ({ list }: { list: BatchCalibrationList }) =>
  list.calibrations.length === 0 ? (
    <p class="muted">
      No calibration yet: score some of these conversations by hand and run <code>ccp calibrate {list.batch_id} ratings.csv</code>.
    </p>
  ) : (
    <DataTable
      label="Calibrations of this batch"
      columns={[
        { label: 'Calibration' },
        { label: 'Created' },
        { label: 'Ratings', numeric: true },
        { label: 'Auditors', numeric: true },
        { label: 'Overall MAE', numeric: true },
        { label: 'Overall Spearman ρ', numeric: true },
      ]}
    >
      {list.calibrations.map((calibration) => (
        <tr key={calibration.calibration_id}>
          <th scope="row">
            <a href={hrefOf({ view: 'calibration', batchId: list.batch_id, calibrationId: calibration.calibration_id })}>
              {shortId(calibration.calibration_id)}
            </a>
          </th>
          <td>{formatTime(calibration.created_at)}</td>
          <td class="num">{calibration.ratings}</td>
          <td class="num">{calibration.auditors}</td>
          <td class="num">{formatNumber(calibration.overall.mae, 3)}</td>
          <td class="num">{formatNumber(calibration.overall.spearman, 3)}</td>
        </tr>
      ))}
    </DataTable>
  );

interface CalibrationData {
  readonly calibration: Calibration;
  /** Where each conversation id first occurs in the batch: a scorecard is addressed by that index. */
  readonly indexOf: ReadonlyMap<string, number>;
}

const loadCalibration = async (batchId: string, calibrationId: string): Promise<CalibrationData> => {
  const [calibration, lines] = await Promise.all([api.getCalibration(batchId, calibrationId), api.results(batchId)]);
  const indexOf = new Map<string, number>();
  lines.forEach((line, index) => {
    if (!indexOf.has(line.conversation_id)) indexOf.set(line.conversation_id, index);
  });
  return { calibration, indexOf };
};

export const CalibrationPage = ({ batchId, calibrationId }: { batchId: string; calibrationId: string }) => {
  const data = useAsync(() => loadCalibration(batchId, calibrationId), `${batchId}/${calibrationId}`);
  return (
    <Page
      title="Calibration: machine vs human"
      subtitle={
        <>
          Calibration <code>{calibrationId}</code> of batch <a href={hrefOf({ view: 'batch', batchId })}>{batchId}</a>
        </>
      }
    >
      <Loaded value={data}>{(value) => <CalibrationView {...value} />}</Loaded>
    </Page>
  );
};

const CalibrationView = ({ calibration, indexOf }: CalibrationData) => {
  const report = calibration.report;
  const humanPairs = report.auditors.length >= 2;
  return (
    <>
      <dl class="facts">
        <dt>Rubric</dt>
        <dd>
          <RubricOf rubricId={calibration.rubric_id} version={calibration.rubric_version} />
        </dd>
        <dt>Created</dt>
        <dd>{formatTime(calibration.created_at)}</dd>
        <dt>Human ratings</dt>
        <dd>
          {plural(report.ratings, 'rating')} of {plural(report.conversations, 'conversation')}
        </dd>
        <dt>Auditors</dt>
        <dd>{report.auditors.join(', ')}</dd>
      </dl>
      {humanPairs ? null : (
        <p class="note">
          One auditor: there is no human–human agreement to hold the machine to. Calibrate with two or more auditors on the same calls.
        </p>
      )}
      {report.unscored_conversations.length > 0 ? (
        <p class="note">
          Left out (the machine could not score them):{' '}
          {report.unscored_conversations.map((id) => (
            <code key={id}>{id} </code>
          ))}
        </p>
      ) : null}
      <OverallTable report={report} />
      <CriteriaSection report={report} />
      <ConfusionMatrices report={report} />
      <Disagreements calibration={calibration} indexOf={indexOf} />
    </>
  );
};

const Stat = ({ value, name }: { value: number | null; name: string }) => (
  <td class="num" data-stat={name}>
    {formatNumber(value, 3)}
  </td>
);

const OverallTable = ({ report }: { report: Report }) => {
  const rows: [string, string, ContinuousAgreement | null][] = [
    ['machine-human', 'Machine vs human', report.overall.machine_vs_human],
    ['human-human', 'Human vs human', report.overall.human_vs_human],
  ];
  return (
    <section aria-labelledby="overall-heading">
      <h2 id="overall-heading">Overall score</h2>
      <DataTable
        label="Overall score agreement"
        columns={[
          { label: 'Pair' },
          { label: 'Pairs (n)', numeric: true },
          { label: 'MAE', numeric: true },
          { label: 'Pearson r', numeric: true },
          { label: 'Spearman ρ', numeric: true },
        ]}
      >
        {rows.map(([key, text, agreement]) => (
          <tr key={key} data-pair={key}>
            <th scope="row">{text}</th>
            {agreement ? (
              <>
                <td class="num">{agreement.n}</td>
                <Stat name="mae" value={agreement.mae} />
                <Stat name="pearson" value={agreement.pearson} />
                <Stat name="spearman" value={agreement.spearman} />
              </>
            ) : (
              <td colSpan={4} class="muted">
                fewer than two auditors on any conversation
              </td>
            )}
          </tr>
        ))}
      </DataTable>
    </section>
  );
};

/** One pair's figures for a criterion: ordinal n, exact agreement, κ; continuous n, MAE, Spearman. */
const AgreementCells = ({ agreement }: { agreement: Agreement | null }) => {
  if (!agreement)
    return (
      <td colSpan={3} class="muted">
        —
      </td>
    );
  return isOrdinal(agreement) ? (
    <>
      <td class="num">{agreement.n}</td>
      <Stat name="exact_agreement" value={agreement.exact_agreement} />
      <Stat name="quadratic_weighted_kappa" value={agreement.quadratic_weighted_kappa} />
    </>
  ) : (
    <>
      <td class="num">{agreement.n}</td>
      <Stat name="mae" value={(agreement as ContinuousAgreement).mae} />
      <Stat name="spearman" value={(agreement as ContinuousAgreement).spearman} />
    </>
  );
};

const CriteriaSection = ({ report }: { report: Report }) => (
  <section aria-labelledby="criteria-heading">
    <h2 id="criteria-heading">Per criterion</h2>
    <p class="muted">
      Ordinal criteria: exact agreement and quadratic-weighted Cohen's κ. Continuous criteria: mean absolute error (on the criterion's
      range) and Spearman's ρ. Human vs human compares every pair of auditors who scored the same conversation.
    </p>
    <AgreementChart report={report} />
    <table class="data" aria-label="Agreement per criterion">
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Criterion
          </th>
          <th scope="col" rowSpan={2}>
            Scale
          </th>
          <th scope="colgroup" colSpan={3}>
            Machine vs human
          </th>
          <th scope="colgroup" colSpan={3}>
            Human vs human
          </th>
        </tr>
        <tr>
          {['machine', 'human'].flatMap((pair) =>
            ['n', 'Exact / MAE', 'κ / ρ'].map((heading) => (
              <th key={`${pair}-${heading}`} scope="col" class="num">
                {heading}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {report.criteria.map((criterion) => (
          <tr key={criterion.criterion_id} data-criterion-id={criterion.criterion_id}>
            <th scope="row">{criterion.name}</th>
            <td>{criterion.scale_type === 'ordinal' ? `ordinal (${criterion.labels?.join(' · ') ?? ''})` : 'continuous'}</td>
            <AgreementCells agreement={criterion.machine_vs_human} />
            <AgreementCells agreement={criterion.human_vs_human} />
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);

/** Machine–human beside human–human, per criterion (κ or ρ): the bar the machine has to reach is the humans' own. */
const AgreementChart = ({ report }: { report: Report }) => {
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: report.criteria.map((c) => `${c.name} (${c.scale_type === 'ordinal' ? 'κ' : 'ρ'})`),
        datasets: [
          { label: 'Machine vs human', data: report.criteria.map((c) => headlineOf(c.machine_vs_human)), backgroundColor: '#1f4e79' },
          { label: 'Human vs human', data: report.criteria.map((c) => headlineOf(c.human_vs_human)), backgroundColor: '#b35c00' },
        ],
      },
      options: {
        scales: {
          y: { min: -1, max: 1, title: { display: true, text: 'κ (ordinal) · Spearman ρ (continuous)' } },
          x: { grid: { display: false } },
        },
      },
    }),
    [report],
  );
  return (
    <ChartBox
      label="Bar chart of each criterion's κ or Spearman ρ, machine vs human beside human vs human; the table below lists the same figures"
      config={config}
    />
  );
};

const ConfusionMatrices = ({ report }: { report: Report }) => {
  const ordinal = report.criteria.filter((c) => isOrdinal(c.machine_vs_human));
  if (ordinal.length === 0) return null;
  return (
    <section aria-labelledby="confusion-heading">
      <h2 id="confusion-heading">Confusion matrices (machine vs human)</h2>
      <div class="matrices">
        {ordinal.map((criterion) => {
          const matrix = (criterion.machine_vs_human as Extract<Agreement, { confusion_matrix: number[][] }>).confusion_matrix;
          // A criterion that allows N/A has one more category, last: N/A.
          const scaleLabels = criterion.labels ?? matrix.map((_, i) => String(i));
          const labels = matrix.length > scaleLabels.length ? [...scaleLabels, 'N/A'] : scaleLabels;
          return (
            <table key={criterion.criterion_id} class="data compact confusion" data-criterion-id={criterion.criterion_id}>
              <caption>{criterion.name}: rows human, columns machine</caption>
              <thead>
                <tr>
                  <td />
                  {labels.map((label) => (
                    <th key={label} scope="col" class="num">
                      machine: {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.map((row, i) => (
                  <tr key={i}>
                    <th scope="row">human: {labels[i]}</th>
                    {row.map((count, j) => (
                      <td key={j} class={`num${i === j ? ' diagonal' : ''}`}>
                        {count}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
};

/** A null score is an N/A answer (a criterion that allows N/A). */
const scoreText = (score: number | null, label: string | undefined) =>
  score === null ? 'N/A' : label === undefined ? formatNumber(score) : `${label} (${score})`;

const Disagreements = ({ calibration, indexOf }: CalibrationData) => {
  const disagreements = calibration.report.largest_disagreements;
  const names = new Map(calibration.report.criteria.map((c) => [c.criterion_id, c.name]));
  return (
    <section aria-labelledby="disagreements-heading">
      <h2 id="disagreements-heading">Largest disagreements</h2>
      {disagreements.length === 0 ? (
        <p class="muted">The machine and the humans agree on every rated score.</p>
      ) : (
        <DataTable
          label="Largest disagreements"
          columns={[
            { label: 'Conversation' },
            { label: 'Criterion' },
            { label: 'Auditor' },
            { label: 'Human' },
            { label: 'Machine' },
            { label: 'Gap', numeric: true },
            { label: "Machine's evidence" },
          ]}
        >
          {disagreements.map((d: Disagreement, i) => {
            const index = indexOf.get(d.conversation_id);
            return (
              <tr key={i} data-conversation-id={d.conversation_id} data-criterion-id={d.criterion_id}>
                <th scope="row">
                  {index === undefined ? (
                    <code>{d.conversation_id}</code>
                  ) : (
                    <a href={hrefOf({ view: 'conversation', batchId: calibration.batch_id, index })}>{d.conversation_id}</a>
                  )}
                </th>
                <td>{names.get(d.criterion_id) ?? d.criterion_id}</td>
                <td>{d.auditor_id}</td>
                <td>{scoreText(d.human_score, d.human_label)}</td>
                <td>{scoreText(d.machine_score, d.machine_label)}</td>
                <td class="num" title="On the criterion's scale mapped to 0–1">
                  {formatNumber(d.gap, 3)}
                </td>
                <td>
                  {d.machine_evidence.map((evidence, k) => (
                    <q key={k} class="quote">
                      {evidence.excerpt}
                    </q>
                  ))}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
};
