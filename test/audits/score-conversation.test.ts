import type { AuditError, AuditResult } from '../../src/audits/model';
import { isAuditError, scoreConversation, type EvaluationRequest, type Evaluator } from '../../src/audits/score-conversation';
import { refundCall, scoringRubric } from './fixtures';

const rubric = scoringRubric;
const conversation = refundCall;

const goodAnswer = {
  criteria: [
    {
      criterionId: 'greeting',
      label: 'yes',
      evidence: [{ turnIndexStart: 0, turnIndexEnd: 0, excerpt: 'this is Dana from Acme', reasoning: 'Introduced herself.' }],
    },
    {
      criterionId: 'resolution',
      score: 9,
      evidence: [{ turnIndexStart: 2, turnIndexEnd: 2, excerpt: 'I have issued the refund', reasoning: 'Refund issued.' }],
    },
  ],
};

/** An evaluator that gives the prepared answers in turn and records what it was asked. */
const scripted = (...answers: unknown[]) => {
  const requests: EvaluationRequest[] = [];
  const evaluator: Evaluator = {
    evaluate: async (request) => {
      requests.push(request);
      return { output: answers[requests.length - 1], answeredBy: 'scripted' };
    },
  };
  return { evaluator, requests };
};

const expectResult = (line: AuditResult | AuditError): AuditResult => {
  if (isAuditError(line)) throw new Error(`expected a result, got ${JSON.stringify(line)}`);
  return line;
};

describe('scoring one conversation', () => {
  it('scores every criterion in one call and computes the overall score', async () => {
    const { evaluator, requests } = scripted(goodAnswer);
    const result = expectResult(await scoreConversation(evaluator, rubric, conversation));
    expect(requests).toHaveLength(1);
    expect(result).toMatchObject({ conversationId: 'c-1', rubricVersion: '1.0.0', evaluator: 'scripted' });
    expect(result.criterionScores.map((s) => [s.criterionId, s.score, s.label])).toEqual([
      ['greeting', 2, 'yes'],
      ['resolution', 9, undefined],
    ]);
    expect(result.overallScore).toBeCloseTo(100 * (0.4 * 1 + 0.6 * 0.9), 10);
  });

  it('takes an ordinal label whatever its case and surrounding spaces', async () => {
    const shouted = structuredClone(goodAnswer);
    shouted.criteria[0]!.label = ' YES ';
    const { evaluator, requests } = scripted(shouted);
    const result = expectResult(await scoreConversation(evaluator, rubric, conversation));
    expect(requests).toHaveLength(1);
    expect(result.criterionScores[0]).toMatchObject({ score: 2, label: 'yes' });
  });

  it('retries once, naming the failures, when evidence cannot be repaired', async () => {
    const invented = structuredClone(goodAnswer);
    invented.criteria[1]!.evidence[0]!.excerpt = 'I escalated to my supervisor';
    const { evaluator, requests } = scripted(invented, goodAnswer);
    const result = expectResult(await scoreConversation(evaluator, rubric, conversation));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.feedback).toEqual([
      expect.stringContaining('criterion "resolution" evidence[0]: excerpt "I escalated to my supervisor"'),
    ]);
    expect(result.criterionScores[1]!.evidence[0]!.excerpt).toBe('I have issued the refund');
  });

  it('says which criteria needed their evidence repaired or retried, and says nothing when all of it held', async () => {
    expect(expectResult(await scoreConversation(scripted(goodAnswer).evaluator, rubric, conversation))).not.toHaveProperty(
      'evidenceRepaired',
    );
    // Off by one turn and in other typography: found by the repair, not as given.
    const offByOne = structuredClone(goodAnswer);
    offByOne.criteria[1]!.evidence[0] = {
      turnIndexStart: 1,
      turnIndexEnd: 1,
      excerpt: 'I HAVE issued  the refund',
      reasoning: 'Refund issued.',
    };
    const repaired = expectResult(await scoreConversation(scripted(offByOne).evaluator, rubric, conversation));
    expect(repaired.evidenceRepaired).toEqual({ criterionIds: ['resolution'] });
    expect(repaired.criterionScores[1]!.evidence[0]).toMatchObject({ turnIndexStart: 2, excerpt: 'I have issued the refund' });
    // Corrected by the retry: the first answer's evidence did not hold.
    const invented = structuredClone(goodAnswer);
    invented.criteria[0]!.evidence[0]!.excerpt = 'Good morning sir';
    const retried = expectResult(await scoreConversation(scripted(invented, goodAnswer).evaluator, rubric, conversation));
    expect(retried.evidenceRepaired).toEqual({ criterionIds: ['greeting'] });
  });

  it('gives an error line when the retry cannot be verified either; no unverified excerpt escapes', async () => {
    const invented = structuredClone(goodAnswer);
    invented.criteria[0]!.evidence = [{ turnIndexStart: 0, turnIndexEnd: 0, excerpt: 'Good morning sir', reasoning: '' }];
    const { evaluator } = scripted(invented, invented);
    expect(await scoreConversation(evaluator, rubric, conversation)).toEqual({
      conversationId: 'c-1',
      error: { code: 'evidence_unverifiable', message: expect.stringContaining('Good morning sir') },
    });
  });

  it('drops an unverifiable extra span on the retry when the criterion keeps a verified one', async () => {
    const extra = structuredClone(goodAnswer);
    extra.criteria[0]!.evidence.push({ turnIndexStart: 1, turnIndexEnd: 1, excerpt: 'not said', reasoning: '' });
    const { evaluator } = scripted(extra, extra);
    const result = expectResult(await scoreConversation(evaluator, rubric, conversation));
    expect(result.criterionScores[0]!.evidence.map((e) => e.excerpt)).toEqual(['this is Dana from Acme']);
  });

  it('rejects malformed answers: missing criteria, scores off the scale, no evidence', async () => {
    const offScale = structuredClone(goodAnswer);
    offScale.criteria[1]!.score = 11;
    const noEvidence = structuredClone(goodAnswer);
    noEvidence.criteria[0]!.evidence = [];
    for (const answer of [
      undefined,
      'text',
      { criteria: [goodAnswer.criteria[0]] },
      offScale,
      noEvidence,
      { criteria: [{ ...goodAnswer.criteria[0], label: 'maybe' }, goodAnswer.criteria[1]] },
    ]) {
      const { evaluator } = scripted(answer, answer);
      const line = await scoreConversation(evaluator, rubric, conversation);
      expect(line).toEqual({ conversationId: 'c-1', error: { code: 'evaluator_output_invalid', message: expect.any(String) } });
    }
  });
});
describe('QA form criteria: not applicable, critical, speaker', () => {
  const withCriteria = (greetingExtra: object, resolutionExtra: object = {}) => ({
    ...rubric,
    criteria: [
      { ...rubric.criteria[0]!, ...greetingExtra },
      { ...rubric.criteria[1]!, ...resolutionExtra },
    ],
  });
  const notApplicable = structuredClone(goodAnswer) as { criteria: Record<string, unknown>[] };
  notApplicable.criteria[0] = {
    criterionId: 'greeting',
    notApplicable: true,
    evidence: [{ turnIndexStart: 1, turnIndexEnd: 1, excerpt: 'I want a refund', reasoning: 'The call opened mid-conversation.' }],
  };

  it('leaves a not-applicable criterion out of the overall score and renormalises the other weights', async () => {
    const { evaluator } = scripted(notApplicable);
    const result = expectResult(await scoreConversation(evaluator, withCriteria({ allowNotApplicable: true }), conversation));
    expect(result.criterionScores[0]).toMatchObject({ criterionId: 'greeting', score: null, notApplicable: true });
    expect(result.overallScore).toBeCloseTo(90, 10);
  });

  it('refuses "not applicable" for a criterion that does not allow it, and retries saying so', async () => {
    const { evaluator, requests } = scripted(notApplicable, goodAnswer);
    const result = expectResult(await scoreConversation(evaluator, rubric, conversation));
    expect(requests[1]!.feedback.join(' ')).toContain('does not allow "not applicable"');
    expect(result.criterionScores[0]).toMatchObject({ score: 2 });
  });

  it('a failed critical criterion sets the overall score to min_score and marks the line', async () => {
    const failing = structuredClone(goodAnswer);
    failing.criteria[1]!.score = 2;
    const { evaluator } = scripted(failing);
    const result = expectResult(await scoreConversation(evaluator, withCriteria({}, { critical: { failAtOrBelow: 3 } }), conversation));
    expect(result.overallScore).toBe(0);
    expect(result.criticalFailure).toEqual({ criterionIds: ['resolution'] });
    expect(result.criterionScores[1]).toMatchObject({ score: 2, criticalFailed: true });
    expect(result.criterionScores[0]).not.toHaveProperty('criticalFailed');
  });

  it('never delivers evidence from the wrong speaker: the quote is retried, and a range is narrowed to the right turn', async () => {
    const customerQuote = structuredClone(goodAnswer);
    customerQuote.criteria[0]!.evidence[0] = { turnIndexStart: 1, turnIndexEnd: 1, excerpt: 'I want a refund', reasoning: 'x' };
    const spanning = structuredClone(goodAnswer);
    spanning.criteria[0]!.evidence[0] = { turnIndexStart: 0, turnIndexEnd: 1, excerpt: 'this is Dana from Acme', reasoning: 'x' };
    const { evaluator, requests } = scripted(customerQuote, spanning);
    const result = expectResult(await scoreConversation(evaluator, withCriteria({ speaker: 'agent' }), conversation));
    expect(requests[1]!.feedback.join(' ')).toContain('quotes a customer turn, but this criterion judges the agent');
    expect(result.criterionScores[0]!.evidence).toEqual([
      expect.objectContaining({ turnIndexStart: 0, turnIndexEnd: 0, excerpt: 'this is Dana from Acme' }),
    ]);
    for (const evidence of result.criterionScores[0]!.evidence)
      expect(conversation.transcript[evidence.turnIndexStart]!.role).toBe('agent');
  });

  it('ends in an error line, not a delivered quote, when the evaluator keeps quoting the wrong speaker', async () => {
    const customerQuote = structuredClone(goodAnswer);
    customerQuote.criteria[0]!.evidence[0] = { turnIndexStart: 1, turnIndexEnd: 1, excerpt: 'I want a refund', reasoning: 'x' };
    const { evaluator } = scripted(customerQuote, customerQuote);
    const line = await scoreConversation(evaluator, withCriteria({ speaker: 'agent' }), conversation);
    expect(line).toMatchObject({ error: { code: 'evidence_unverifiable' } });
  });
});
