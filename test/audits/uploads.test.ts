import type { Conversation, UploadValidation } from '../../src/audits/model';
import { REJECTED_LINES_KEPT } from '../../src/audits/model';
import type { BatchInputWriter, RejectionLine } from '../../src/audits/ports';
import { validateUpload, type ConversationCheck } from '../../src/audits/uploads';
import { conversationSchema } from '../../schemas/audits';

/** The upload validation's rules, with in-memory stores (the sandbox tests drive the real ones). */

const check: ConversationCheck = (value) => {
  const parsed = conversationSchema.safeParse(value);
  return parsed.success
    ? { conversation: parsed.data }
    : { issues: parsed.error.issues.map((i) => ({ pointer: `/${i.path.join('/')}`, rule: i.message })) };
};

const run = async (lines: readonly string[], onInvalid: 'refuse_batch' | 'skip_lines', limit = 100) => {
  const written: Conversation[] = [];
  const events: string[] = [];
  const recorded: UploadValidation[] = [];
  const reported: RejectionLine[] = [];
  const writer: BatchInputWriter = {
    append: async (conversation) => void written.push(conversation),
    close: async () => (events.push('close'), { conversationsKey: 'c', itemsKey: 'i' }),
    abort: async () => void events.push('abort'),
  };
  const outcome = await validateUpload(
    {
      lines: {
        size: async () => 0,
        async *lines() {
          yield* lines;
        },
      },
      inputs: { keysOf: () => ({ conversationsKey: 'c', itemsKey: 'i' }), writer: () => writer },
      batches: { recordValidation: async (_id, validation) => void recorded.push(validation) },
      rejections: {
        writer: () => ({
          append: async (rejection) => void reported.push(rejection),
          close: async () => undefined,
          abort: async () => undefined,
        }),
        lines: async () => undefined,
      },
      check,
    },
    { batchId: 'b', upload: { key: 'k', onInvalid } },
    { conversations: limit },
  );
  return { outcome, written, events, recorded, reported };
};

const line = (id: string, text = 'hello there') => JSON.stringify({ id, transcript: [{ role: 'agent', text, timestamp: 0 }] });

describe('validateUpload', () => {
  it('skips blank lines, keeps valid ones in file order and reports each rule a line breaks with its number', async () => {
    const { outcome, written, events } = await run([line('a'), '', 'nope', line('a'), line('b', '   '), line('c'), ''], 'skip_lines');
    expect(outcome.accepted).toBe(true);
    expect(written.map((c) => c.id)).toEqual(['a', 'c']);
    expect(events).toEqual(['close']);
    expect(outcome.validation).toMatchObject({ state: 'accepted', linesRead: 7, accepted: 2, rejected: 3 });
    expect(outcome.validation.rejectedLines.map(({ line, pointer }) => [line, pointer])).toEqual([
      [3, ''],
      [4, '/id'],
      [5, '/transcript'],
    ]);
  });

  it('refuses the whole batch on one bad line by default, and any file without a valid line', async () => {
    const refused = await run([line('a'), '{"id": 1}'], 'refuse_batch');
    expect(refused.outcome.accepted).toBe(false);
    expect(refused.events).toEqual(['abort']);
    expect(refused.recorded.at(-1)).toMatchObject({ state: 'refused', rejected: 1 });
    const empty = await run(['', 'x'], 'skip_lines');
    expect(empty.outcome).toMatchObject({ accepted: false, validation: { state: 'refused', accepted: 0 } });
  });

  it('holds the batch size and keeps at most REJECTED_LINES_KEPT rejected lines on the record while reporting them all', async () => {
    const capped = await run([line('a'), line('b'), line('c')], 'skip_lines', 2);
    expect(capped.outcome.validation.rejectedLines).toEqual([{ line: 3, pointer: '', rule: 'at most 2 conversations per batch' }]);
    const many = await run([line('ok'), ...Array.from({ length: REJECTED_LINES_KEPT + 10 }, () => 'x')], 'skip_lines');
    expect(many.outcome.validation.rejected).toBe(REJECTED_LINES_KEPT + 10);
    expect(many.outcome.validation.rejectedLines).toHaveLength(REJECTED_LINES_KEPT);
    // The complete report has every one, in file order.
    expect(many.reported.map((rejection) => (rejection as { line: number }).line)).toEqual(
      Array.from({ length: REJECTED_LINES_KEPT + 10 }, (_, i) => i + 2),
    );
  });
});
