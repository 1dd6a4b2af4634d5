import { randomUUID } from 'node:crypto';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { AccessDeniedError, type AwsAccess, type AwsCaller } from '../aws-access';
import { signatureErrorOf, unauthenticatedEmulator, type EmulatorAuthenticator } from '../emulator-auth';
import {
  cachedPrefix,
  CONVERSE_ERROR_STATUS,
  ConverseRequestError,
  estimateOutputTokens,
  estimatePromptTokens,
  truncated,
  validateConverseRequest,
  type ConverseEngine,
  type ConverseRequest,
  type Usage,
} from './converse';
import { DEFAULT_BATCH_INFERENCE_TIMINGS, type BatchInferenceSettings } from './batch-inference';
import { invokedResourceArns, resolveModel, type EmulatedModel } from './models';
import { offlineEngine } from './offline-engine';
import { openAiCompatibleEngine, type OpenAiCompatibleSettings } from './openai-compatible';
import { DEFAULT_QUOTAS, ModelQuotas, quotaTokensAtAdmission, quotaTokensSettled, type QuotaSettings } from './quota';
import { RecentRecords } from '../recent-records';
import { converseRecordings, type ConverseRecordings } from './recordings';

/**
 * Amazon Bedrock Runtime at the wire level, as @aws-sdk/client-bedrock-runtime reaches it through
 * AWS_ENDPOINT_URL_BEDROCK_RUNTIME: HTTP/2, `POST /model/{modelId}/converse`, REST-JSON bodies, errors named
 * by the `x-amzn-errortype` header. Each call is authorized as bedrock:InvokeModel on the model (and its
 * inference profile), validated as Bedrock validates it, counted against the model's per-minute quotas, then
 * answered by an engine: the offline stand-ins by default, or an OpenAI-compatible endpoint when configured.
 */

export interface BedrockEmulatorSettings {
  /** Forward to a real model instead of the offline stand-ins. */
  readonly openAi?: OpenAiCompatibleSettings;
  /** @default DEFAULT_QUOTAS */
  readonly quotas?: QuotaSettings;
  /** The offline stand-in pads each criterion of its assessments to about this many output tokens, a model's length. @default no padding */
  readonly answerTokensPerCriterion?: number;
  /** Batch inference jobs (the control plane, sandbox/bedrock/batch-inference.ts): each state's time, the quotas. */
  readonly batchInference?: BatchInferenceSettings;
  /** The quotas' clock, in ms (tests move it themselves instead of waiting out a window). @default Date.now */
  readonly now?: () => number;
}

/**
 * The settings a person gives the sandbox: SANDBOX_BEDROCK_OPENAI_URL (with SANDBOX_BEDROCK_OPENAI_MODEL and
 * optionally SANDBOX_BEDROCK_OPENAI_API_KEY) for a local model; SANDBOX_BEDROCK_REQUESTS_PER_MINUTE and
 * SANDBOX_BEDROCK_TOKENS_PER_MINUTE to lower the quotas; SANDBOX_BEDROCK_ANSWER_TOKENS_PER_CRITERION for
 * model-sized answers from the offline stand-in (about 140 for a model's evidence and reasoning);
 * SANDBOX_BEDROCK_BATCH_SCHEDULED_SECONDS and SANDBOX_BEDROCK_BATCH_RECORD_MS for how long a batch inference job
 * waits in its queue and takes per record.
 */
export const bedrockSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): BedrockEmulatorSettings => {
  const number = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer, not "${value}".`);
    return parsed;
  };
  const url = env.SANDBOX_BEDROCK_OPENAI_URL;
  const answerTokens = number('SANDBOX_BEDROCK_ANSWER_TOKENS_PER_CRITERION', 0);
  if (url && !env.SANDBOX_BEDROCK_OPENAI_MODEL)
    throw new Error('SANDBOX_BEDROCK_OPENAI_URL needs SANDBOX_BEDROCK_OPENAI_MODEL (the model name the endpoint serves).');
  return {
    ...(url
      ? {
          openAi: {
            baseUrl: url,
            model: env.SANDBOX_BEDROCK_OPENAI_MODEL!,
            ...(env.SANDBOX_BEDROCK_OPENAI_API_KEY ? { apiKey: env.SANDBOX_BEDROCK_OPENAI_API_KEY } : {}),
          },
        }
      : {}),
    quotas: {
      requestsPerMinute: number('SANDBOX_BEDROCK_REQUESTS_PER_MINUTE', DEFAULT_QUOTAS.requestsPerMinute),
      tokensPerMinute: number('SANDBOX_BEDROCK_TOKENS_PER_MINUTE', DEFAULT_QUOTAS.tokensPerMinute),
    },
    ...(answerTokens ? { answerTokensPerCriterion: answerTokens } : {}),
    batchInference: {
      timings: {
        scheduledMs: number('SANDBOX_BEDROCK_BATCH_SCHEDULED_SECONDS', DEFAULT_BATCH_INFERENCE_TIMINGS.scheduledMs / 1000) * 1000,
        perRecordMs: number('SANDBOX_BEDROCK_BATCH_RECORD_MS', DEFAULT_BATCH_INFERENCE_TIMINGS.perRecordMs),
      },
    },
  };
};

/** One Converse call as the sandbox served it, for tests and for people reading what a run cost. */
export interface ConverseRecord {
  readonly modelId: string;
  readonly caller: AwsCaller;
  readonly outcome: 'answered' | keyof typeof CONVERSE_ERROR_STATUS;
  readonly stopReason?: string;
  readonly usage?: Usage;
  /** Tokens-per-minute quota: reserved at admission, and consumed once settled (burndown applied). */
  readonly quotaTokens?: { readonly reserved: number; readonly consumed: number };
  /** Which of its SDK's attempts the call was (the `amz-sdk-request` header): the last one failing fails the call. */
  readonly attempt?: { readonly number: number; readonly of: number };
}

const sdkAttempt = (header: string | string[] | undefined): ConverseRecord['attempt'] => {
  const match = /attempt=(\d+); max=(\d+)/.exec(String(header ?? ''));
  return match ? { number: Number(match[1]), of: Number(match[2]) } : undefined;
};

export interface BedrockRuntimeEmulator {
  readonly endpoint: string;
  /** What answers Converse calls, batch inference records too: recordings first, then the engine. */
  readonly engine: ConverseEngine;
  converseCalls(): readonly ConverseRecord[];
  /** Recorded answers to replay before the engine answers again (tests). */
  readonly recordings: ConverseRecordings;
  close(): Promise<void>;
}

/** Bedrock keeps a cached prefix 5 minutes after its last use. */
const CACHE_TTL_MS = 5 * 60 * 1000;

const CONVERSE_PATH = /^\/model\/([^/]+)\/converse$/;

const readBody = async (request: Http2ServerRequest): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const startBedrockRuntime = async (deps: {
  readonly access: AwsAccess;
  /** Who signed a request. @default every request is external, as its key says (an emulator on its own, in tests) */
  readonly authenticate?: EmulatorAuthenticator;
  readonly region: string;
  readonly account: string;
  readonly settings?: BedrockEmulatorSettings;
}): Promise<BedrockRuntimeEmulator> => {
  const settings = deps.settings ?? bedrockSettingsFromEnv();
  const recordings = converseRecordings();
  const engine: ConverseEngine = recordings.engine(
    settings.openAi ? openAiCompatibleEngine(settings.openAi) : offlineEngine({ tokensPerCriterion: settings.answerTokensPerCriterion }),
  );
  const quotas = new ModelQuotas(settings.quotas ?? DEFAULT_QUOTAS, settings.now);
  const cache = new Map<string, number>();
  const records = new RecentRecords<ConverseRecord>({ count: 10_000 });

  const usageOf = (
    request: ConverseRequest,
    model: EmulatedModel,
    answer: Awaited<ReturnType<ConverseEngine['answer']>>,
    maxTokens: number,
  ): Usage => {
    const prompt = answer.usage?.inputTokens ?? estimatePromptTokens(request);
    const prefix = cachedPrefix(request);
    let cacheRead = 0;
    let cacheWrite = 0;
    if (prefix && model.cacheMinimumTokens !== undefined && prefix.tokens >= model.cacheMinimumTokens) {
      const key = `${model.foundationModelId}:${prefix.key}`;
      const now = Date.now();
      if ((cache.get(key) ?? 0) > now) cacheRead = prefix.tokens;
      else cacheWrite = prefix.tokens;
      cache.set(key, now + CACHE_TTL_MS);
    }
    const inputTokens = Math.max(0, prompt - cacheRead - cacheWrite);
    const outputTokens = answer.usage?.outputTokens ?? Math.min(estimateOutputTokens(answer.content), maxTokens);
    return {
      inputTokens,
      outputTokens,
      totalTokens: inputTokens + outputTokens + cacheRead + cacheWrite,
      cacheReadInputTokens: cacheRead,
      cacheWriteInputTokens: cacheWrite,
    };
  };

  const converse = async (modelId: string, caller: AwsCaller, body: string, attempt: ConverseRecord['attempt']) => {
    let request: ConverseRequest;
    try {
      request = JSON.parse(body || '{}') as ConverseRequest;
    } catch (cause) {
      throw new ConverseRequestError('ValidationException', 'Malformed input request: the body is not valid JSON.', { cause });
    }
    for (const resource of invokedResourceArns(modelId, deps.region, deps.account)) {
      deps.access.authorize({ service: 'bedrock', action: 'bedrock:InvokeModel', resources: [resource], caller });
    }
    const model = resolveModel(modelId);
    if (!model) throw new ConverseRequestError('ValidationException', 'The provided model identifier is invalid.');
    const maxTokens = validateConverseRequest(request, model);
    const started = Date.now();
    const reserved = quotaTokensAtAdmission({ promptTokens: estimatePromptTokens(request), maxTokens });
    const admission = quotas.admit(model.foundationModelId, reserved);
    const answer = truncated(await engine.answer(request, maxTokens), maxTokens);
    const usage = usageOf(request, model, answer, maxTokens);
    const consumed = quotaTokensSettled(usage, model.outputBurndown);
    quotas.settle(admission, consumed);
    records.push({
      modelId,
      caller,
      outcome: 'answered',
      stopReason: answer.stopReason,
      usage,
      quotaTokens: { reserved, consumed },
      ...(attempt ? { attempt } : {}),
    });
    return {
      output: { message: { role: 'assistant', content: answer.content } },
      stopReason: answer.stopReason,
      usage,
      metrics: { latencyMs: Date.now() - started },
      // Converse's way of saying another model answered than the one named (ConverseTrace.promptRouter).
      ...(answer.answeredBy
        ? { trace: { promptRouter: { invokedModelId: `arn:aws:bedrock:${deps.region}::foundation-model/${answer.answeredBy}` } } }
        : {}),
    };
  };

  const reply = (response: Http2ServerResponse, status: number, body: unknown, errorType?: string) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'x-amzn-requestid': randomUUID(),
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    response.end(JSON.stringify(body));
  };

  const server = http2.createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url, 'http://localhost').pathname;
      const match = request.method === 'POST' ? CONVERSE_PATH.exec(path) : null;
      const body = await readBody(request);
      if (!match) {
        reply(
          response,
          404,
          { message: `${request.method} ${path} is not available in the offline sandbox's Bedrock Runtime (Converse only).` },
          'UnknownOperationException',
        );
        return;
      }
      const modelId = decodeURIComponent(match[1] as string);
      // Bedrock Runtime's SDK client signs as `bedrock`.
      const authentication = await (deps.authenticate ?? unauthenticatedEmulator)(
        { method: request.method, url: request.url, headers: request.headers },
        body,
        {
          services: ['bedrock'],
        },
      );
      if ('rejected' in authentication) {
        const error = signatureErrorOf(authentication.rejected, authentication.detail);
        reply(response, 403, { message: error.message }, error.type);
        return;
      }
      const { caller } = authentication;
      const attempt = sdkAttempt(request.headers['amz-sdk-request']);
      try {
        reply(response, 200, await converse(modelId, caller, body.toString('utf8'), attempt));
      } catch (error) {
        const failure =
          error instanceof AccessDeniedError
            ? new ConverseRequestError('AccessDeniedException', error.message)
            : error instanceof ConverseRequestError
              ? error
              : new ConverseRequestError(
                  'ServiceUnavailableException',
                  `The sandbox could not serve the request: ${(error as Error).message}`,
                );
        records.push({ modelId, caller, outcome: failure.name, ...(attempt ? { attempt } : {}) });
        reply(response, CONVERSE_ERROR_STATUS[failure.name], { message: failure.message }, failure.name);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    engine,
    converseCalls: () => records.list(),
    recordings,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
};
