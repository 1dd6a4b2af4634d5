import { useCallback, useEffect, useState } from 'preact/hooks';
import { TERMINAL_BATCH_STATUSES, type AuditBatchListItem } from '../../client/types';
import { api } from './api';
import { DataTable, Page, Progress, RubricOf, StatusBadge } from './components';
import { formatNumber, formatTime, plural, shortId } from './format';
import { hrefOf } from './router';
import { usePolling } from './use-async';

const POLL_MS = 2000;

/** Every batch of the caller, newest first, with live progress while any is queued or running. */
export const BatchesPage = () => {
  const [batches, setBatches] = useState<AuditBatchListItem[] | undefined>();
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<Error | undefined>();

  useEffect(() => {
    api.listAudits().then(
      (page) => {
        setBatches(page.items);
        setNextCursor(page.next_cursor);
      },
      (failure: Error) => setError(failure),
    );
  }, []);

  // Re-reads the first page over what is shown: updated batches replace theirs, new ones come first, and
  // older pages loaded with "Load older batches" stay.
  const refresh = useCallback(async () => {
    try {
      const page = await api.listAudits();
      setBatches((shown) => [...page.items, ...(shown ?? []).filter((b) => !page.items.some((fresh) => fresh.batch_id === b.batch_id))]);
      setError(undefined);
    } catch (failure) {
      setError(failure as Error);
    }
  }, []);

  const running = (batches ?? []).some((b) => !TERMINAL_BATCH_STATUSES.includes(b.status));
  usePolling(refresh, POLL_MS, running);

  const more = async () => {
    if (!nextCursor) return;
    try {
      const page = await api.listAudits(nextCursor);
      setBatches((shown) => [...(shown ?? []), ...page.items.filter((b) => !shown?.some((s) => s.batch_id === b.batch_id))]);
      setNextCursor(page.next_cursor);
    } catch (failure) {
      setError(failure as Error);
    }
  };

  return (
    <Page
      title="Audit batches"
      subtitle={running ? <span role="status">Updating every {POLL_MS / 1000} s while batches run…</span> : 'Newest first.'}
    >
      {error ? (
        <p role="alert" class="error">
          {error.message}
        </p>
      ) : null}
      {batches === undefined && !error ? (
        <p role="status" class="muted">
          Loading…
        </p>
      ) : null}
      {batches && batches.length === 0 ? (
        <p class="muted">
          No batches yet: submit one with <code>ccp audits submit</code>.
        </p>
      ) : null}
      {batches && batches.length > 0 ? (
        <DataTable
          label="Audit batches"
          columns={[
            { label: 'Batch' },
            { label: 'Created' },
            { label: 'Status' },
            { label: 'Progress' },
            { label: 'Scored', numeric: true },
            { label: 'Failed', numeric: true },
            { label: 'Rubric' },
            { label: 'Mean score', numeric: true },
          ]}
        >
          {batches.map((batch) => (
            <tr key={batch.batch_id} data-batch-id={batch.batch_id}>
              <td>
                <a href={hrefOf({ view: 'batch', batchId: batch.batch_id })} title={batch.batch_id}>
                  <code>{shortId(batch.batch_id)}</code>
                </a>
                <span class="muted"> · {plural(batch.conversation_count, 'conversation')}</span>
              </td>
              <td>{formatTime(batch.created_at)}</td>
              <td>
                <StatusBadge status={batch.status} />
              </td>
              <td>
                <Progress done={batch.counts.scored + batch.counts.failed} total={batch.counts.total} status={batch.status} />
              </td>
              <td class="num">{batch.counts.scored}</td>
              <td class="num">{batch.counts.failed}</td>
              <td>
                <RubricOf rubricId={batch.rubric_id} version={batch.rubric_version} />
              </td>
              <td class="num">{formatNumber(batch.summary?.mean_overall_score)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {nextCursor ? (
        <p>
          <button type="button" onClick={more}>
            Load older batches
          </button>
        </p>
      ) : null}
    </Page>
  );
};
