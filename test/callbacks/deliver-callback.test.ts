import { deliverCallback, type DeliveryDependencies } from '../../src/callbacks/deliver-callback';
import type { ResourceRef } from '../../src/callbacks/delivery';
import { CallbackDeliveryAbandoned, CallbackDeliveryFailed } from '../../src/callbacks/errors';
import type { ServiceEvent } from '../../src/callbacks/events';
import type { AttemptStart, DeliveryLog, DeliveryRecord, OutgoingRequest, TransportResult } from '../../src/callbacks/ports';
import { transcriptStatusChanged } from './events';

/** An in-memory delivery log with the DynamoDB adapter's semantics (test/callbacks/delivery-log.test.ts checks those). */
const memoryLog = () => {
  const records = new Map<string, DeliveryRecord>();
  const key = (resource: ResourceRef, eventId: string) => `${resource.type}#${resource.id}/${eventId}`;
  const log: DeliveryLog = {
    async startAttempt(resource, event, at, maxAttempts): Promise<AttemptStart> {
      const existing = records.get(key(resource, event.eventId));
      if (existing && (existing.state === 'delivered' || existing.state === 'gone')) return { kind: 'settled', state: existing.state };
      if (existing && maxAttempts !== undefined && existing.attempts >= maxAttempts)
        return { kind: 'exhausted', attempts: existing.attempts };
      const firstAttemptAt = existing?.firstAttemptAt ?? at.toISOString();
      const attempts = (existing?.attempts ?? 0) + 1;
      records.set(key(resource, event.eventId), {
        ...existing,
        ...event,
        state: 'attempting',
        attempts,
        firstAttemptAt,
        lastAttemptAt: at.toISOString(),
      });
      // One retry window per event: these tests never dead-letter, which would open another.
      return { kind: 'started', attempt: attempts, windowStartedAt: new Date(firstAttemptAt) };
    },
    async finishAttempt(resource, eventId, outcome) {
      const { lastStatus: _s, lastError: _e, nextAttemptBy: _n, ...existing } = records.get(key(resource, eventId))!;
      records.set(key(resource, eventId), {
        ...existing,
        state: outcome.state,
        ...(outcome.status === undefined ? {} : { lastStatus: outcome.status }),
        ...(outcome.error === undefined ? {} : { lastError: outcome.error }),
        ...(outcome.nextAttemptBy ? { nextAttemptBy: outcome.nextAttemptBy.toISOString() } : {}),
      });
    },
    async recordDeadLetter() {
      throw new Error('not used by deliverCallback');
    },
  };
  return { log, records: () => [...records.values()] };
};

const transcriptEvent = (url: string, status: 'completed' | 'failed' = 'completed'): ServiceEvent => ({
  kind: 'transcript-status-changed',
  detail: transcriptStatusChanged(status, { callback: { url, events: ['completed'] } }),
});

const setup = (answers: readonly (TransportResult | Error)[], budget = { windowSeconds: 86_400, maxAttempts: 3 }) => {
  const sent: OutgoingRequest[] = [];
  const { log, records } = memoryLog();
  let clock = Date.parse('2026-11-21T08:00:00Z');
  const dependencies: DeliveryDependencies = {
    signer: { sign: async (request) => ({ ...request, headers: { ...request.headers, authorization: 'signed' } }) },
    transport: {
      send: async (request) => {
        sent.push(request);
        const answer = answers[Math.min(sent.length, answers.length) - 1]!;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
    log,
    retryBudget: budget,
    now: () => new Date((clock += 1000)),
  };
  return { dependencies, sent, records };
};

const answered = (status: number): TransportResult => ({ kind: 'answered', status });

describe('deliverCallback', () => {
  it('POSTs the signed body once and logs the delivery', async () => {
    const { dependencies, sent, records } = setup([answered(204)]);
    const event = transcriptEvent('https://hooks.example.com/cb');
    await expect(deliverCallback(event, dependencies)).resolves.toEqual({
      outcome: 'delivered',
      eventId: event.detail.eventId,
      attempt: 1,
      status: 204,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toMatchObject({ authorization: 'signed', 'webhook-id': event.detail.eventId, host: 'hooks.example.com' });
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ id: event.detail.eventId, type: 'transcript.completed' });
    expect(records()).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: 1, lastStatus: 204, type: 'transcript.completed' }),
    ]);
  });

  it('does not send an event the job did not subscribe to', async () => {
    const { dependencies, sent, records } = setup([answered(200)]);
    const event = transcriptEvent('https://hooks.example.com/cb', 'failed');
    await expect(deliverCallback(event, dependencies)).resolves.toEqual({ outcome: 'not-subscribed', eventId: event.detail.eventId });
    expect(sent).toHaveLength(0);
    expect(records()).toEqual([]);
  });

  it('asks for a retry after a 5xx, with the same event id every time, until the receiver accepts', async () => {
    const { dependencies, sent, records } = setup([answered(500), answered(503), answered(200)]);
    const event = transcriptEvent('https://hooks.example.com/cb');
    await expect(deliverCallback(event, dependencies)).rejects.toThrow(CallbackDeliveryFailed);
    expect(records()[0]).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastStatus: 500,
      lastError: 'receiver answered HTTP 500',
      nextAttemptBy: expect.any(String),
    });
    await expect(deliverCallback(event, dependencies)).rejects.toThrow(CallbackDeliveryFailed);
    await expect(deliverCallback(event, dependencies)).resolves.toMatchObject({ outcome: 'delivered', attempt: 3 });
    expect(sent.map((r) => r.headers['webhook-id'])).toEqual([event.detail.eventId, event.detail.eventId, event.detail.eventId]);
    expect(records()[0]).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 200 });
    expect(records()[0]).not.toHaveProperty('lastError');
  });

  it('stops at a 410 and never sends that event again', async () => {
    const { dependencies, sent, records } = setup([answered(410)]);
    const event = transcriptEvent('https://hooks.example.com/cb');
    await expect(deliverCallback(event, dependencies)).resolves.toMatchObject({ outcome: 'gone', status: 410 });
    await expect(deliverCallback(event, dependencies)).resolves.toMatchObject({ outcome: 'already-settled', state: 'gone' });
    expect(sent).toHaveLength(1);
    expect(records()[0]).toMatchObject({ state: 'gone', attempts: 1, lastStatus: 410 });
  });

  it('abandons once the attempt budget is spent', async () => {
    const { dependencies, records } = setup([{ kind: 'unreachable', reason: 'ECONNREFUSED: connect ECONNREFUSED' }], {
      windowSeconds: 86_400,
      maxAttempts: 2,
    });
    const event = transcriptEvent('https://hooks.example.com/cb');
    await expect(deliverCallback(event, dependencies)).rejects.toThrow(CallbackDeliveryFailed);
    await expect(deliverCallback(event, dependencies)).rejects.toThrow(
      new CallbackDeliveryAbandoned(
        `attempt 2 of event ${event.detail.eventId}: ECONNREFUSED: connect ECONNREFUSED; gave up after 2 attempts`,
      ),
    );
    expect(records()[0]).toMatchObject({ state: 'abandoned', attempts: 2, lastError: 'ECONNREFUSED: connect ECONNREFUSED' });
    expect(records()[0]).not.toHaveProperty('lastStatus');
  });

  it('never sends past the budget when a run is repeated because its outcome could not be recorded', async () => {
    const { dependencies, sent } = setup([{ kind: 'unreachable', reason: 'ECONNREFUSED: connect ECONNREFUSED' }], {
      windowSeconds: 86_400,
      maxAttempts: 2,
    });
    const event = transcriptEvent('https://hooks.example.com/cb');
    await expect(deliverCallback(event, dependencies)).rejects.toThrow(CallbackDeliveryFailed);
    // The delivery log is unavailable when the last attempt's outcome is to be written: the state machine reruns it.
    const outage = Object.assign(new Error('The service is unavailable'), { name: 'ServiceUnavailable' });
    const logDown = { ...dependencies, log: { ...dependencies.log, finishAttempt: () => Promise.reject(outage) } };
    await expect(deliverCallback(event, logDown)).rejects.toThrow(outage);
    await expect(deliverCallback(event, dependencies)).rejects.toThrow(
      new CallbackDeliveryAbandoned(`event ${event.detail.eventId}: gave up after 2 attempts`),
    );
    expect(sent).toHaveLength(2);
  });

  it('abandons at once a URL the outbound policy refuses', async () => {
    const { dependencies, records } = setup([{ kind: 'refused', reason: 'internal.example resolves to a private address (10.0.0.7)' }]);
    await expect(deliverCallback(transcriptEvent('https://internal.example/cb'), dependencies)).rejects.toThrow(CallbackDeliveryAbandoned);
    expect(records()[0]).toMatchObject({
      state: 'abandoned',
      attempts: 1,
      lastError: 'callback URL refused: internal.example resolves to a private address (10.0.0.7)',
    });
  });

  it('retries when the request could not even be signed', async () => {
    const { dependencies, records } = setup([answered(200)]);
    const failingSigner = { ...dependencies, signer: { sign: async () => Promise.reject(new Error('credentials unavailable')) } };
    await expect(deliverCallback(transcriptEvent('https://hooks.example.com/cb'), failingSigner)).rejects.toThrow(CallbackDeliveryFailed);
    expect(records()[0]).toMatchObject({ state: 'retrying', lastError: 'could not send: credentials unavailable' });
  });
});
