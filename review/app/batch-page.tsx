import { useCallback, useMemo, useState } from 'preact/hooks';
import {
  isAuditError,
  TERMINAL_BATCH_STATUSES,
  type AuditBatch,
  type AuditResult,
  type AuditResultLine,
  type Criterion,
  type Rubric,
} from '../../client/types';
import { api } from './api';
import { SourceFacts, SourceReport } from './batch-source';
import { BatchCalibrations } from './calibration-page';
import { DataTable, Loaded, Page, Progress, RubricLabel, ScoredBy, StatusBadge } from './components';
import { FLAG_TEXT, flagsOf } from './flags';
import { formatCriterionMean, formatCriterionScore, formatNumber, formatTime, plural } from './format';
import { binScores, ScoreHistogram } from './histogram';
import { hrefOf } from './router';
import { useAsync, usePolling } from './use-async';

interface BatchData {
  readonly batch: AuditBatch;
  readonly rubric: Rubric;
  /** Absent until the batch finishes (the results route answers 409 before). */
  readonly lines?: readonly AuditResultLine[];
}

const loadBatch = async (batchId: string): Promise<BatchData> => {
  const batch = await api.getAudit(batchId);
  const [rubric, lines] = await Promise.all([
    api.getRubric(batch.rubric_id, batch.rubric_version),
    TERMINAL_BATCH_STATUSES.includes(batch.status) ? api.results(batchId) : Promise.resolve(undefined),
  ]);
  return { batch, rubric, ...(lines ? { lines } : {}) };
};

export const BatchPage = ({ batchId }: { batchId: string }) => {
  const [reload, setReload] = useState(0);
  const data = useAsync(() => loadBatch(batchId), batchId, reload);
  const running = data.state === 'loaded' && !TERMINAL_BATCH_STATUSES.includes(data.value.batch.status);
  usePolling(
    useCallback(async () => setReload((n) => n + 1), []),
    2000,
    running,
  );
  return (
    <Page title="Audit batch" subtitle={<code>{batchId}</code>}>
      <Loaded value={data}>{(value) => <BatchView {...value} />}</Loaded>
    </Page>
  );
};

const BatchView = ({ batch, rubric, lines }: BatchData) => {
  const criteria = rubric.criteria;
  return (
    <>
      <dl class="facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={batch.status} />
        </dd>
        <dt>Progress</dt>
        <dd>
          <Progress done={batch.counts.scored + batch.counts.failed} total={batch.counts.total} status={batch.status} /> (
          {batch.counts.scored} scored, {batch.counts.failed} failed)
        </dd>
        <SourceFacts batch={batch} />
        <dt>Rubric</dt>
        <dd>
          <RubricLabel rubric={rubric} version={batch.rubric_version} /> (scale {rubric.min_score}–{rubric.max_score})
        </dd>
        <dt>Created</dt>
        <dd>{formatTime(batch.created_at)}</dd>
        <dt>Completed</dt>
        <dd>{formatTime(batch.completed_at)}</dd>
        <dt>Mean overall score</dt>
        <dd>{formatNumber(batch.summary?.mean_overall_score)}</dd>
      </dl>
      {batch.review_queue ? (
        <nav class="toolbar" aria-label="Reviewing this batch">
          <a href={hrefOf({ view: 'queue', batchId: batch.batch_id })}>
            Review queue ({batch.review_queue.size} queued, {batch.reviews.conversations_reviewed} reviewed)
          </a>
          <a href={hrefOf({ view: 'insights', rubricId: batch.rubric_id, query: { groupBy: 'agent' } })}>Insights for this rubric</a>
        </nav>
      ) : null}
      <SourceReport batch={batch} />
      {lines ? (
        <ScoredBy
          evaluators={lines.flatMap((line) => (!isAuditError(line) && typeof line.evaluator === 'string' ? [line.evaluator] : []))}
        />
      ) : null}
      {lines ? (
        <Results batch={batch} rubric={rubric} lines={lines} />
      ) : (
        <p role="status" class="muted">
          Results appear when the batch finishes; this page updates itself.
        </p>
      )}
      {batch.summary ? (
        <section aria-labelledby="means-heading">
          <h2 id="means-heading">Per-criterion means</h2>
          <DataTable label="Per-criterion means" columns={[{ label: 'Criterion' }, { label: 'Weight', numeric: true }, { label: 'Mean' }]}>
            {criteria.map((criterion) => (
              <tr key={criterion.id}>
                <th scope="row">{criterion.name}</th>
                <td class="num">{formatNumber(criterion.weight)}</td>
                <td>{formatCriterionMean(criterion, batch.summary?.criterion_means[criterion.id])}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}
      {lines ? <BatchCalibrations batchId={batch.batch_id} /> : null}
    </>
  );
};

/** An outcome a reviewer filters on: an ordinal label, a half of a continuous range, or a flag. */
interface Outcome {
  readonly key: string;
  readonly text: string;
  readonly matches: (line: AuditResult) => boolean;
}

const scoreOf = (line: AuditResult, criterionId: string) => line.criterion_scores.find((s) => s.criterion_id === criterionId);

const outcomesOf = (criterion: Criterion): Outcome[] => {
  const flagged = (kind: 'critical-failure' | 'not-applicable'): Outcome => ({
    key: kind,
    text: FLAG_TEXT[kind],
    matches: (line) => flagsOf(line).some((flag) => flag.kind === kind && flag.criterionId === criterion.id),
  });
  const flags = [flagged('critical-failure'), flagged('not-applicable')];
  if (criterion.scale.type === 'ordinal') {
    return [
      ...criterion.scale.labels.map((label, index): Outcome => ({
        key: `label-${index}`,
        text: label,
        matches: (line) => scoreOf(line, criterion.id)?.score === index,
      })),
      ...flags,
    ];
  }
  const [low, high] = criterion.scale.range;
  const middle = (low + high) / 2;
  return [
    {
      key: 'upper',
      text: `${middle}–${high} (upper half)`,
      matches: (line) => (scoreOf(line, criterion.id)?.score ?? -Infinity) >= middle,
    },
    { key: 'lower', text: `${low}–${middle} (lower half)`, matches: (line) => (scoreOf(line, criterion.id)?.score ?? Infinity) < middle },
    ...flags,
  ];
};

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One row per conversation: its overall score, each criterion's score (and label), or its error. */
export const resultsCsv = (criteria: readonly Criterion[], lines: readonly AuditResultLine[]): string => {
  const header = [
    'index',
    'conversation_id',
    'overall_score',
    ...criteria.flatMap((c) => [`${c.id}.score`, `${c.id}.label`]),
    'error_code',
    'error_message',
  ];
  const rows = lines.map((line, index) => {
    if (isAuditError(line))
      return [index, line.conversation_id, '', ...criteria.flatMap(() => ['', '']), line.error.code, line.error.message];
    return [
      index,
      line.conversation_id,
      line.overall_score ?? '',
      ...criteria.flatMap((c) => [scoreOf(line, c.id)?.score ?? '', scoreOf(line, c.id)?.label ?? '']),
      '',
      '',
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
};

const Results = ({ batch, rubric, lines }: { batch: AuditBatch; rubric: Rubric; lines: readonly AuditResultLine[] }) => {
  const criteria = rubric.criteria;
  const [order, setOrder] = useState<'submission' | 'ascending' | 'descending'>('submission');
  const [criterionId, setCriterionId] = useState('');
  const [outcomeKey, setOutcomeKey] = useState('');
  const scored = lines.filter((line): line is AuditResult => !isAuditError(line));
  const bins = useMemo(
    () =>
      binScores(
        scored.flatMap((line) => (line.overall_score === null ? [] : [line.overall_score])),
        rubric.min_score,
        rubric.max_score,
      ),
    [lines, rubric],
  );

  const criterion = criteria.find((c) => c.id === criterionId);
  const outcome = criterion ? outcomesOf(criterion).find((o) => o.key === outcomeKey) : undefined;
  const rows = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => !outcome || (!isAuditError(line) && outcome.matches(line)));
  if (order !== 'submission') {
    const value = (line: AuditResultLine) => (isAuditError(line) ? -Infinity : (line.overall_score ?? -Infinity));
    rows.sort((a, b) => (order === 'ascending' ? value(a.line) - value(b.line) : value(b.line) - value(a.line)));
  }

  const download = () => {
    const url = URL.createObjectURL(new Blob([resultsCsv(criteria, lines)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `audit-${batch.batch_id}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const nextOrder = { submission: 'descending', descending: 'ascending', ascending: 'submission' } as const;
  const ariaSort = { submission: 'none', descending: 'descending', ascending: 'ascending' } as const;

  return (
    <>
      <section aria-labelledby="distribution-heading">
        <h2 id="distribution-heading">Score distribution</h2>
        <p class="muted">
          {scored.length} of {plural(lines.length, 'conversation')} scored; scale {rubric.min_score}–{rubric.max_score}.
        </p>
        <ScoreHistogram bins={bins} />
      </section>
      <section aria-labelledby="conversations-heading">
        <h2 id="conversations-heading">Conversations</h2>
        <div class="toolbar">
          <label for="filter-criterion">Criterion</label>
          <select
            id="filter-criterion"
            value={criterionId}
            onChange={(event) => {
              setCriterionId((event.target as HTMLSelectElement).value);
              setOutcomeKey('');
            }}
          >
            <option value="">any</option>
            {criteria.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <label for="filter-outcome">Outcome</label>
          <select
            id="filter-outcome"
            value={outcomeKey}
            disabled={!criterion}
            onChange={(event) => setOutcomeKey((event.target as HTMLSelectElement).value)}
          >
            <option value="">any</option>
            {criterion
              ? outcomesOf(criterion).map((o) => (
                  <option key={o.key} value={o.key}>
                    {o.text}
                  </option>
                ))
              : null}
          </select>
          <span role="status" class="muted">
            {rows.length} shown
          </span>
          <button type="button" class="push-right" onClick={download}>
            Export CSV
          </button>
        </div>
        <DataTable
          label="Conversations"
          columns={[
            { label: '#' },
            { label: 'Conversation' },
            {
              label: (
                <button type="button" class="sort" onClick={() => setOrder(nextOrder[order])}>
                  Overall score <span aria-hidden="true">{order === 'descending' ? '▼' : order === 'ascending' ? '▲' : '↕'}</span>
                </button>
              ),
              numeric: true,
              sort: ariaSort[order],
            },
            ...criteria.map((c) => ({ label: c.name })),
          ]}
        >
          {rows.map(({ line, index }) => (
            <tr key={index} data-conversation-id={line.conversation_id}>
              <td class="num">{index}</td>
              <td>
                <a href={hrefOf({ view: 'conversation', batchId: batch.batch_id, index })}>{line.conversation_id}</a>
                {!isAuditError(line)
                  ? flagsOf(line).map((flag) => (
                      <span key={`${flag.kind}-${flag.criterionId}`} class={`badge flag-${flag.kind}`}>
                        {FLAG_TEXT[flag.kind]}: {criteria.find((c) => c.id === flag.criterionId)?.name ?? flag.criterionId}
                      </span>
                    ))
                  : null}
              </td>
              {isAuditError(line) ? (
                <td colSpan={criteria.length + 1}>
                  <span class="badge status-failed">not scored</span> <code>{line.error.code}</code>: {line.error.message}
                </td>
              ) : (
                <>
                  <td class="num score">{formatNumber(line.overall_score)}</td>
                  {criteria.map((c) => {
                    const score = scoreOf(line, c.id);
                    return <td key={c.id}>{score ? formatCriterionScore(c, score.score, score.label) : '—'}</td>;
                  })}
                </>
              )}
            </tr>
          ))}
        </DataTable>
      </section>
    </>
  );
};
