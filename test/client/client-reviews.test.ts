import { ApiClientProblemError, type CreateRubricRequest } from '../../client';
import { call, REVIEW_RUBRIC } from '../reviews/support';
import { alice, bob, problemOf, sigV4SandboxForFile } from '../support/sigv4-sandbox';

/**
 * The typed client's review methods against the sandbox with SigV4: the reviewer is the IAM principal that signed,
 * another principal cannot review the batch, a lost race carries the current version.
 */

const { clientAs } = sigV4SandboxForFile();

it("records the signing principal as the reviewer, hides the batch from other principals, and gives the current version to a stale review's error", async () => {
  const client = clientAs(alice);
  const rubric = await client.createRubric(REVIEW_RUBRIC as unknown as CreateRubricRequest);
  const handle = await client.submitAudit({
    rubric_id: rubric.id,
    conversations: [call('p0', { fails: true }), call('p1')],
    review_sample_rate: 1,
  });
  await client.waitForBatch(handle.batch_id, { intervalMs: 200, timeoutMs: 120_000 });

  expect(await problemOf(clientAs(bob).reviewConversation(handle.batch_id, 0, { expected_version: 0, decision: 'accept' }))).toMatchObject({
    status: 404,
  });
  expect(await problemOf(clientAs(bob).getReviewQueue(handle.batch_id))).toMatchObject({ status: 404 });

  const view = await client.reviewConversation(handle.batch_id, 0, {
    expected_version: 0,
    decision: 'accept',
    comment: 'Right: no greeting.',
  });
  expect(view.review).toMatchObject({ version: 1, decision: 'accept', reviewed_by: alice.userArn });
  expect(view.history).toEqual([expect.objectContaining({ reviewer: alice.userArn, comment: 'Right: no greeting.' })]);

  const stale = await problemOf(client.reviewConversation(handle.batch_id, 0, { expected_version: 0, decision: 'accept' }));
  expect(stale).toBeInstanceOf(ApiClientProblemError);
  expect(stale).toMatchObject({ status: 409, currentVersion: 1 });

  // Every conversation was drawn (rate 1); the reviewed one has left the queue.
  const queued = [];
  for await (const item of client.reviewQueueItems(handle.batch_id, { pageSize: 1 })) queued.push(item);
  expect(queued.map((item) => item.index)).toEqual([1]);
  expect((await client.getConversationReviews(handle.batch_id, 0)).review_version).toBe(1);
});
