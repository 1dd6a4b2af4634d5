import { checkEvidence, isVerified, truncateReasoning } from '../../src/audits/evidence';
import type { Turn } from '../../src/audits/model';

const turn = (text: string, role = 'agent'): Turn => ({ role, text, timestamp: '2026-01-01T00:00:00Z' });
const turns: Turn[] = [
  turn('Hello, thank you for calling Acme. My name is Dana.'),
  turn('Hi Dana, I want a refund for order 4719.', 'customer'),
  turn('I can  help with that.\nThe refund   will take 5 days.'),
  turn('Merci, c’est très gentil — au revoir 👋', 'customer'),
  turn('Bye!'),
];

const check = (claim: Parameters<typeof checkEvidence>[1]) => checkEvidence(turns, claim, 'c');

/** Whatever repair did, a delivered span must verify against the original turns. */
const expectDeliveredVerbatim = (outcome: ReturnType<typeof checkEvidence>) => {
  if (!outcome.verified) throw new Error(`expected a verified span: ${outcome.failure}`);
  expect(isVerified(turns, outcome.evidence)).toBe(true);
  return outcome.evidence;
};

describe('evidence verification and repair', () => {
  it('keeps a verbatim excerpt within its range unchanged', () => {
    const outcome = check({ turnIndexStart: 0, turnIndexEnd: 1, excerpt: 'refund for order 4719', reasoning: 'asked' });
    expect(outcome).toEqual({
      verified: true,
      repaired: false,
      evidence: { turnIndexStart: 0, turnIndexEnd: 1, excerpt: 'refund for order 4719', reasoning: 'asked' },
    });
  });

  it('narrows an excerpt found next to its claimed range to the turn that holds it', () => {
    const evidence = expectDeliveredVerbatim(check({ turnIndexStart: 2, turnIndexEnd: 2, excerpt: 'My name is Dana', reasoning: '' }));
    expect(evidence).toMatchObject({ turnIndexStart: 0, turnIndexEnd: 0, excerpt: 'My name is Dana' });
  });

  it('repairs out-of-range and inverted indices when the excerpt is nearby', () => {
    expect(expectDeliveredVerbatim(check({ turnIndexStart: 9, turnIndexEnd: 12, excerpt: 'Bye!', reasoning: '' }))).toMatchObject({
      turnIndexStart: 4,
      turnIndexEnd: 4,
    });
    expect(expectDeliveredVerbatim(check({ turnIndexStart: 2, turnIndexEnd: 1, excerpt: 'order 4719', reasoning: '' }))).toMatchObject({
      turnIndexStart: 1,
      turnIndexEnd: 1,
    });
  });

  it('maps a whitespace- and case-changed excerpt back to the original text', () => {
    const evidence = expectDeliveredVerbatim(
      check({ turnIndexStart: 2, turnIndexEnd: 2, excerpt: 'the REFUND will take 5 days', reasoning: '' }),
    );
    expect(evidence.excerpt).toBe('The refund   will take 5 days');
    const acrossNewline = expectDeliveredVerbatim(
      check({ turnIndexStart: 2, turnIndexEnd: 2, excerpt: 'help with that. The refund', reasoning: '' }),
    );
    expect(acrossNewline.excerpt).toBe('help with that.\nThe refund');
  });

  it('matches unicode text whatever the quotes, dashes, accents and wrapping quotation marks', () => {
    const evidence = expectDeliveredVerbatim(
      check({ turnIndexStart: 3, turnIndexEnd: 3, excerpt: '"merci, c\'est tres gentil - au revoir 👋"', reasoning: '' }),
    );
    expect(evidence.excerpt).toBe('Merci, c’est très gentil — au revoir 👋');
    const decomposed = expectDeliveredVerbatim(check({ turnIndexStart: 3, turnIndexEnd: 3, excerpt: 'tre\u0300s gentil', reasoning: '' }));
    expect(decomposed.excerpt).toBe('très gentil');
  });

  it('rejects a paraphrase, an invented quote and an empty excerpt', () => {
    for (const excerpt of ['the agent said the refund takes five days', 'I will escalate this to my manager', '   ', 42]) {
      const outcome = check({ turnIndexStart: 2, turnIndexEnd: 2, excerpt, reasoning: '' });
      expect(outcome.verified).toBe(false);
    }
  });

  it('does not search beyond the turns near the claimed range', () => {
    const outcome = check({ turnIndexStart: 4, turnIndexEnd: 4, excerpt: 'My name is Dana', reasoning: '' });
    expect(outcome).toEqual({ verified: false, failure: expect.stringContaining('turns 4..4') });
  });

  it('cuts reasoning to 240 characters without splitting a surrogate pair', () => {
    expect(truncateReasoning('a'.repeat(300))).toHaveLength(240);
    const emoji = truncateReasoning('a'.repeat(237) + '👋👋👋');
    expect(emoji.length).toBeLessThanOrEqual(240);
    expect(emoji.endsWith('…')).toBe(true);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });
});
