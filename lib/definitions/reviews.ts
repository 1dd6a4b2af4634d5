import { AUDIT_BATCHES_TABLE, AUDIT_RESULTS_TABLE, AUDIT_REVIEWS_TABLE, RUBRICS_TABLE, SCORE_INSIGHTS_TABLE } from './audits';
import { CALLBACK_DELIVERIES_TABLE } from './callbacks';
import type { ServiceDefinition } from './types';

/**
 * Reviews of machine scorecards (POST/GET /v2/audits/{id}/conversations/{index}/reviews), the review queue of a
 * batch, agreement measured from reviews (per batch, and per rubric version week by week), and score insights by
 * the conversations' metadata. The tables are declared with the audit tables (lib/definitions/audits.ts), whose
 * scoring and aggregate functions also write them.
 */

const batches = AUDIT_BATCHES_TABLE.id;
const results = AUDIT_RESULTS_TABLE.id;
const reviews = AUDIT_REVIEWS_TABLE.id;
const rubrics = RUBRICS_TABLE.id;
const insights = SCORE_INSIGHTS_TABLE.id;

export const reviewsService: ServiceDefinition = {
  tables: [AUDIT_REVIEWS_TABLE, SCORE_INSIGHTS_TABLE],
  functions: [
    {
      id: 'AuditReviewCreate',
      entry: 'lambdas/audit-review-create.ts',
      description:
        'POST /v2/audits/{id}/conversations/{index}/reviews: accept or override the scorecard (optimistic concurrency), one transaction with its history, counts and insights.',
      access: {
        // One transaction: the result item (version), the history entry, the batch's review counts, the insights.
        tables: { [batches]: 'readWrite', [results]: 'readWrite', [reviews]: 'readWrite', [rubrics]: 'read', [insights]: 'write' },
        publishEvents: true,
      },
    },
    {
      id: 'AuditReviewGet',
      entry: 'lambdas/audit-review-get.ts',
      description:
        "GET /v2/audits/{id}/conversations/{index}/reviews: the machine's and the reviewed scorecard, the review history, its callbacks' delivery log.",
      access: { tables: { [batches]: 'read', [results]: 'read', [reviews]: 'read', [CALLBACK_DELIVERIES_TABLE.id]: 'read' } },
    },
    {
      id: 'AuditReviewQueue',
      entry: 'lambdas/audit-review-queue.ts',
      description: 'GET /v2/audits/{id}/review-queue: the conversations to review first, with their reasons, a page at a time.',
      access: { tables: { [batches]: 'read', [results]: 'read' } },
    },
    {
      id: 'AuditReviewCalibration',
      entry: 'lambdas/audit-review-calibration.ts',
      description: "GET /v2/audits/{id}/review-calibration: the batch's reviews as human ratings against the machine's scores.",
      timeoutSeconds: 29,
      memoryMb: 1024,
      access: { tables: { [batches]: 'read', [results]: 'read', [reviews]: 'read', [rubrics]: 'read' } },
    },
    {
      id: 'RubricReviewAgreement',
      entry: 'lambdas/rubric-review-agreement.ts',
      description: 'GET /v2/rubrics/{id}/review-agreement: machine–reviewer agreement of a rubric version over a window, week by week.',
      timeoutSeconds: 29,
      memoryMb: 1024,
      access: { tables: { [rubrics]: 'read', [reviews]: 'read' } },
    },
    {
      id: 'RubricInsights',
      entry: 'lambdas/rubric-insights.ts',
      description: 'GET /v2/rubrics/{id}/insights: scores by a metadata key and week, and the coaching list, from the kept aggregates.',
      timeoutSeconds: 29,
      access: { tables: { [rubrics]: 'read', [insights]: 'read' } },
    },
    {
      id: 'RubricInsightConversations',
      entry: 'lambdas/rubric-insight-conversations.ts',
      description:
        "GET /v2/rubrics/{id}/insights/conversations: a group's scorecards below a threshold on one criterion, with their evidence.",
      timeoutSeconds: 29,
      access: { tables: { [rubrics]: 'read', [insights]: 'read', [results]: 'read' } },
    },
  ],
  routes: [
    { method: 'POST', path: '/v2/audits/{id}/conversations/{index}/reviews', functionId: 'AuditReviewCreate', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/conversations/{index}/reviews', functionId: 'AuditReviewGet', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/review-queue', functionId: 'AuditReviewQueue', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/review-calibration', functionId: 'AuditReviewCalibration', auth: 'iam' },
    { method: 'GET', path: '/v2/rubrics/{id}/review-agreement', functionId: 'RubricReviewAgreement', auth: 'iam' },
    { method: 'GET', path: '/v2/rubrics/{id}/insights', functionId: 'RubricInsights', auth: 'iam' },
    { method: 'GET', path: '/v2/rubrics/{id}/insights/conversations', functionId: 'RubricInsightConversations', auth: 'iam' },
  ],
};
