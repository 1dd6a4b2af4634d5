import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreateRubricRequest } from '../../client';
import { REPO_ROOT } from '../../sandbox/runtime';
import type { LocalPrincipal } from '../../sandbox/sigv4-auth';
import { batchConversationSchema, batchListSchema } from '../../schemas/audits';
import { alice, bob, problemOf, sigV4SandboxForFile } from '../support/sigv4-sandbox';

/** GET /v2/audits and GET /v2/audits/{id}/conversations/{index}: what the reviewer's page reads. */

const { sandbox, clientAs } = sigV4SandboxForFile();

const transcript = [
  { role: 'agent', text: 'Thank you for calling Acme, this is Dana.', timestamp: '2026-03-01T10:00:00Z' },
  { role: 'customer', text: 'My router never arrived.', timestamp: '2026-03-01T10:00:04Z' },
];

const submitAs = async (principal: LocalPrincipal, rubricId: string, conversationIds: string[]) =>
  clientAs(principal).submitAudit({ rubric_id: rubricId, conversations: conversationIds.map((id) => ({ id, transcript })) });

describe("the caller's batches and their conversations", () => {
  let rubric: CreateRubricRequest;
  beforeAll(async () => {
    rubric = JSON.parse(await readFile(path.join(REPO_ROOT, 'test/fixtures/client/rubric.json'), 'utf8')) as CreateRubricRequest;
  });

  it("lists only the signer's batches, newest first, a page at a time with a cursor", async () => {
    const alicesRubric = await clientAs(alice).createRubric(rubric);
    const bobsRubric = await clientAs(bob).createRubric(rubric);
    const submitted = [];
    for (const n of [1, 2, 3]) submitted.push((await submitAs(alice, alicesRubric.id, [`a-${n}`])).batch_id);
    const bobs = await submitAs(bob, bobsRubric.id, ['b-1']);
    await sandbox().waitForIdle();

    const first = batchListSchema.parse(await clientAs(alice).listAudits({ limit: 2 }));
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = batchListSchema.parse(await clientAs(alice).listAudits({ limit: 2, cursor: first.next_cursor! }));
    const listed = [...first.items, ...second.items];
    expect(listed.map((b) => b.batch_id)).toEqual([...submitted].reverse());
    expect(second.next_cursor === null || (await clientAs(alice).listAudits({ cursor: second.next_cursor })).items.length === 0).toBe(true);
    expect(listed.every((b) => b.status === 'completed' && b.counts.scored === 1 && b.rubric_id === alicesRubric.id)).toBe(true);

    const all = [];
    for await (const batch of clientAs(bob).allAudits()) all.push(batch.batch_id);
    expect(all).toEqual([bobs.batch_id]);
  });

  it('refuses a cursor it did not issue with 400 naming the cursor', async () => {
    const problem = await problemOf(clientAs(alice).listAudits({ cursor: 'not-a-cursor' }));
    expect(problem).toMatchObject({ status: 400 });
    expect(problem?.errors).toEqual([expect.objectContaining({ in: 'query', pointer: '/cursor' })]);
    expect(await problemOf(clientAs(alice).listAudits({ limit: 0 }))).toMatchObject({ status: 400 });
  });

  it('returns a conversation as submitted by its index, to its owner only', async () => {
    const created = await clientAs(alice).createRubric(rubric);
    const handle = await submitAs(alice, created.id, ['first', 'second']);
    const conversation = batchConversationSchema.parse(await clientAs(alice).getAuditConversation(handle.batch_id, 1));
    // Not reviewed (the batch may still be scoring): no review, an empty history.
    expect(conversation).toEqual({
      batch_id: handle.batch_id,
      index: 1,
      conversation_id: 'second',
      transcript,
      review_version: 0,
      review: null,
      review_history: [],
    });
    expect(await problemOf(clientAs(alice).getAuditConversation(handle.batch_id, 2))).toMatchObject({ status: 404 });
    expect(await problemOf(clientAs(bob).getAuditConversation(handle.batch_id, 0))).toMatchObject({ status: 404 });
    await sandbox().waitForIdle();
  });
});
