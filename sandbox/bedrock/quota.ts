import { ConverseRequestError } from './converse';

/**
 * Bedrock's per-model on-demand quotas: requests per minute and tokens per minute (input and output
 * together). Tokens are reserved when a request is admitted and settled to what the answer used once it is
 * done, each as Bedrock counts them (quotaTokensAtAdmission, quotaTokensSettled).
 */

/** What Bedrock counts of one request against the tokens-per-minute quota. */
export interface QuotaTokenCounts {
  /** Every token of the prompt: uncached input, cache reads and cache writes (a request's tools, system and messages). */
  readonly promptTokens: number;
  readonly maxTokens: number;
}

export interface SettledTokenCounts {
  /** Uncached input (Converse usage.inputTokens). */
  readonly inputTokens: number;
  readonly cacheWriteInputTokens: number;
  readonly outputTokens: number;
}

/**
 * Reserved at admission, as "How tokens are counted in Amazon Bedrock" documents it: the whole prompt (cache
 * reads and writes included) plus max_tokens — max_tokens as such, not multiplied by the burndown rate. Its
 * CloudWatch-based dashboards (aws-samples) plot the same "initial reservation".
 */
export const quotaTokensAtAdmission = ({ promptTokens, maxTokens }: QuotaTokenCounts): number => promptTokens + maxTokens;

/**
 * What the request consumes once done (Bedrock adjusts the reservation while the answer is generated, and to
 * this at its end): InputTokenCount + CacheWriteInputTokens + OutputTokenCount × the model's burndown rate.
 * Cache reads are released. With a burndown of 5 (Claude 4-family models) a long answer consumes more than
 * was reserved for it.
 */
export const quotaTokensSettled = (
  { inputTokens, cacheWriteInputTokens, outputTokens }: SettledTokenCounts,
  outputBurndown: number,
): number => inputTokens + cacheWriteInputTokens + outputTokens * outputBurndown;

export interface QuotaSettings {
  readonly requestsPerMinute: number;
  readonly tokensPerMinute: number;
  /** The quota's window. @default 60000 (tests shorten it to see a throttled call succeed on retry) */
  readonly windowMs?: number;
}

/**
 * The defaults: the on-demand quotas of the default model (Claude Sonnet 4.5 through a cross-region
 * inference profile) as Service Quotas lists them for an established account. New accounts may get less;
 * check yours in the Service Quotas console.
 */
export const DEFAULT_QUOTAS: QuotaSettings = { requestsPerMinute: 200, tokensPerMinute: 2_000_000 };

/**
 * For runs that score hundreds of conversations in seconds with the offline stand-in, which a deployed batch
 * spreads over minutes of model latency: the quotas would throttle the sandbox where AWS would not.
 */
export const LIFTED_QUOTAS: QuotaSettings = { requestsPerMinute: 1_000_000, tokensPerMinute: 10_000_000_000 };

interface Admission {
  readonly at: number;
  tokens: number;
}

export class ModelQuotas {
  private readonly admissions = new Map<string, Admission[]>();

  constructor(
    private readonly settings: QuotaSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Admits one request reserving `tokens` (quotaTokensAtAdmission) for `model`, or throws ThrottlingException. */
  admit(model: string, tokens: number): Admission {
    const windowMs = this.settings.windowMs ?? 60_000;
    const at = this.now();
    const recent = (this.admissions.get(model) ?? []).filter((a) => a.at > at - windowMs);
    this.admissions.set(model, recent);
    if (recent.length + 1 > this.settings.requestsPerMinute) {
      throw new ConverseRequestError('ThrottlingException', 'Too many requests, please wait before trying again.');
    }
    if (recent.reduce((sum, a) => sum + a.tokens, 0) + tokens > this.settings.tokensPerMinute) {
      throw new ConverseRequestError('ThrottlingException', 'Too many tokens, please wait before trying again.');
    }
    const admission = { at, tokens };
    recent.push(admission);
    return admission;
  }

  /** Replaces a reservation by what the request consumed (quotaTokensSettled). */
  settle(admission: Admission, tokens: number): void {
    admission.tokens = tokens;
  }
}
