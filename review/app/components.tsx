import type { ComponentChildren } from 'preact';
import type { BatchStatus } from '../../client/types';
import type { Loadable } from './use-async';

export const StatusBadge = ({ status }: { status: string }) => <span class={`badge status-${status}`}>{status.replace(/_/g, ' ')}</span>;

export const Progress = ({ done, total, status }: { done: number; total: number; status: BatchStatus }) => (
  <span class="progress">
    <progress max={Math.max(total, 1)} value={done} aria-label={`${done} of ${total} conversations done (${status})`} />
    <span>
      {done}/{total}
    </span>
  </span>
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
