import { AUDIT_LIMITS, transcriptJobsSourceSchema } from '../../schemas/audits';

const jobId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('a transcript-jobs source', () => {
  it('takes a conversation_ids mapping that fits the batch record and execution input, and names the rule past it', () => {
    const mapping = (count: number, idLength: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [jobId(i), 'c'.repeat(idLength)]));
    const source = (conversationIds: Record<string, string>) => ({
      completed_after: '2026-11-23T00:00:00Z',
      conversation_ids: conversationIds,
    });

    expect(transcriptJobsSourceSchema.safeParse(source(mapping(1_000, 64))).success).toBe(true);
    const tooBig = transcriptJobsSourceSchema.safeParse(source(mapping(1_000, 256)));
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues).toEqual([
      expect.objectContaining({
        path: ['conversation_ids'],
        message: expect.stringContaining(`at most ${AUDIT_LIMITS.conversationIdsBytes / 1024} KiB`) as string,
      }),
    ]);
  });
});
