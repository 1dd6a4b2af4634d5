import { planDelivery } from '../../src/callbacks/delivery';
import { callbackBodySchema, callbackSourceEventSchema } from '../../schemas/callbacks';
import { AUDIT_BATCH_COMPLETED, TRANSCRIPT_STATUS_CHANGED } from '../../schemas/events';
import { auditBatchCompleted, transcriptStatusChanged } from './events';

const callback = { url: 'https://hooks.example.com/cb', events: ['transcribed', 'failed'] as ('transcribed' | 'failed')[] };

const eventBridge = (source: string, detailType: string, detail: unknown) =>
  callbackSourceEventSchema.parse({ version: '0', id: 'eb-1', source, 'detail-type': detailType, time: '2026-11-21T08:00:00Z', detail });

const transcriptEvent = (detail: unknown) => eventBridge(TRANSCRIPT_STATUS_CHANGED.source, TRANSCRIPT_STATUS_CHANGED.detailType, detail);

describe('planDelivery', () => {
  it('delivers a subscribed transcript status with the metadata unchanged', () => {
    const change = transcriptStatusChanged('transcribed', { callback });
    const delivery = planDelivery(transcriptEvent(change));
    expect(delivery).toEqual({
      url: callback.url,
      resource: { type: 'transcript-job', id: change.jobId },
      body: {
        id: change.eventId,
        type: 'transcript.transcribed',
        occurred_at: change.occurredAt,
        data: { jobId: change.jobId, status: 'transcribed', metadata: change.metadata },
      },
    });
    expect(callbackBodySchema.parse(delivery!.body)).toEqual(delivery!.body);
  });

  it('adds the error to transcript.failed', () => {
    const error = { code: 'AUDIO_UNREADABLE', message: 'The audio could not be decoded.', stage: 'transcription', retryable: false };
    const delivery = planDelivery(transcriptEvent(transcriptStatusChanged('failed', { callback, error })));
    expect(delivery?.body).toMatchObject({ type: 'transcript.failed', data: { status: 'failed', error } });
    expect(callbackBodySchema.safeParse(delivery!.body).success).toBe(true);
  });

  it.each(['completed', 'profiled', 'contextualized'] as const)('skips %s, which the job did not subscribe to', (status) => {
    expect(planDelivery(transcriptEvent(transcriptStatusChanged(status, { callback })))).toBeNull();
  });

  it('delivers batch.completed with the audit contract names', () => {
    const completion = auditBatchCompleted('https://hooks.example.com/audits');
    const delivery = planDelivery(eventBridge(AUDIT_BATCH_COMPLETED.source, AUDIT_BATCH_COMPLETED.detailType, completion));
    expect(delivery).toEqual({
      url: completion.callbackUrl,
      resource: { type: 'audit-batch', id: completion.batchId },
      body: {
        id: completion.eventId,
        type: 'batch.completed',
        occurred_at: completion.completedAt,
        data: {
          batch_id: completion.batchId,
          status: 'completed_with_errors',
          counts: { total: 3, scored: 2, failed: 1 },
          rubric_version: '1.2.0',
          completed_at: completion.completedAt,
        },
      },
    });
    expect(callbackBodySchema.parse(delivery!.body)).toEqual(delivery!.body);
  });

  it('accepts only the two service events as input', () => {
    expect(() => eventBridge('aws.s3', 'Object Created', {})).toThrow();
    expect(() => eventBridge(AUDIT_BATCH_COMPLETED.source, TRANSCRIPT_STATUS_CHANGED.detailType, {})).toThrow();
  });
});
