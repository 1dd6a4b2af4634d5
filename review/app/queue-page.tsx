import { useState } from 'preact/hooks';
import type { AuditBatch, ReviewQueueItem, ReviewQueuePage, Rubric } from '../../client/types';
import { api } from './api';
import { DataTable, Loaded, Page } from './components';
import { formatNumber, plural } from './format';
import { hrefOf } from './router';
import { useAsync } from './use-async';

/**
 * A batch's review queue: the conversations a reviewer should see first, highest priority first, each with the
 * reasons it is there (and the criteria they concern), linking to its scorecard. A review takes a conversation out.
 */

export const REASON_TEXT: Readonly<Record<ReviewQueueItem['reasons'][number]['code'], string>> = {
  critical_failed: 'critical criterion failed',
  evidence_repaired: 'evidence repaired',
  random_sample: 'random sample',
  rare_not_applicable: 'rarely N/A, answered N/A',
  near_boundary: 'near a label boundary',
};

interface QueueData {
  readonly batch: AuditBatch;
  readonly rubric: Rubric;
  readonly first: ReviewQueuePage;
}

const loadQueue = async (batchId: string): Promise<QueueData> => {
  const batch = await api.getAudit(batchId);
  const [rubric, first] = await Promise.all([api.getRubric(batch.rubric_id, batch.rubric_version), api.getReviewQueue(batchId)]);
  return { batch, rubric, first };
};

export const QueuePage = ({ batchId }: { batchId: string }) => {
  const data = useAsync(() => loadQueue(batchId), batchId);
  return (
    <Page
      title="Review queue"
      subtitle={
        <>
          Batch <a href={hrefOf({ view: 'batch', batchId })}>{batchId}</a>
        </>
      }
    >
      <Loaded value={data}>{(value) => <Queue {...value} />}</Loaded>
    </Page>
  );
};

const Queue = ({ batch, rubric, first }: QueueData) => {
  const [items, setItems] = useState<readonly ReviewQueueItem[]>(first.items);
  const [cursor, setCursor] = useState(first.next_cursor);
  const [loading, setLoading] = useState<'idle' | 'loading' | Error>('idle');
  const { queue, reviews } = first;
  const more = async () => {
    if (!cursor) return;
    setLoading('loading');
    try {
      const page = await api.getReviewQueue(batch.batch_id, cursor);
      setItems((shown) => [...shown, ...page.items]);
      setCursor(page.next_cursor);
      setLoading('idle');
    } catch (error) {
      setLoading(error as Error);
    }
  };
  const criterionName = (id: string) => rubric.criteria.find((c) => c.id === id)?.name ?? id;
  return (
    <>
      <dl class="facts" aria-label="Queue summary">
        <dt>Queued when the batch finished</dt>
        <dd data-fact="size">{plural(queue.size, 'conversation')}</dd>
        <dt>By reason</dt>
        <dd>
          {Object.entries(queue.by_reason)
            .filter(([, count]) => count > 0)
            .map(([code, count]) => (
              <span key={code} class={`badge reason-${code}`} data-reason={code}>
                {REASON_TEXT[code as keyof typeof REASON_TEXT]}: {count}
              </span>
            ))}
        </dd>
        <dt>Random sample</dt>
        <dd>
          {plural(queue.sample.size, 'conversation')} drawn at rate {formatNumber(queue.sample.rate)} (seed <code>{queue.sample.seed}</code>
          ); {reviews.sample_reviewed} reviewed — review them all for an unbiased agreement figure
        </dd>
        <dt>Reviewed</dt>
        <dd data-fact="reviewed">
          {plural(reviews.conversations_reviewed, 'conversation')}, {plural(reviews.reviews, 'review')}
        </dd>
      </dl>
      {items.length === 0 ? (
        <p class="muted">Nothing left to review in this batch's queue.</p>
      ) : (
        <DataTable
          label="Review queue"
          columns={[
            { label: 'Priority', numeric: true },
            { label: 'Conversation' },
            { label: 'Why' },
            { label: 'Machine overall', numeric: true },
          ]}
        >
          {items.map((item) => (
            <tr key={item.index} data-index={item.index} data-conversation-id={item.conversation_id}>
              <td class="num">{item.priority}</td>
              <td>
                <a href={hrefOf({ view: 'conversation', batchId: batch.batch_id, index: item.index })}>{item.conversation_id}</a>{' '}
                <span class="muted">#{item.index}</span>
              </td>
              <td>
                <ul class="reasons">
                  {item.reasons.map((reason) => (
                    <li key={reason.code} data-reason={reason.code}>
                      {REASON_TEXT[reason.code]}
                      {reason.criterion_ids.length > 0 ? `: ${reason.criterion_ids.map(criterionName).join(', ')}` : ''}
                    </li>
                  ))}
                </ul>
              </td>
              <td class="num">{formatNumber(item.overall_score)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {cursor ? (
        <p>
          <button type="button" disabled={loading === 'loading'} onClick={() => void more()}>
            Show more
          </button>
        </p>
      ) : null}
      {loading instanceof Error ? (
        <p role="alert" class="error">
          {loading.message}
        </p>
      ) : null}
    </>
  );
};
