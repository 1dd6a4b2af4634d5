import type { AuditError, AuditResult, MetadataValue } from '../audits/model';
import type { Contribution, MemberScore } from './insights';
import type { QueueReason, ReviewedScorecard, ReviewEntry } from './model';

/** A scored conversation as the results table keeps it, with its review state. */
export interface ScoredConversation {
  readonly batchId: string;
  readonly index: number;
  readonly line: AuditResult | AuditError;
  readonly metadata: Readonly<Record<string, MetadataValue>>;
  readonly occurredAt?: string;
  readonly scoredAt?: string;
  /** 0 until the first review. */
  readonly reviewVersion: number;
  readonly review?: ReviewedScorecard;
  /** Drawn into the review queue's random sample. */
  readonly sampled: boolean;
}

/** A review as stored: the entry the history shows, and what agreement is computed from. */
export interface StoredReviewEntry extends ReviewEntry {
  readonly batchId: string;
  readonly index: number;
  readonly conversationId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  /** The reviewed scores after this review and the machine's, in the rubric version's criteria order (null: N/A). */
  readonly scores: readonly (number | null)[];
  readonly machineScores: readonly (number | null)[];
}

/** A group of one metadata key: a value, e.g. agent "dana". */
export interface InsightGroup {
  readonly rubricId: string;
  readonly key: string;
  readonly value: string;
}

/** A conversation in a group's index of conversations (the scorecards behind insights). */
export interface GroupMember extends InsightGroup {
  /** occurred_at, else the time it was scored. */
  readonly at: string;
  readonly batchId: string;
  readonly index: number;
  readonly conversationId: string;
  readonly rubricVersion: string;
  readonly scores: readonly MemberScore[];
  readonly reviewed: boolean;
}

/** What a change of scores adds to one group's week. */
export interface GroupWeekDelta extends InsightGroup {
  readonly week: string;
  readonly delta: Contribution;
}

/** Everything one review changes, written at once: any part that cannot be written leaves all of it unwritten. */
export interface ReviewCommit {
  readonly entry: StoredReviewEntry;
  readonly scorecard: ReviewedScorecard;
  /** The review version the reviewer saw; the commit fails when the conversation has another. */
  readonly expectedVersion: number;
  /** Counted on the batch. */
  readonly firstReview: boolean;
  readonly sampled: boolean;
  readonly groupWeeks: readonly GroupWeekDelta[];
  readonly members: readonly GroupMember[];
}

/** A batch's scored conversations and their reviews. */
export interface ReviewStore {
  /** The conversation at `index` of the batch, with its review state (undefined when no line is stored there). */
  scored(batchId: string, index: number): Promise<ScoredConversation | undefined>;
  /** Its reviews, oldest first. */
  history(batchId: string, index: number): Promise<StoredReviewEntry[]>;
  /** Every review of the batch. */
  batchEntries(batchId: string): AsyncIterable<StoredReviewEntry>;
}

export interface ReviewCommits {
  /**
   * Commits a review (the conversation's reviewed scorecard and version, its history entry, the batch's counts,
   * the insights) as one transaction; false when the conversation's review version is no longer the expected
   * one, and then nothing is written.
   */
  commit(review: ReviewCommit): Promise<boolean>;
}

/** The reviews of a rubric version, by time. */
export interface RubricReviews {
  /** Those made in [from, to), oldest first. */
  rubricEntries(
    rubricId: string,
    version: string,
    window: { readonly from: string; readonly to: string },
  ): AsyncIterable<StoredReviewEntry>;
}

/** A queued conversation of a batch. */
export interface QueueEntry {
  readonly index: number;
  readonly conversationId: string;
  readonly priority: number;
  readonly reasons: readonly QueueReason[];
  readonly overallScore: number | null;
}

export interface ReviewQueueStore {
  /** Puts the conversations in the batch's queue (idempotent: the same entries again change nothing). */
  enqueue(batchId: string, entries: readonly QueueEntry[], sampled: readonly number[]): Promise<void>;
  /** A page of the batch's queue: highest priority first, then by index; reviewed conversations have left it. */
  page(batchId: string, page: { readonly limit: number; readonly after?: string }): Promise<{ entries: QueueEntry[]; next?: string }>;
}

/** The sums of one group's week, as read back. */
export interface GroupWeek {
  readonly week: string;
  readonly sums: Contribution;
}

export interface ScoreInsightsStore {
  /**
   * Adds a finished batch's contributions, each (group, week) once however often this runs for the batch (a
   * retried aggregate step).
   */
  addBatch(batchId: string, deltas: readonly GroupWeekDelta[]): Promise<void>;
  /** Writes the groups' index entries of newly scored conversations, leaving any already there (a review's) as they are. */
  addMembers(members: readonly GroupMember[]): Promise<void>;
  /**
   * The groups of a key after `after` (in the store's order of values), with their weeks in [fromWeek, toWeek),
   * up to `limit` groups and about `maxItems` items read; `next` continues.
   */
  groups(
    rubricId: string,
    key: string,
    page: {
      readonly after?: string;
      readonly limit: number;
      readonly maxItems: number;
      readonly fromWeek: string;
      readonly toWeek: string;
    },
  ): Promise<{ groups: { value: string; weeks: GroupWeek[] }[]; next?: string }>;
  /** A group's conversations in [from, to), oldest first, a page of index entries at a time. */
  members(
    group: InsightGroup,
    page: { readonly from: string; readonly to: string; readonly after?: string; readonly limit: number },
  ): Promise<{ members: GroupMember[]; next?: string }>;
}

/** The machine's lines of conversations, by index, for the evidence behind insights. */
export interface ScoredLines {
  lines(refs: readonly { readonly batchId: string; readonly index: number }[]): Promise<Map<string, AuditResult | AuditError>>;
}

/** Publishes each review (the "Audit Conversation Reviewed" event). */
export interface ReviewEvents {
  publish(event: ReviewEvent): Promise<void>;
}

export interface ReviewEvent {
  readonly eventId: string;
  readonly batchId: string;
  readonly index: number;
  readonly conversationId: string;
  readonly owner: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly version: number;
  readonly reviewer: string;
  readonly reviewedAt: string;
  readonly decision: ReviewEntry['decision'];
  readonly comment: string | null;
  readonly changes: ReviewEntry['changes'];
  readonly overallScore: number | null;
  readonly machineOverallScore: number | null;
  readonly callbackUrl?: string;
}
