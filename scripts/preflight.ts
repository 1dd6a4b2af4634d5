/**
 * `npm run preflight -- -c stage=<dev|prod> [-c bedrockInferenceGeo=us] [--region R] [--profile P]`: checks,
 * with your AWS credentials, what a deployed stage needs in your account before its first job or batch:
 * - every Bedrock model the stage configures answers a 1-token Converse through its inference profile (the
 *   call the functions make), which also reveals a missing AWS Marketplace subscription or use-case form;
 * - Amazon Transcribe answers in the region;
 * - the account and region are CDK-bootstrapped (SSM parameter /cdk-bootstrap/hnb659fds/version).
 * Prints a report with next steps; exits 1 when something blocks a deployment from working.
 */
import { fileURLToPath } from 'node:url';
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { GetTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import { stageConfig, SUPPORTED_INFERENCE_GEOS } from '../lib/config/stages';
import { inferenceProfileId } from '../lib/constructs/function-environment';
import { signableRequest, sigV4Signer } from '../src/adapters/http/sigv4-request';

export type CheckState = 'ok' | 'warn' | 'blocked';

export interface Check {
  readonly area: 'bedrock' | 'transcribe' | 'bootstrap';
  readonly subject: string;
  readonly state: CheckState;
  readonly detail: string;
  /** What to do about it. */
  readonly next?: string;
}

export interface PreflightOptions {
  readonly stage: string;
  readonly inferenceGeo?: string;
  readonly region?: string;
}

/** The CDK's default bootstrap qualifier; the stack's templates require bootstrap version 6 or later. */
const BOOTSTRAP_PARAMETER = '/cdk-bootstrap/hnb659fds/version';
const MIN_BOOTSTRAP_VERSION = 6;

const errorOf = (error: unknown) => ({ name: (error as Error).name ?? 'Error', message: (error as Error).message ?? String(error) });

const modelCheck = async (client: BedrockRuntimeClient, region: string, roles: string, modelId: string): Promise<Check> => {
  const subject = `${modelId} (${roles})`;
  try {
    await client.send(
      new ConverseCommand({ modelId, messages: [{ role: 'user', content: [{ text: 'ping' }] }], inferenceConfig: { maxTokens: 1 } }),
    );
    return { area: 'bedrock', subject, state: 'ok', detail: 'answers' };
  } catch (error) {
    const { name, message } = errorOf(error);
    if (name === 'ThrottlingException')
      return {
        area: 'bedrock',
        subject,
        state: 'warn',
        detail: 'reachable but throttled right now',
        next: "Check the model's quotas in Service Quotas before large batches.",
      };
    if (name === 'AccessDeniedException' && /marketplace/i.test(message)) {
      return {
        area: 'bedrock',
        subject,
        state: 'blocked',
        detail: `no AWS Marketplace subscription: ${message}`,
        next: "Anthropic models are sold through AWS Marketplace: the first call in an account subscribes it, and that call needs a principal allowed aws-marketplace:Subscribe and aws-marketplace:ViewSubscriptions (the stack's roles are not, by design). Run this preflight once as such a principal (e.g. an administrator), or open the model in the Bedrock console playground; the subscription can take up to 15 minutes, then run preflight again.",
      };
    }
    if (name === 'AccessDeniedException') {
      return {
        area: 'bedrock',
        subject,
        state: 'warn',
        detail: `your credentials may not invoke it: ${message}`,
        next: "Run preflight with a principal allowed bedrock:InvokeModel on this inference profile and its foundation model (the deployed roles get exactly these grants), or check your organization's SCPs.",
      };
    }
    if (name === 'ResourceNotFoundException') {
      return {
        area: 'bedrock',
        subject,
        state: 'blocked',
        detail: message,
        next: 'Submit the Anthropic use-case details once for the account: Bedrock console → Model catalog → the model → submit use case details; then run preflight again.',
      };
    }
    if (name === 'ValidationException' && /model identifier is invalid/i.test(message)) {
      return {
        area: 'bedrock',
        subject,
        state: 'blocked',
        detail: `unknown model id in ${region}: ${message}`,
        next: `Use the inference-profile geography of your region (-c bedrockInferenceGeo=${SUPPORTED_INFERENCE_GEOS.join('|')}), or choose models this region offers in lib/config/stages.ts.`,
      };
    }
    return {
      area: 'bedrock',
      subject,
      state: 'blocked',
      detail: `${name}: ${message}`,
      next: `Check that Amazon Bedrock offers this model on demand in ${region}.`,
    };
  }
};

const transcribeCheck = async (region: string): Promise<Check> => {
  const client = new TranscribeClient({ region, maxAttempts: 2 });
  try {
    await client.send(new GetTranscriptionJobCommand({ TranscriptionJobName: 'ccp-preflight-probe-no-such-job' }));
    return { area: 'transcribe', subject: region, state: 'ok', detail: 'answers' };
  } catch (error) {
    const { name, message } = errorOf(error);
    // Asked for a job that does not exist: the service is there and let us ask.
    if (name === 'BadRequestException' || name === 'NotFoundException')
      return { area: 'transcribe', subject: region, state: 'ok', detail: 'answers' };
    if (name === 'AccessDeniedException')
      return { area: 'transcribe', subject: region, state: 'warn', detail: `could not be checked with your credentials: ${message}` };
    if (/ENOTFOUND|EAI_AGAIN|UnrecognizedClient/.test(`${name} ${message}`)) {
      return {
        area: 'transcribe',
        subject: region,
        state: 'blocked',
        detail: `Amazon Transcribe does not answer in ${region}: ${message}`,
        next: 'Deploy to a region where Amazon Transcribe is offered.',
      };
    }
    return { area: 'transcribe', subject: region, state: 'warn', detail: `could not be checked: ${name}: ${message}` };
  } finally {
    client.destroy();
  }
};

/** SSM GetParameter, signed by hand: the SSM client is not a dependency of this project. */
const bootstrapCheck = async (region: string): Promise<Check> => {
  const subject = `${BOOTSTRAP_PARAMETER} in ${region}`;
  const next = `Run: npx cdk bootstrap aws://<account>/${region}`;
  try {
    const url = new URL(process.env.AWS_ENDPOINT_URL_SSM ?? process.env.AWS_ENDPOINT_URL ?? `https://ssm.${region}.amazonaws.com/`);
    const body = JSON.stringify({ Name: BOOTSTRAP_PARAMETER });
    const headers = { host: url.host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AmazonSSM.GetParameter' };
    const signed = await sigV4Signer('ssm', region, fromNodeProviderChain()).sign(signableRequest({ method: 'POST', url, headers, body }));
    const response = await fetch(url, {
      method: 'POST',
      headers: signed.headers as Record<string, string>,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { Parameter?: { Value?: string }; __type?: string; message?: string };
    const type = answer.__type?.split('#').at(-1);
    if (response.ok) {
      const version = Number(answer.Parameter?.Value);
      return version >= MIN_BOOTSTRAP_VERSION
        ? { area: 'bootstrap', subject, state: 'ok', detail: `bootstrap version ${version}` }
        : {
            area: 'bootstrap',
            subject,
            state: 'blocked',
            detail: `bootstrap version ${answer.Parameter?.Value} is older than ${MIN_BOOTSTRAP_VERSION}`,
            next,
          };
    }
    if (type === 'ParameterNotFound') return { area: 'bootstrap', subject, state: 'blocked', detail: 'not bootstrapped', next };
    return {
      area: 'bootstrap',
      subject,
      state: 'warn',
      detail: `could not be checked: ${type ?? `HTTP ${response.status}`}${answer.message ? `: ${answer.message}` : ''}`,
    };
  } catch (error) {
    const { name, message } = errorOf(error);
    return { area: 'bootstrap', subject, state: 'warn', detail: `could not be checked: ${name}: ${message}` };
  }
};

export const runPreflight = async (options: PreflightOptions): Promise<{ region: string; checks: Check[] }> => {
  const { bedrock } = stageConfig(options.stage, options.inferenceGeo);
  const client = new BedrockRuntimeClient({ ...(options.region ? { region: options.region } : {}), maxAttempts: 3 });
  try {
    const region = await client.config.region();
    // Each model once, with every role it plays.
    const roles = new Map<string, string[]>();
    const role = (name: string, modelId: string) => {
      const id = inferenceProfileId(bedrock, modelId);
      roles.set(id, [...(roles.get(id) ?? []), name]);
    };
    for (const [tier, modelId] of Object.entries(bedrock.contextualization)) role(`contextualization ${tier}`, modelId);
    role('audit evaluator', bedrock.evaluator);
    const checks = await Promise.all([
      ...[...roles].map(([modelId, names]) => modelCheck(client, region, names.join(', '), modelId)),
      transcribeCheck(region),
      bootstrapCheck(region),
    ]);
    return { region, checks };
  } finally {
    client.destroy();
  }
};

const MARK: Record<CheckState, string> = { ok: 'ok     ', warn: 'WARN   ', blocked: 'BLOCKED' };
const TITLES = {
  bedrock: 'Bedrock model access (a 1-token Converse per model)',
  transcribe: 'Amazon Transcribe',
  bootstrap: 'CDK bootstrap',
} as const;

export const formatReport = (stage: string, region: string, checks: readonly Check[]): string => {
  const lines = [`Preflight for stage ${stage} in ${region}`];
  for (const area of ['bedrock', 'transcribe', 'bootstrap'] as const) {
    lines.push('', TITLES[area]);
    for (const check of checks.filter((c) => c.area === area)) {
      lines.push(`  ${MARK[check.state]} ${check.subject}: ${check.detail}`);
      if (check.next) lines.push(`          → ${check.next}`);
    }
  }
  const blocked = checks.filter((c) => c.state === 'blocked').length;
  const warned = checks.filter((c) => c.state === 'warn').length;
  lines.push(
    '',
    blocked
      ? `${blocked} blocking problem(s), ${warned} warning(s): fix the BLOCKED lines, then run preflight again.`
      : `Nothing blocks (${warned} warning(s)).`,
  );
  return lines.join('\n');
};

const parseArgs = (argv: readonly string[]) => {
  const context: Record<string, string> = {};
  let region: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if ((arg === '-c' || arg === '--context') && value?.includes('=')) {
      const [key, ...rest] = value.split('=');
      context[key!] = rest.join('=');
      i++;
    } else if (arg === '--region' && value) {
      region = value;
      i++;
    } else if (arg === '--profile' && value) {
      process.env.AWS_PROFILE = value;
      i++;
    } else {
      throw new Error(
        `Unknown argument "${arg}". Usage: npm run preflight -- -c stage=dev|prod [-c bedrockInferenceGeo=us] [--region R] [--profile P]`,
      );
    }
  }
  return {
    stage: context.stage ?? 'dev',
    ...(context.bedrockInferenceGeo ? { inferenceGeo: context.bedrockInferenceGeo } : {}),
    ...(region ? { region } : {}),
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const { region, checks } = await runPreflight(options);
    console.log(formatReport(options.stage, region, checks));
    process.exitCode = checks.some((c) => c.state === 'blocked') ? 1 : 0;
  } catch (error) {
    console.error(`Preflight could not run: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
