import type { Evidence } from '../audits/model';
import type { Clock } from '../core/clock';
import { ValidationError } from '../core/errors';
import { getRubric, type RubricStore } from '../rubrics/registry';
import { combine, EMPTY_CONTRIBUTION, statsOf, weeksOf, type CriterionStats, type GroupStats } from './insights';
import { WINDOW_DAYS } from './model';
import { decodeCursor, encodeCursor, resolveWindow } from './paging';
import type { ScoredLines, ScoreInsightsStore } from './ports';

/**
 * Agent and team insights, read from the sums kept as batches finish and reviews come in (never from the
 * batches): per group of a metadata key and criterion, the mean (reviewed scores where reviewed, else the
 * machine's), the fail rate and the counts, week by week; the groups below a threshold on a criterion (whom to
 * coach on what), each linking to the scorecards behind its figure.
 */

/** Items of the kept sums one page reads at most (a page of groups × their weeks). */
const MAX_ITEMS_PER_PAGE = 5000;

export interface InsightGroupReport extends GroupStats {
  readonly group: string;
  readonly weeks: readonly (GroupStats & { readonly weekStart: string })[];
}

export interface CoachingEntry {
  readonly group: string;
  readonly criterionId: string;
  readonly count: number;
  readonly meanNormalized: number;
  readonly failRate: number | null;
  readonly conversationsPath: string;
}

export interface InsightsReport {
  readonly rubricId: string;
  readonly groupBy: string;
  readonly from: string;
  readonly to: string;
  readonly threshold: number;
  readonly criteria: readonly { readonly criterionId: string; readonly name: string }[];
  readonly groups: readonly InsightGroupReport[];
  readonly coaching: readonly CoachingEntry[];
  readonly nextCursor: string | null;
}

export interface InsightsQuery {
  readonly groupBy: string;
  readonly from?: string;
  readonly to?: string;
  readonly threshold: number;
  readonly limit: number;
  readonly cursor?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The window in whole weeks: from the Monday of `from`'s week to the Monday after the week before `to`. */
const weekWindow = (window: { readonly from: string; readonly to: string }) => {
  const weeks = weeksOf(window);
  const last = weeks[weeks.length - 1]!;
  return { weeks, fromWeek: weeks[0]!, toWeek: new Date(new Date(`${last}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10) };
};

const query = (parameters: Record<string, string | number>) =>
  Object.entries(parameters)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');

export const insights = async (
  deps: Clock & { readonly rubrics: RubricStore; readonly insights: ScoreInsightsStore },
  owner: string,
  rubricId: string,
  request: InsightsQuery,
): Promise<InsightsReport> => {
  const rubric = await getRubric(deps.rubrics, owner, rubricId);
  const { fromWeek, toWeek } = weekWindow(resolveWindow(request, deps.now(), WINDOW_DAYS));
  const criterionIds = rubric.criteria.map((c) => c.id);
  const page = await deps.insights.groups(rubricId, request.groupBy, {
    limit: request.limit,
    maxItems: MAX_ITEMS_PER_PAGE,
    fromWeek,
    toWeek,
    ...(request.cursor === undefined ? {} : { after: decodeCursor(request.cursor) }),
  });
  const groups = page.groups.map((group): InsightGroupReport => ({
    group: group.value,
    ...statsOf(
      group.weeks.reduce((sum, week) => combine(sum, week.sums), EMPTY_CONTRIBUTION),
      criterionIds,
    ),
    weeks: group.weeks.map((week) => ({ weekStart: week.week, ...statsOf(week.sums, criterionIds) })),
  }));
  const coaching = groups
    .flatMap((group) =>
      group.criteria
        .filter((c): c is CriterionStats & { meanNormalized: number } => c.meanNormalized !== null && c.meanNormalized < request.threshold)
        .map((c): CoachingEntry => ({
          group: group.group,
          criterionId: c.criterionId,
          count: c.count,
          meanNormalized: c.meanNormalized,
          failRate: c.failRate,
          conversationsPath: `/v2/rubrics/${rubricId}/insights/conversations?${query({
            group_by: request.groupBy,
            group: group.group,
            criterion_id: c.criterionId,
            below: request.threshold,
            from: fromWeek,
            to: toWeek,
          })}`,
        })),
    )
    .sort((a, b) => a.meanNormalized - b.meanNormalized);
  return {
    rubricId,
    groupBy: request.groupBy,
    from: fromWeek,
    to: toWeek,
    threshold: request.threshold,
    criteria: rubric.criteria.map((c) => ({ criterionId: c.id, name: c.name })),
    groups,
    coaching,
    nextCursor: page.next === undefined ? null : encodeCursor(page.next),
  };
};

export interface InsightConversation {
  readonly batchId: string;
  readonly index: number;
  readonly conversationId: string;
  readonly rubricVersion: string;
  readonly at: string;
  readonly score: number | null;
  readonly label?: string;
  readonly normalized: number | null;
  readonly failed: boolean;
  readonly reviewed: boolean;
  readonly evidence: readonly Evidence[];
  readonly scorecardPath: string;
}

export interface InsightConversationsQuery {
  readonly groupBy: string;
  readonly group: string;
  readonly criterionId: string;
  readonly below: number;
  readonly from?: string;
  readonly to?: string;
  readonly limit: number;
  readonly cursor?: string;
}

/**
 * The conversations of one group in the window, oldest first, whose (reviewed, else machine) normalized score on
 * the criterion is below `below`, with the machine's evidence for it. A page reads `limit` conversations of the
 * group and returns those below: it may hold fewer (continue while next_cursor is not null).
 */
export const insightConversations = async (
  deps: Clock & { readonly rubrics: RubricStore; readonly insights: ScoreInsightsStore; readonly lines: ScoredLines },
  owner: string,
  rubricId: string,
  request: InsightConversationsQuery,
) => {
  const rubric = await getRubric(deps.rubrics, owner, rubricId);
  if (!rubric.criteria.some((c) => c.id === request.criterionId)) {
    throw new ValidationError([
      { in: 'query', pointer: '/criterion_id', message: `criterion "${request.criterionId.slice(0, 128)}" is not in rubric ${rubricId}` },
    ]);
  }
  const window = resolveWindow(request, deps.now(), WINDOW_DAYS);
  const { members, next } = await deps.insights.members(
    { rubricId, key: request.groupBy, value: request.group },
    {
      from: window.from,
      to: window.to,
      limit: request.limit,
      ...(request.cursor === undefined ? {} : { after: decodeCursor(request.cursor) }),
    },
  );
  const below = members.flatMap((member) => {
    const score = member.scores.find((s) => s.criterionId === request.criterionId);
    return score && score.normalized !== null && score.normalized < request.below ? [{ member, score }] : [];
  });
  const lines = await deps.lines.lines(below.map(({ member }) => ({ batchId: member.batchId, index: member.index })));
  const items = below.map(({ member, score }): InsightConversation => {
    const line = lines.get(`${member.batchId}/${member.index}`);
    const machine = line && !('error' in line) ? line.criterionScores.find((s) => s.criterionId === request.criterionId) : undefined;
    return {
      batchId: member.batchId,
      index: member.index,
      conversationId: member.conversationId,
      rubricVersion: member.rubricVersion,
      at: member.at,
      score: score.score,
      ...(score.label !== undefined ? { label: score.label } : {}),
      normalized: score.normalized,
      failed: score.failed,
      reviewed: member.reviewed,
      evidence: machine?.evidence ?? [],
      scorecardPath: `/v2/audits/${member.batchId}/conversations/${member.index}/reviews`,
    };
  });
  return {
    rubricId,
    groupBy: request.groupBy,
    group: request.group,
    criterionId: request.criterionId,
    below: request.below,
    items,
    nextCursor: next === undefined ? null : encodeCursor(next),
  };
};
