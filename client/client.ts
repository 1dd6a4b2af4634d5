import { createHash, randomUUID } from 'node:crypto';
import { ClientConfigurationError, UploadFailedError, WaitTimeoutError } from './errors';
import { parseNdjson } from './ndjson';
import { resolveRetryOptions, sleep, type RetryOptions } from './retry';
import { exampleConversations, expectationRatings, missedExpectations, type RubricTestReport } from './rubric-tests';
import { resolveRegion, sigV4Signer, type Credentials } from './signing';
import { Transport } from './transport';
import {
  TERMINAL_BATCH_STATUSES,
  type AuditBatch,
  type AuditBatchListItem,
  type AuditBatchPage,
  type AuditConversation,
  type AuditRejectionLine,
  type AuditResultLine,
  type AuditUpload,
  type BatchCounts,
  type BatchHandle,
  type BatchCalibrationList,
  type Calibration,
  type CalibrationList,
  type CreateCalibrationRequest,
  type CreateRubricRequest,
  type CreateTranscriptJobRequest,
  type CreateTranscriptJobResponse,
  type ConversationReviews,
  type HealthStatus,
  type InsightConversations,
  type Insights,
  type NewRubricVersionRequest,
  type ReviewAgreement,
  type ReviewCalibration,
  type ReviewQueueItem,
  type ReviewQueuePage,
  type ReviewRequest,
  type Rubric,
  type SubmitAuditRequest,
  type TranscriptAudio,
  type TranscriptJob,
} from './types';

export interface ContactCenterClientOptions {
  /** The API's base URL: the sandbox (http://127.0.0.1:3000) or a deployed stage (https://….execute-api.….amazonaws.com/prod). */
  readonly endpoint: string | URL;
  /** sigv4 for a deployed stack (or the sandbox with SANDBOX_AUTH=sigv4); none for the default sandbox. */
  readonly sign: 'sigv4' | 'none';
  /** @default the region in an execute-api host, us-east-1 for a loopback sandbox, else AWS_REGION / AWS_DEFAULT_REGION */
  readonly region?: string;
  /** @default the default Node credential chain (with `profile` when given) */
  readonly credentials?: Credentials;
  readonly profile?: string;
  readonly fetch?: typeof fetch;
  readonly retry?: RetryOptions;
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

export interface IdempotentRequestOptions extends RequestOptions {
  /** Sent as Idempotency-Key; a uuid v4 is generated when omitted. Reuse it to resend the same request later. */
  readonly idempotencyKey?: string;
}

export interface WaitOptions<Progress> extends RequestOptions {
  /** @default 900000 (15 minutes) */
  readonly timeoutMs?: number;
  /** Delay between two status reads. @default 2000 */
  readonly intervalMs?: number;
  /** Called after every status read. */
  readonly onProgress?: (progress: Progress) => void;
}

export interface BatchProgress extends BatchCounts {
  readonly status: AuditBatch['status'];
  readonly batch: AuditBatch;
}

export const TERMINAL_JOB_STATUSES: readonly TranscriptJob['status'][] = ['completed', 'failed'];

const DEFAULT_WAIT_TIMEOUT_MS = 15 * 60 * 1000;
const DEFAULT_POLL_INTERVAL_MS = 2000;
const ADD_EXAMPLES = ' Add "examples": conversations with the scores they should get (see examples/qa-rubric.json).';

const segment = (value: string) => encodeURIComponent(value);

/**
 * The typed client of the transcript (/v1) and audit (/v2) services. Every call retries throttling, gateway
 * errors and network failures with backoff; POSTs that may be retried carry an idempotency key, so a retry never
 * creates a second job, batch or rubric.
 */
export class ContactCenterClient {
  private readonly transport: Transport;
  private readonly fetch: typeof fetch;

  constructor(options: ContactCenterClientOptions) {
    let endpoint: URL;
    try {
      endpoint = new URL(options.endpoint);
    } catch {
      throw new ClientConfigurationError(`The endpoint "${String(options.endpoint)}" is not a URL, e.g. http://127.0.0.1:3000.`);
    }
    const sign =
      options.sign === 'sigv4'
        ? sigV4Signer({
            region: resolveRegion(endpoint, options.region),
            ...(options.credentials ? { credentials: options.credentials } : {}),
            ...(options.profile ? { profile: options.profile } : {}),
          })
        : undefined;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.transport = new Transport({
      endpoint,
      ...(sign ? { sign } : {}),
      fetch: options.fetch ?? globalThis.fetch,
      retry: resolveRetryOptions(options.retry),
    });
  }

  /** GET /v1/health. Not retried on HTTP errors: a probe reports the state now. */
  health(options: RequestOptions = {}): Promise<HealthStatus> {
    return this.transport.json({ method: 'GET', path: '/v1/health', retryMode: 'sent-at-most-once', ...options });
  }

  /** POST /v1/transcripts; the job is deduplicated on `idempotencyKey` (generated when absent). */
  createTranscriptJob(request: CreateTranscriptJobRequest, options: RequestOptions = {}): Promise<CreateTranscriptJobResponse> {
    const body = { ...request, idempotencyKey: request.idempotencyKey ?? randomUUID() };
    return this.transport.json({ method: 'POST', path: '/v1/transcripts', body, retryMode: 'idempotent', ...options });
  }

  getTranscriptJob(jobId: string, options: RequestOptions = {}): Promise<TranscriptJob> {
    return this.transport.json({ method: 'GET', path: `/v1/transcripts/${segment(jobId)}`, retryMode: 'idempotent', ...options });
  }

  /** GET /v1/transcripts/{jobId}/audio: a pre-signed link (5 minutes) to play the job's recording. */
  getTranscriptAudio(jobId: string, options: RequestOptions = {}): Promise<TranscriptAudio> {
    return this.transport.json({ method: 'GET', path: `/v1/transcripts/${segment(jobId)}/audio`, retryMode: 'idempotent', ...options });
  }

  createRubric(rubric: CreateRubricRequest, options: IdempotentRequestOptions = {}): Promise<Rubric> {
    return this.transport.json({ method: 'POST', path: '/v2/rubrics', body: rubric, ...this.idempotent(options) });
  }

  /** GET /v2/rubrics/{id}: the latest version, or `version` when given. */
  getRubric(rubricId: string, options: RequestOptions & { readonly version?: string } = {}): Promise<Rubric> {
    const { version, ...rest } = options;
    return this.transport.json({
      method: 'GET',
      path: `/v2/rubrics/${segment(rubricId)}`,
      query: { version },
      retryMode: 'idempotent',
      ...rest,
    });
  }

  /**
   * POST /v2/rubrics/{id}/versions. Not idempotent: resent only when the connection failed before the request
   * left, because a resend after that could create two versions.
   */
  bumpRubric(rubricId: string, request: NewRubricVersionRequest, options: RequestOptions = {}): Promise<Rubric> {
    return this.transport.json({
      method: 'POST',
      path: `/v2/rubrics/${segment(rubricId)}/versions`,
      body: request,
      retryMode: 'sent-at-most-once',
      ...options,
    });
  }

  submitAudit(request: SubmitAuditRequest, options: IdempotentRequestOptions = {}): Promise<BatchHandle> {
    return this.transport.json({ method: 'POST', path: '/v2/audits', body: request, ...this.idempotent(options) });
  }

  /** POST /v2/audits/uploads: a pre-signed URL to PUT a JSON Lines file (optionally gzip) of conversations to. */
  createAuditUpload(options: RequestOptions = {}): Promise<AuditUpload> {
    // Asking again only makes another unused URL: safe to resend.
    return this.transport.json({ method: 'POST', path: '/v2/audits/uploads', retryMode: 'idempotent', ...options });
  }

  /**
   * PUTs a file to an upload's pre-signed URL, streamed (`bytes` is its exact size: S3 wants a Content-Length),
   * reporting the bytes sent. The URL carries its own authorization: nothing is signed here.
   */
  async uploadAuditFile(
    upload: AuditUpload,
    file: { readonly chunks: AsyncIterable<Uint8Array>; readonly bytes: number },
    options: RequestOptions & { readonly onProgress?: (sentBytes: number, totalBytes: number) => void } = {},
  ): Promise<void> {
    let sent = 0;
    const counted = async function* () {
      for await (const chunk of file.chunks) {
        sent += chunk.length;
        options.onProgress?.(sent, file.bytes);
        yield chunk;
      }
    };
    const response = await this.fetch(upload.upload_url, {
      method: upload.method,
      headers: { 'content-length': String(file.bytes) },
      body: ReadableStream.from(counted()),
      duplex: 'half',
      ...(options.signal ? { signal: options.signal } : {}),
    } as RequestInit);
    if (!response.ok) throw new UploadFailedError(response.status, await response.text());
  }

  getAudit(batchId: string, options: RequestOptions = {}): Promise<AuditBatch> {
    return this.transport.json({ method: 'GET', path: `/v2/audits/${segment(batchId)}`, retryMode: 'idempotent', ...options });
  }

  /** POST /v2/audits/{id}/calibrations: agreement of a finished batch with human scores (201, stored). */
  createCalibration(batchId: string, request: CreateCalibrationRequest, options: IdempotentRequestOptions = {}): Promise<Calibration> {
    return this.transport.json({
      method: 'POST',
      path: `/v2/audits/${segment(batchId)}/calibrations`,
      body: request,
      ...this.idempotent(options),
    });
  }

  getCalibration(batchId: string, calibrationId: string, options: RequestOptions = {}): Promise<Calibration> {
    const path = `/v2/audits/${segment(batchId)}/calibrations/${segment(calibrationId)}`;
    return this.transport.json({ method: 'GET', path, retryMode: 'idempotent', ...options });
  }

  /** GET /v2/audits/{id}/calibrations: the batch's calibrations, newest first. */
  listBatchCalibrations(batchId: string, options: RequestOptions = {}): Promise<BatchCalibrationList> {
    const path = `/v2/audits/${segment(batchId)}/calibrations`;
    return this.transport.json({ method: 'GET', path, retryMode: 'idempotent', ...options });
  }

  /** GET /v2/rubrics/{id}/calibrations: every calibration of any version of the rubric, newest first. */
  listRubricCalibrations(rubricId: string, options: RequestOptions = {}): Promise<CalibrationList> {
    return this.transport.json({
      method: 'GET',
      path: `/v2/rubrics/${segment(rubricId)}/calibrations`,
      retryMode: 'idempotent',
      ...options,
    });
  }

  /** GET /v2/audits: one page of the caller's batches, newest first; pass `next_cursor` as `cursor` for the next. */
  listAudits(options: RequestOptions & { readonly limit?: number; readonly cursor?: string } = {}): Promise<AuditBatchPage> {
    const { limit, cursor, ...rest } = options;
    return this.transport.json({
      method: 'GET',
      path: '/v2/audits',
      query: { limit: limit?.toString(), cursor },
      retryMode: 'idempotent',
      ...rest,
    });
  }

  /** Every batch of the caller, newest first, reading the pages as the loop goes. */
  async *allAudits(options: RequestOptions & { readonly pageSize?: number } = {}): AsyncGenerator<AuditBatchListItem, void, undefined> {
    const { pageSize, ...rest } = options;
    let cursor: string | undefined;
    do {
      const page = await this.listAudits({ ...rest, ...(pageSize ? { limit: pageSize } : {}), ...(cursor ? { cursor } : {}) });
      yield* page.items;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** GET /v2/audits/{id}/conversations/{index}: the conversation at that submission position, as submitted. */
  getAuditConversation(batchId: string, index: number, options: RequestOptions = {}): Promise<AuditConversation> {
    return this.transport.json({
      method: 'GET',
      path: `/v2/audits/${segment(batchId)}/conversations/${index}`,
      retryMode: 'idempotent',
      ...options,
    });
  }

  /**
   * GET /v2/audits/{id}/results, one parsed line at a time as the stream arrives (constant memory). Errors before
   * the stream starts are retried like any GET; breaking out of the loop closes the connection.
   */
  async *streamAuditResults(batchId: string, options: RequestOptions = {}): AsyncGenerator<AuditResultLine, void, undefined> {
    const response = await this.transport.send({
      method: 'GET',
      path: `/v2/audits/${segment(batchId)}/results`,
      accept: 'application/x-ndjson',
      retryMode: 'idempotent',
      ...options,
    });
    if (!response.body) return;
    yield* parseNdjson<AuditResultLine>(response.body);
  }

  /**
   * GET /v2/audits/{id}/rejections: everything the batch did not take (each rejected upload line, or each
   * transcript job not audited), complete and in the order found, one parsed line at a time.
   */
  async *streamAuditRejections(batchId: string, options: RequestOptions = {}): AsyncGenerator<AuditRejectionLine, void, undefined> {
    const response = await this.transport.send({
      method: 'GET',
      path: `/v2/audits/${segment(batchId)}/rejections`,
      accept: 'application/x-ndjson',
      retryMode: 'idempotent',
      ...options,
    });
    if (!response.body) return;
    yield* parseNdjson<AuditRejectionLine>(response.body);
  }

  /**
   * POST /v2/audits/{id}/conversations/{index}/reviews: accept the scorecard or override criteria (201 with both
   * scorecards and the history). `expected_version` is the review_version the reviewer saw; when another review
   * came in between, the ApiClientProblemError (409) carries `currentVersion`. Resent only when the request never
   * left: a resend after it was stored would meet its own review as a newer version.
   */
  reviewConversation(batchId: string, index: number, review: ReviewRequest, options: RequestOptions = {}): Promise<ConversationReviews> {
    return this.transport.json({
      method: 'POST',
      path: `/v2/audits/${segment(batchId)}/conversations/${index}/reviews`,
      body: review,
      retryMode: 'sent-at-most-once',
      ...options,
    });
  }

  /** GET /v2/audits/{id}/conversations/{index}/reviews: the machine's and the reviewed scorecard, and the history. */
  getConversationReviews(batchId: string, index: number, options: RequestOptions = {}): Promise<ConversationReviews> {
    const path = `/v2/audits/${segment(batchId)}/conversations/${index}/reviews`;
    return this.transport.json({ method: 'GET', path, retryMode: 'idempotent', ...options });
  }

  /** GET /v2/audits/{id}/review-queue: one page of the conversations to review first, highest priority first. */
  getReviewQueue(
    batchId: string,
    options: RequestOptions & { readonly limit?: number; readonly cursor?: string } = {},
  ): Promise<ReviewQueuePage> {
    const { limit, cursor, ...rest } = options;
    return this.transport.json({
      method: 'GET',
      path: `/v2/audits/${segment(batchId)}/review-queue`,
      query: { limit: limit?.toString(), cursor },
      retryMode: 'idempotent',
      ...rest,
    });
  }

  /** Every conversation in a batch's review queue, in order, reading the pages as the loop goes. */
  async *reviewQueueItems(
    batchId: string,
    options: RequestOptions & { readonly pageSize?: number } = {},
  ): AsyncGenerator<ReviewQueueItem, void, undefined> {
    const { pageSize, ...rest } = options;
    let cursor: string | undefined;
    do {
      const page = await this.getReviewQueue(batchId, { ...rest, ...(pageSize ? { limit: pageSize } : {}), ...(cursor ? { cursor } : {}) });
      yield* page.items;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** GET /v2/audits/{id}/review-calibration: the calibration report of the batch's reviews against the machine. */
  getReviewCalibration(batchId: string, options: RequestOptions = {}): Promise<ReviewCalibration> {
    return this.transport.json({
      method: 'GET',
      path: `/v2/audits/${segment(batchId)}/review-calibration`,
      retryMode: 'idempotent',
      ...options,
    });
  }

  /** GET /v2/rubrics/{id}/review-agreement: machine–reviewer agreement of a version over a window, week by week. */
  getReviewAgreement(
    rubricId: string,
    options: RequestOptions & { readonly version?: string; readonly from?: string; readonly to?: string } = {},
  ): Promise<ReviewAgreement> {
    const { version, from, to, ...rest } = options;
    return this.transport.json({
      method: 'GET',
      path: `/v2/rubrics/${segment(rubricId)}/review-agreement`,
      query: { version, from, to },
      retryMode: 'idempotent',
      ...rest,
    });
  }

  /** GET /v2/rubrics/{id}/insights: one page of groups of a metadata key, their scores week by week and coaching list. */
  getInsights(
    rubricId: string,
    options: RequestOptions & {
      readonly groupBy: string;
      readonly from?: string;
      readonly to?: string;
      readonly threshold?: number;
      readonly limit?: number;
      readonly cursor?: string;
    },
  ): Promise<Insights> {
    const { groupBy, from, to, threshold, limit, cursor, ...rest } = options;
    return this.transport.json({
      method: 'GET',
      path: `/v2/rubrics/${segment(rubricId)}/insights`,
      query: { group_by: groupBy, from, to, threshold: threshold?.toString(), limit: limit?.toString(), cursor },
      retryMode: 'idempotent',
      ...rest,
    });
  }

  /** GET /v2/rubrics/{id}/insights/conversations: a group's scorecards below `below` on one criterion, with evidence. */
  getInsightConversations(
    rubricId: string,
    options: RequestOptions & {
      readonly groupBy: string;
      readonly group: string;
      readonly criterionId: string;
      readonly below?: number;
      readonly from?: string;
      readonly to?: string;
      readonly limit?: number;
      readonly cursor?: string;
    },
  ): Promise<InsightConversations> {
    const { groupBy, group, criterionId, below, from, to, limit, cursor, ...rest } = options;
    return this.transport.json({
      method: 'GET',
      path: `/v2/rubrics/${segment(rubricId)}/insights/conversations`,
      query: { group_by: groupBy, group, criterion_id: criterionId, below: below?.toString(), from, to, limit: limit?.toString(), cursor },
      retryMode: 'idempotent',
      ...rest,
    });
  }

  /**
   * Tests a stored rubric version against its examples: submits them as a batch, waits for it, calibrates it
   * against the expected scores and lists every expectation the machine missed. Throws ClientConfigurationError
   * for a version without examples.
   */
  async testRubric(rubric: Rubric, options: WaitOptions<BatchProgress> = {}): Promise<RubricTestReport> {
    const examples = rubric.examples ?? [];
    if (examples.length === 0)
      throw new ClientConfigurationError(`Rubric ${rubric.id}@${rubric.version} has no examples to test.${ADD_EXAMPLES}`);
    const { signal } = options;
    const request = signal ? { signal } : {};
    const handle = await this.submitAudit(
      { rubric_id: rubric.id, rubric_version: rubric.version, conversations: exampleConversations(examples) },
      request,
    );
    const batch = await this.waitForBatch(handle.batch_id, options);
    const calibration =
      batch.status === 'failed' ? null : await this.createCalibration(batch.batch_id, { ratings: expectationRatings(examples) }, request);
    const lines: AuditResultLine[] = [];
    for await (const line of this.streamAuditResults(batch.batch_id, request)) lines.push(line);
    const missed = missedExpectations(rubric, examples, lines);
    const expectations = examples.reduce((n, example) => n + example.expected.length, 0);
    return {
      rubric_id: rubric.id,
      rubric_version: rubric.version,
      batch,
      calibration,
      expectations,
      met: expectations - missed.length,
      missed,
    };
  }

  /**
   * Tests a rubric before publishing it: registers the definition as a rubric of its own (a draft: a separate id,
   * never a version of a published rubric; the same definition reuses the same draft for 24 h through its
   * Idempotency-Key), then runs testRubric on it. A definition without examples is refused before anything is
   * registered: there would be nothing to test.
   */
  async testRubricDraft(
    definition: CreateRubricRequest,
    options: WaitOptions<BatchProgress> = {},
  ): Promise<RubricTestReport & { readonly draft: Rubric }> {
    if ((definition.examples ?? []).length === 0) throw new ClientConfigurationError(`The rubric has no examples to test.${ADD_EXAMPLES}`);
    const key = `rubric-test-${createHash('sha256').update(JSON.stringify(definition)).digest('hex')}`;
    const draft = await this.createRubric(definition, { idempotencyKey: key, ...(options.signal ? { signal: options.signal } : {}) });
    return { ...(await this.testRubric(draft, options)), draft };
  }

  /** Polls the job until it is completed or failed (a failed job is a result, not an exception). */
  waitForJob(jobId: string, options: WaitOptions<TranscriptJob> = {}): Promise<TranscriptJob> {
    return pollUntilTerminal({
      what: `transcript job ${jobId}`,
      read: () => this.getTranscriptJob(jobId, options),
      isTerminal: (job) => TERMINAL_JOB_STATUSES.includes(job.status),
      report: (job) => options.onProgress?.(job),
      options,
    });
  }

  /** Polls the batch until completed, completed_with_errors or failed, reporting scored/failed/total. */
  waitForBatch(batchId: string, options: WaitOptions<BatchProgress> = {}): Promise<AuditBatch> {
    return pollUntilTerminal({
      what: `audit batch ${batchId}`,
      read: () => this.getAudit(batchId, options),
      isTerminal: (batch) => TERMINAL_BATCH_STATUSES.includes(batch.status),
      report: (batch) => options.onProgress?.({ status: batch.status, ...batch.counts, batch }),
      options,
    });
  }

  private idempotent(options: IdempotentRequestOptions) {
    const { idempotencyKey, ...rest } = options;
    return { headers: { 'idempotency-key': idempotencyKey ?? randomUUID() }, retryMode: 'idempotent' as const, ...rest };
  }
}

const pollUntilTerminal = async <T>(poll: {
  readonly what: string;
  readonly read: () => Promise<T>;
  readonly isTerminal: (record: T) => boolean;
  readonly report: (record: T) => void;
  readonly options: Omit<WaitOptions<never>, 'onProgress'>;
}): Promise<T> => {
  const timeoutMs = poll.options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
  const intervalMs = poll.options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await poll.read();
    poll.report(record);
    if (poll.isTerminal(record)) return record;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new WaitTimeoutError(`Gave up waiting for ${poll.what} after ${timeoutMs} ms.`, record);
    await sleep(Math.min(intervalMs, remaining), poll.options.signal);
  }
};
