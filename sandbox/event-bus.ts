import { randomUUID } from 'node:crypto';
import type { EventRuleDefinition } from '../lib/definitions';
import { AccessDeniedError } from './aws-access';
import { SANDBOX_ACCOUNT, SANDBOX_EVENT_BUS, SANDBOX_REGION } from './environment';
import { matchesPattern } from './event-pattern';
import { RecentRecords } from './recent-records';

/** An event as EventBridge delivers it to targets. */
export interface BusEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

export interface BusTargets {
  /** Lambda's asynchronous Invoke: resolves once Lambda has queued the event (its own retries apply from there). */
  invokeFunction(functionId: string, event: BusEvent, rule: EventRuleDefinition): Promise<unknown>;
  startExecution(stateMachineId: string, event: BusEvent, rule: EventRuleDefinition): Promise<unknown>;
  deadLetter(ruleId: string, event: BusEvent, error: Error): Promise<void>;
}

/** PutEvents entry as the SDK sends it. */
export interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

/** PutEvents' limit on a request's entries, 256 KB in all. */
export const PUT_EVENTS_MAX_BYTES = 256 * 1024;

const utf8Bytes = (text: string | undefined) => (text === undefined ? 0 : Buffer.byteLength(text, 'utf8'));

/** An entry's size as EventBridge counts it: Time 14 bytes, Source, DetailType, Detail and each resource in UTF-8. */
export const putEventsEntrySize = (entry: PutEventsEntry): number =>
  (entry.Time === undefined ? 0 : 14) +
  utf8Bytes(entry.Source) +
  utf8Bytes(entry.DetailType) +
  utf8Bytes(entry.Detail) +
  (entry.Resources ?? []).reduce((sum, resource) => sum + utf8Bytes(resource), 0);

const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * The in-process EventBridge bus: the stack's rules, the same patterns, the same targets. A target that cannot
 * be reached (StartExecution failing, Lambda refusing the asynchronous Invoke) is retried with exponential
 * backoff up to the rule's retry policy, then dead-lettered. A function target's own errors are not the bus's:
 * Lambda retries those (sandbox/lambda-runtime.ts, ASYNC_INVOCATION).
 */
export class LocalEventBus {
  /** The most recent events put on the bus. */
  private readonly published = new RecentRecords<BusEvent>({ count: 10_000 });
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly rules: readonly EventRuleDefinition[],
    private readonly targets: BusTargets,
    private readonly retryIntervalMs?: number,
  ) {}

  put(entries: readonly PutEventsEntry[]): { EventId: string }[] {
    // EventBridge refuses the whole request, before any entry is published.
    if (entries.reduce((sum, entry) => sum + putEventsEntrySize(entry), 0) > PUT_EVENTS_MAX_BYTES) {
      throw Object.assign(new Error('Total size of the entries in the request is over the limit.'), { name: 'ValidationException' });
    }
    return entries.map((entry) => {
      if (!entry.Source || !entry.DetailType || entry.Detail === undefined) {
        throw Object.assign(new Error('Each entry needs Source, DetailType and Detail.'), { name: 'ValidationException' });
      }
      const event: BusEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: SANDBOX_ACCOUNT,
        time: entry.Time
          ? new Date(typeof entry.Time === 'number' ? entry.Time * 1000 : entry.Time).toISOString()
          : new Date().toISOString(),
        region: SANDBOX_REGION,
        resources: entry.Resources ?? [],
        detail: JSON.parse(entry.Detail),
      };
      this.published.push(event);
      const bus = entry.EventBusName ?? 'default';
      for (const rule of this.rules) {
        const ruleBus = rule.bus === 'application' ? SANDBOX_EVENT_BUS : 'default';
        if (!rule.eventPattern || bus.split('/').pop() !== ruleBus || !matchesPattern(rule.eventPattern, event)) continue;
        this.track(this.deliver(rule, event));
      }
      return { EventId: event.id };
    });
  }

  /**
   * Starts the schedule rules: every `scheduleRateMinutes`, with EventBridge's "Scheduled Event", and once now when
   * `runNow` (a sandbox restarted on its data: its start-up is when work may have been interrupted).
   */
  startSchedules({ runNow }: { readonly runNow: boolean }): void {
    for (const rule of this.rules) {
      if (rule.scheduleRateMinutes === undefined) continue;
      const fire = () => {
        const event: BusEvent = {
          version: '0',
          id: randomUUID(),
          'detail-type': 'Scheduled Event',
          source: 'aws.events',
          account: SANDBOX_ACCOUNT,
          time: new Date().toISOString(),
          region: SANDBOX_REGION,
          resources: [`arn:aws:events:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:rule/${rule.id}`],
          detail: {},
        };
        if (!this.closed) this.track(this.deliver(rule, event));
      };
      if (runNow) fire();
      this.timers.push(setInterval(fire, rule.scheduleRateMinutes * 60_000).unref());
    }
  }

  private async deliver(rule: EventRuleDefinition, event: BusEvent): Promise<void> {
    const deadline = Date.now() + rule.retryPolicy.maximumEventAgeSeconds * 1000;
    for (let attempt = 0; ; attempt++) {
      try {
        if ('functionId' in rule.target) await this.targets.invokeFunction(rule.target.functionId, event, rule);
        else await this.targets.startExecution(rule.target.stateMachineId, event, rule);
        return;
      } catch (error) {
        const delay = this.retryIntervalMs ?? Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** attempt);
        // EventBridge does not retry a target it may not call: the event goes to the dead-letter queue at once.
        const retriable = !(error instanceof AccessDeniedError);
        if (!retriable || this.closed || attempt >= rule.retryPolicy.maximumRetryAttempts || Date.now() + delay > deadline) {
          await this.targets.deadLetter(rule.id, event, error as Error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  events(): readonly BusEvent[] {
    return this.published.list();
  }

  busy(): boolean {
    return this.inFlight.size > 0;
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
  }
}
