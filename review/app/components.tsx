import type { ComponentChildren } from 'preact';
import { describeEvaluator, rubricDisplayName, type BatchStatus, type Rubric } from '../../client/types';
import { api } from './api';
import { shortId } from './format';
import { useAsync, type Loadable } from './use-async';

export const StatusBadge = ({ status }: { status: string }) => <span class={`badge status-${status}`}>{status.replace(/_/g, ' ')}</span>;

export const Progress = ({ done, total, status }: { done: number; total: number; status: BatchStatus }) => (
  <span class="progress">
    <progress max={Math.max(total, 1)} value={done} aria-label={`${done} of ${total} conversations done (${status})`} />
    <span>
      {done}/{total}
    </span>
  </span>
);

/** A rubric as people call it: its title (and name), with the version; the id stays in the tooltip. */
export const RubricLabel = ({ rubric, version }: { rubric: Pick<Rubric, 'id' | 'name' | 'title'>; version: string }) => {
  const called = rubricDisplayName(rubric);
  return (
    <span class="rubric-label" title={`${rubric.id}@${version}`} data-rubric-id={rubric.id}>
      {called ? <strong>{called}</strong> : <code>{shortId(rubric.id)}</code>}
      {rubric.title && rubric.name ? <span class="muted"> ({rubric.name})</span> : null} <code>v{version}</code>
    </span>
  );
};

/** The label of a rubric known by id and version only: read (once) from the API; its short id until then. */
export const RubricOf = ({ rubricId, version }: { rubricId: string; version: string }) => {
  const rubric = useAsync(() => api.getRubric(rubricId, version), `${rubricId}@${version}`);
  return <RubricLabel rubric={rubric.state === 'loaded' ? rubric.value : { id: rubricId }} version={version} />;
};

/**
 * Who scored the results, stated before any score: an Amazon Bedrock model, a local model, or the offline sandbox's
 * stand-in, whose numbers must never pass for a model's judgement.
 */
export const ScoredBy = ({ evaluators }: { evaluators: readonly string[] }) => (
  <>
    {[...new Set(evaluators)].map((evaluator) => {
      const described = describeEvaluator(evaluator);
      return (
        <p key={evaluator} class={`scored-by scored-by-${described.kind}`} data-evaluator={evaluator}>
          Scored by {described.text}.
        </p>
      );
    })}
  </>
);

/** Renders a Loadable: a status line while loading, the error with its request id, or the content. */
export const Loaded = <T,>({ value, children }: { value: Loadable<T>; children: (value: T) => ComponentChildren }) => {
  if (value.state === 'loading')
    return (
      <p role="status" class="muted">
        Loading…
      </p>
    );
  if (value.state === 'failed') {
    const requestId = (value.error as { requestId?: string }).requestId;
    return (
      <p role="alert" class="error">
        {value.error.message}
        {requestId ? ` (request id ${requestId})` : ''}
      </p>
    );
  }
  return <>{children(value.value)}</>;
};

export const Page = ({ title, subtitle, children }: { title: string; subtitle?: ComponentChildren; children: ComponentChildren }) => (
  <>
    <header class="page-header">
      <h1>{title}</h1>
      {subtitle ? <p class="subtitle">{subtitle}</p> : null}
    </header>
    {children}
  </>
);

/** A column of a DataTable: its header (text or JSX), right-aligned when numeric. */
export interface Column {
  readonly label: ComponentChildren;
  readonly numeric?: boolean;
  /** How the rows are sorted by this column, when its header sorts them. */
  readonly sort?: 'none' | 'ascending' | 'descending';
}

/** A table named by its aria-label: one row of column headers, then the rows given as children. */
export const DataTable = ({
  label,
  columns,
  compact,
  children,
}: {
  label: string;
  columns: readonly Column[];
  compact?: boolean;
  children: ComponentChildren;
}) => (
  <table class={compact ? 'data compact' : 'data'} aria-label={label}>
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" class={column.numeric ? 'num' : undefined} aria-sort={column.sort}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>{children}</tbody>
  </table>
);
