import { toWire } from '../../src/adapters/wire-case';
import { customerInteractionSchema } from '../../schemas/customer-interaction';
import { buildCustomerInteraction, offsetTimestamp } from '../../src/transcripts/interaction';
import { profileParticipants } from '../../src/transcripts/profile';
import { aJobIn, aTranscript, spoken } from './support/fakes';

const audio = { key: 'k', format: 'mp3' as const, channels: 1, durationMs: 3_723_004, bytes: 10 };

describe('buildCustomerInteraction', () => {
  it('builds a valid document for a recording in which nobody spoke', () => {
    const transcript = aTranscript([], 'mixed');
    const document = buildCustomerInteraction({
      job: aJobIn('profiled'),
      audio,
      transcript,
      profile: profileParticipants(transcript),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(customerInteractionSchema.parse(toWire(document))).toMatchObject({
      turns: [],
      participants: [],
      duration_ms: 3_723_004,
      language: 'en',
    });
  });

  it('builds a valid document whose turns are an audit conversation as they are (role, text, timestamp)', () => {
    const transcript = aTranscript(
      [spoken('thank you for calling', 0, 'spk_0'), spoken('my order never arrived', 3_600_000, 'spk_1')],
      'mixed',
    );
    const document = customerInteractionSchema.parse(
      toWire(
        buildCustomerInteraction({
          job: aJobIn('profiled'),
          audio,
          transcript,
          profile: profileParticipants(transcript),
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    expect(document.turns.map(({ role, text, timestamp }) => ({ role, text, timestamp }))).toEqual([
      { role: 'agent', text: 'thank you for calling', timestamp: '00:00:00.000' },
      { role: 'customer', text: 'my order never arrived', timestamp: '01:00:00.000' },
    ]);
  });

  it('formats offsets as HH:MM:SS.mmm', () => {
    expect(offsetTimestamp(3_723_004)).toBe('01:02:03.004');
  });
});
