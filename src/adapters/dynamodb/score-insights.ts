import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Contribution, CriterionSums } from '../../reviews/insights';
import type { GroupMember, GroupWeek, GroupWeekDelta, InsightGroup, ScoreInsightsStore } from '../../reviews/ports';
import { fromWire, toWire } from '../wire-case';

/**
 * ScoreInsights table (partition `pk`, sort `sk`), three kinds of items:
 *
 * - group weeks: pk `a|<rubric_id>|<key>`, sk `<value>|<week>` — the sums of one metadata value's week, as
 *   top-level numbers that updates ADD to: `conversations`, `reviewed`, `overall_n`, `overall_sum`, and per
 *   criterion `c:<criterion_id>:<n|sum|norm|fails|na>`. A key's groups are one partition, its values in order, each
 *   value's weeks together: a page of groups is one Query.
 * - members: pk `m|<rubric_id>|<key>|<value>`, sk `<at>|<batch_id>|<index, 6 digits>` — one per conversation and
 *   metadata key, with its current (reviewed, else machine) values: the scorecards behind a group's figures.
 * - markers: pk `applied|<batch_id>`, sk `<group week pk>#<sk>` — written in the same transaction as a batch's
 *   addition to a group week, so a retried aggregate step adds it once.
 *
 * Keys and values are percent-encoded (and `~` too), so `|` separates them and sorts after every character of them.
 */

const encode = (text: string) => encodeURIComponent(text).replace(/~/g, '%7E');

export const groupWeekKey = (delta: Pick<GroupWeekDelta, 'rubricId' | 'key' | 'value' | 'week'>) => ({
  pk: `a|${delta.rubricId}|${encode(delta.key)}`,
  sk: `${encode(delta.value)}|${delta.week}`,
});

const memberPk = (group: InsightGroup) => `m|${group.rubricId}|${encode(group.key)}|${encode(group.value)}`;

const SUM_FIELDS = ['n', 'sum', 'norm', 'fails', 'na'] as const;
const criterionAttribute = (criterionId: string, field: (typeof SUM_FIELDS)[number]) => `c:${criterionId}:${field}`;

/** The additions of a delta, attribute by attribute, leaving out the zeros. */
const additionsOf = (delta: Contribution): [string, number][] =>
  (
    [
      ['conversations', delta.conversations],
      ['reviewed', delta.reviewed],
      ['overall_n', delta.overall.n],
      ['overall_sum', delta.overall.sum],
      ...Object.entries(delta.criteria).flatMap(([id, sums]) =>
        SUM_FIELDS.map((field) => [criterionAttribute(id, field), sums[field]] as [string, number]),
      ),
    ] as [string, number][]
  ).filter(([, value]) => value !== 0);

/** The Update of a transaction that adds a delta to its group week (creating the item on the first addition). */
export const groupWeekUpdate = (tableName: string, delta: GroupWeekDelta) => {
  const additions = additionsOf(delta.delta);
  return {
    TableName: tableName,
    Key: groupWeekKey(delta),
    UpdateExpression: `SET #value = :value, #week = :week${additions.length > 0 ? ` ADD ${additions.map((_, i) => `#a${i} :a${i}`).join(', ')}` : ''}`,
    ExpressionAttributeNames: { '#value': 'value', '#week': 'week', ...Object.fromEntries(additions.map(([name], i) => [`#a${i}`, name])) },
    ExpressionAttributeValues: {
      ':value': delta.value,
      ':week': delta.week,
      ...Object.fromEntries(additions.map(([, value], i) => [`:a${i}`, value])),
    },
  };
};

/** A member item as a Put writes it. */
export const memberItem = (member: GroupMember) => ({
  pk: memberPk(member),
  sk: `${member.at}|${member.batchId}|${String(member.index).padStart(6, '0')}`,
  key: member.key,
  value: member.value,
  at: member.at,
  batch_id: member.batchId,
  seq: member.index,
  conversation_id: member.conversationId,
  rubric_version: member.rubricVersion,
  scores: JSON.stringify(toWire(member.scores)),
  reviewed: member.reviewed,
});

const sumsOf = (item: Record<string, unknown>): Contribution => {
  const number = (name: string) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
  const criteria: Record<string, CriterionSums> = {};
  for (const name of Object.keys(item)) {
    const match = /^c:(.*):(n|sum|norm|fails|na)$/s.exec(name);
    if (!match) continue;
    const id = match[1]!;
    criteria[id] = { ...(criteria[id] ?? { n: 0, sum: 0, norm: 0, fails: 0, na: 0 }), [match[2]!]: number(name) };
  }
  return {
    conversations: number('conversations'),
    reviewed: number('reviewed'),
    overall: { n: number('overall_n'), sum: number('overall_sum') },
    criteria,
  };
};

const memberOf = (rubricId: string, item: Record<string, unknown>): GroupMember => ({
  rubricId,
  key: item.key as string,
  value: item.value as string,
  at: item.at as string,
  batchId: item.batch_id as string,
  index: item.seq as number,
  conversationId: item.conversation_id as string,
  rubricVersion: item.rubric_version as string,
  scores: fromWire(JSON.parse(item.scores as string)) as GroupMember['scores'],
  reviewed: item.reviewed === true,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Transactions touching the same group week at once conflict; each is retried a few times with jittered waits. */
export const TRANSACTION_ATTEMPTS = 6;

export const isTransactionConflict = (error: unknown) =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

export const conflictBackoff = (attempt: number) => sleep(Math.random() * 50 * 2 ** attempt);

const CONCURRENCY = 8;

const eachConcurrently = async <T>(items: readonly T[], work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
};

export const dynamoDbScoreInsights = (client: DynamoDBDocumentClient, tableName: string): ScoreInsightsStore => ({
  async addBatch(batchId, deltas) {
    await eachConcurrently(deltas, async (delta) => {
      const key = groupWeekKey(delta);
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: tableName,
                    Item: { pk: `applied|${batchId}`, sk: `${key.pk}#${key.sk}` },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                { Update: groupWeekUpdate(tableName, delta) },
              ],
            }),
          );
          return;
        } catch (error) {
          // The marker is there: this batch's addition to the group week is counted already.
          if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return;
          if (!isTransactionConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
          await conflictBackoff(attempt);
        }
      }
    });
  },

  async addMembers(members) {
    await eachConcurrently(members, async (member) => {
      try {
        await client.send(
          new PutCommand({ TableName: tableName, Item: memberItem(member), ConditionExpression: 'attribute_not_exists(pk)' }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    });
  },

  async groups(rubricId, key, page) {
    const pk = groupWeekKey({ rubricId, key, value: '', week: '' }).pk;
    const groups: { value: string; weeks: GroupWeek[] }[] = [];
    let current: { encoded: string; value: string; weeks: GroupWeek[] } | undefined;
    // Groups without a week in the window are read past, not returned.
    const close = (group: NonNullable<typeof current>) => {
      if (group.weeks.length > 0) groups.push({ value: group.value, weeks: group.weeks });
    };
    let read = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const response = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: page.after === undefined ? 'pk = :pk' : 'pk = :pk AND sk > :after',
          ExpressionAttributeValues: { ':pk': pk, ...(page.after === undefined ? {} : { ':after': `${page.after}|~` }) },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of response.Items ?? []) {
        read += 1;
        const encoded = (item.sk as string).split('|')[0]!;
        if (current?.encoded !== encoded) {
          if (current) {
            close(current);
            // A complete group ends the page once it has `limit` groups or has read its share of items.
            if (groups.length >= page.limit || read > page.maxItems) return { groups, next: current.encoded };
          }
          current = { encoded, value: item.value as string, weeks: [] };
        }
        const week = item.week as string;
        if (week >= page.fromWeek && week < page.toWeek) current.weeks.push({ week, sums: sumsOf(item) });
      }
      start = response.LastEvaluatedKey;
    } while (start);
    if (current) close(current);
    return { groups };
  },

  async members(group, page) {
    const response = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': memberPk(group), ':from': page.from, ':to': page.to },
        Limit: page.limit,
        ...(page.after ? { ExclusiveStartKey: { pk: memberPk(group), sk: page.after } } : {}),
      }),
    );
    const next = response.LastEvaluatedKey?.sk as string | undefined;
    return { members: (response.Items ?? []).map((item) => memberOf(group.rubricId, item)), ...(next ? { next } : {}) };
  },
});
