import type { ResourceRef, ResourceType } from './delivery';

/** A callback request as it goes on the wire (header names lower-case). */
export interface OutgoingRequest {
  readonly url: URL;
  readonly method: 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Adds the SigV4 headers (authorization, x-amz-date, x-amz-content-sha256, x-amz-security-token). */
export interface CallbackSigner {
  sign(request: OutgoingRequest, signingDate: Date): Promise<OutgoingRequest>;
}

export type TransportResult =
  /** The receiver answered with this HTTP status. */
  | { readonly kind: 'answered'; readonly status: number }
  /** No answer: DNS failure, connection refused or reset, TLS error, timeout. Worth retrying. */
  | { readonly kind: 'unreachable'; readonly reason: string }
  /** The outbound policy forbids this URL (scheme, or an address that is not public). Retrying cannot help. */
  | { readonly kind: 'refused'; readonly reason: string };

/** Sends one request through the SSRF guard, without following redirects. */
export interface CallbackTransport {
  send(request: OutgoingRequest, timeoutMs: number): Promise<TransportResult>;
}

/**
 * attempting: an attempt is under way; retrying: the last attempt failed and another will follow;
 * delivered: the receiver answered 2xx; gone: it answered 410, so no more attempts; abandoned: the last attempt
 * failed and no more will follow; dead-lettered: the event is in the dead-letter queue.
 */
export type DeliveryState = 'attempting' | 'retrying' | 'delivered' | 'gone' | 'abandoned' | 'dead-lettered';

/** One event's delivery to one receiver, as GET exposes it. */
export interface DeliveryRecord {
  readonly eventId: string;
  readonly type: string;
  readonly state: DeliveryState;
  readonly attempts: number;
  /** HTTP status of the last answer; absent when the receiver never answered. */
  readonly lastStatus?: number;
  readonly lastError?: string;
  readonly firstAttemptAt: string;
  readonly lastAttemptAt: string;
  readonly deliveredAt?: string;
  /** While retrying: the latest time the next attempt starts (the backoff ceiling). */
  readonly nextAttemptBy?: string;
  readonly deadLetteredAt?: string;
}

export type AttemptStart =
  /**
   * `attempt` counts from the opening of the current retry window: the first attempt opens it, and so does the
   * first attempt after a dead letter (an operator's redrive gets a full retry budget again).
   */
  | { readonly kind: 'started'; readonly attempt: number; readonly windowStartedAt: Date }
  /** Already delivered or gone (a duplicate execution for the same event): nothing to send. */
  | { readonly kind: 'settled'; readonly state: DeliveryState }
  /**
   * The window's attempts are all spent: an earlier run sent the last one allowed and could not record what came
   * of it (its delivery log was unavailable), so the state machine ran the attempt again. Nothing to send.
   */
  | { readonly kind: 'exhausted'; readonly attempts: number };

export interface AttemptOutcome {
  readonly state: Extract<DeliveryState, 'delivered' | 'gone' | 'retrying' | 'abandoned'>;
  readonly status?: number;
  readonly error?: string;
  readonly at: Date;
  readonly nextAttemptBy?: Date;
}

export interface LoggedEvent {
  readonly eventId: string;
  /** The callback type, e.g. transcript.completed. */
  readonly type: string;
}

/** Where each attempt is recorded, keyed by resource and event id. */
export interface DeliveryLog {
  /** Counts the attempt, unless the event is settled or, with `maxAttempts`, its window already holds that many. */
  startAttempt(resource: ResourceRef, event: LoggedEvent, at: Date, maxAttempts?: number): Promise<AttemptStart>;
  finishAttempt(resource: ResourceRef, eventId: string, outcome: AttemptOutcome): Promise<void>;
  recordDeadLetter(resource: ResourceRef, event: LoggedEvent, reason: string, at: Date): Promise<void>;
}

/** What the transcript and audit GET handlers read. */
export interface DeliveryLogReader {
  listDeliveries(resourceType: ResourceType, resourceId: string): Promise<DeliveryRecord[]>;
}
