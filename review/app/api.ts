import type {
  AuditBatch,
  AuditBatchPage,
  AuditConversation,
  AuditResultLine,
  BatchCalibrationList,
  Calibration,
  ConversationReviews,
  InsightConversations,
  Insights,
  ReviewQueuePage,
  ReviewRequest,
  Rubric,
  TranscriptAudio,
  TranscriptJob,
} from '../../client/types';

/**
 * The page's API calls: same-origin, unsigned — reads, and one write, a review. The sandbox answers them itself;
 * `ccp review` forwards them to a deployed stack, signing each with the user's AWS credentials, so no credential
 * ever reaches the browser.
 */

/** One field the API named in a 400 (RFC 9457 problem details, `errors[]`). */
export interface FieldProblem {
  readonly in?: string;
  readonly pointer: string;
  readonly message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly requestId?: string,
    /** The fields a 400 names. */
    readonly errors: readonly FieldProblem[] = [],
    /** On a review's 409: the conversation's review version now. */
    readonly currentVersion?: number,
  ) {
    super(message);
  }
}

const failure = async (response: Response): Promise<ApiError> => {
  const problem = (await response.json().catch(() => ({}))) as {
    title?: string;
    detail?: string;
    request_id?: string;
    errors?: FieldProblem[];
    current_version?: number;
  };
  return new ApiError(
    response.status,
    [problem.title, problem.detail].filter(Boolean).join(': ') || `HTTP ${response.status}`,
    problem.request_id,
    problem.errors ?? [],
    problem.current_version,
  );
};

const send = async (path: string, accept = 'application/json', init: RequestInit = {}): Promise<Response> => {
  const response = await fetch(path, { ...init, headers: { accept, ...(init.headers as Record<string, string> | undefined) } });
  if (response.ok) return response;
  throw await failure(response);
};

const json = async <T>(path: string): Promise<T> => (await send(path)).json() as Promise<T>;
const postJson = async <T>(path: string, body: unknown): Promise<T> =>
  (
    await send(path, 'application/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json() as Promise<T>;
const query = (params: Readonly<Record<string, string | number | undefined>>) => {
  const given = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return given.length ? `?${given.map(([key, value]) => `${key}=${segment(String(value))}`).join('&')}` : '';
};
const segment = encodeURIComponent;

/** Rubric versions never change: each is read once per page load, however many batches name it. */
const rubricVersions = new Map<string, Promise<Rubric>>();
const rubricVersion = (rubricId: string, version: string): Promise<Rubric> => {
  const key = `${rubricId}@${version}`;
  let rubric = rubricVersions.get(key);
  if (!rubric) {
    rubric = json<Rubric>(`/v2/rubrics/${segment(rubricId)}?version=${segment(version)}`);
    rubricVersions.set(key, rubric);
    rubric.catch(() => rubricVersions.delete(key));
  }
  return rubric;
};

export const api = {
  listAudits: (cursor?: string) => json<AuditBatchPage>(`/v2/audits?limit=20${cursor ? `&cursor=${segment(cursor)}` : ''}`),
  getAudit: (batchId: string) => json<AuditBatch>(`/v2/audits/${segment(batchId)}`),
  getRubric: rubricVersion,
  getConversation: (batchId: string, index: number) => json<AuditConversation>(`/v2/audits/${segment(batchId)}/conversations/${index}`),
  getTranscriptJob: (jobId: string) => json<TranscriptJob>(`/v1/transcripts/${segment(jobId)}`),
  getTranscriptAudio: (jobId: string) => json<TranscriptAudio>(`/v1/transcripts/${segment(jobId)}/audio`),
  listBatchCalibrations: (batchId: string) => json<BatchCalibrationList>(`/v2/audits/${segment(batchId)}/calibrations`),
  getCalibration: (batchId: string, calibrationId: string) =>
    json<Calibration>(`/v2/audits/${segment(batchId)}/calibrations/${segment(calibrationId)}`),
  getConversationReviews: (batchId: string, index: number) =>
    json<ConversationReviews>(`/v2/audits/${segment(batchId)}/conversations/${index}/reviews`),
  /** Accept or override a scorecard (201: the scorecards and the history after it; 409 when another review came first). */
  reviewConversation: (batchId: string, index: number, review: ReviewRequest) =>
    postJson<ConversationReviews>(`/v2/audits/${segment(batchId)}/conversations/${index}/reviews`, review),
  getReviewQueue: (batchId: string, cursor?: string) =>
    json<ReviewQueuePage>(`/v2/audits/${segment(batchId)}/review-queue${query({ limit: 50, cursor })}`),
  getInsights: (rubricId: string, params: { groupBy: string; from?: string; to?: string; threshold?: number; cursor?: string }) =>
    json<Insights>(
      `/v2/rubrics/${segment(rubricId)}/insights${query({ group_by: params.groupBy, from: params.from, to: params.to, threshold: params.threshold, cursor: params.cursor })}`,
    ),
  /** A coaching item's `conversations_path` (same origin), or its next page. */
  getInsightConversations: (path: string, cursor?: string) =>
    json<InsightConversations>(cursor ? `${path}&cursor=${segment(cursor)}` : path),
  /** The NDJSON lines, in submission order (line i is conversation i). */
  results: async (batchId: string): Promise<AuditResultLine[]> => {
    const text = await (await send(`/v2/audits/${segment(batchId)}/results`, 'application/x-ndjson')).text();
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as AuditResultLine);
  },
};
