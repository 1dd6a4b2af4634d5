import type {
  AuditBatch,
  AuditBatchPage,
  AuditConversation,
  AuditResultLine,
  BatchCalibrationList,
  Calibration,
  Rubric,
  TranscriptAudio,
  TranscriptJob,
} from '../../client/types';

/**
 * The page's API calls: same-origin, unsigned. The sandbox answers them itself; `ccp review` forwards them to a
 * deployed stack, signing each with the user's AWS credentials, so no credential ever reaches the browser.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

const send = async (path: string, accept = 'application/json'): Promise<Response> => {
  const response = await fetch(path, { headers: { accept } });
  if (response.ok) return response;
  const problem = (await response.json().catch(() => ({}))) as { title?: string; detail?: string; request_id?: string };
  throw new ApiError(response.status, [problem.title, problem.detail].filter(Boolean).join(': ') || `HTTP ${response.status}`, problem.request_id);
};

const json = async <T>(path: string): Promise<T> => (await send(path)).json() as Promise<T>;
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
  /** The NDJSON lines, in submission order (line i is conversation i). */
  results: async (batchId: string): Promise<AuditResultLine[]> => {
    const text = await (await send(`/v2/audits/${segment(batchId)}/results`, 'application/x-ndjson')).text();
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as AuditResultLine);
  },
};
