import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useMemo, useState } from 'preact/hooks';
import type { InsightConversations, InsightGroup, Insights } from '../../client/types';
import { api } from './api';
import { ChartBox } from './chart-box';
import { DataTable, Loaded, Page } from './components';
import { formatNumber, formatTime, plural } from './format';
import { hrefOf, type InsightsQuery } from './router';
import { useAsync } from './use-async';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * Agent and team insights of a rubric (GET /v2/rubrics/{id}/insights): per criterion, a chart of each group's
 * mean normalized score week by week (with the same figures as a table, which screen readers and tests read);
 * each group's figures over the window; and the coaching list — groups below the threshold on a criterion —
 * opening the scorecards and evidence behind each figure.
 */

type CriterionStats = InsightGroup['criteria'][number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Mondays from `from` (a Monday) up to `to` (exclusive), as the response bounds its window. */
const weeksBetween = (from: string, to: string): string[] => {
  const weeks: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t < Date.parse(`${to}T00:00:00Z`); t += 7 * DAY_MS)
    weeks.push(new Date(t).toISOString().slice(0, 10));
  return weeks;
};

/** Distinguishable on white, each at least 3:1 against it (lines, not text). */
const PALETTE = ['#1f4e79', '#b35c00', '#1d6b35', '#a3222b', '#6a3d9a', '#00727a', '#8a5300', '#c2185b', '#4d5560', '#2e7d32'];

const statOf = (stats: readonly CriterionStats[], criterionId: string) => stats.find((s) => s.criterion_id === criterionId);
const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 100)} %`);

export const InsightsPage = ({ rubricId, query }: { rubricId: string; query: InsightsQuery }) => {
  const key = JSON.stringify([rubricId, query]);
  const data = useAsync(() => api.getInsights(rubricId, query), key);
  return (
    <Page
      title="Insights"
      subtitle={
        <>
          Rubric <code>{rubricId}</code>, grouped by <code>{query.groupBy}</code>
        </>
      }
    >
      <InsightsForm key={key} rubricId={rubricId} query={query} />
      <Loaded value={data}>{(value) => <InsightsView key={key} rubricId={rubricId} first={value} />}</Loaded>
    </Page>
  );
};

/** Changes what is shown by changing the address (so the view can be shared and the back button works). */
const InsightsForm = ({ rubricId, query }: { rubricId: string; query: InsightsQuery }) => {
  const [groupBy, setGroupBy] = useState(query.groupBy);
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [threshold, setThreshold] = useState(query.threshold === undefined ? '' : String(query.threshold));
  return (
    <form
      class="toolbar insights-form"
      aria-label="What to show"
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(threshold);
        location.hash = hrefOf({
          view: 'insights',
          rubricId,
          query: {
            groupBy: groupBy.trim() || 'agent',
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
            ...(threshold.trim() !== '' && Number.isFinite(value) ? { threshold: value } : {}),
          },
        });
      }}
    >
      <label for="insights-group-by">Group by (metadata key)</label>
      <input
        id="insights-group-by"
        list="insights-keys"
        value={groupBy}
        onInput={(e) => setGroupBy((e.target as HTMLInputElement).value)}
      />
      <datalist id="insights-keys">
        <option value="agent" />
        <option value="team" />
        <option value="queue" />
      </datalist>
      <label for="insights-from">From</label>
      <input id="insights-from" type="date" value={from} onInput={(e) => setFrom((e.target as HTMLInputElement).value)} />
      <label for="insights-to">To</label>
      <input id="insights-to" type="date" value={to} onInput={(e) => setTo((e.target as HTMLInputElement).value)} />
      <label for="insights-threshold">Coaching threshold</label>
      <input
        id="insights-threshold"
        type="number"
        min={0}
        max={1}
        step={0.05}
        placeholder="0.6"
        value={threshold}
        onInput={(e) => setThreshold((e.target as HTMLInputElement).value)}
      />
      <button type="submit">Show</button>
    </form>
  );
};

const InsightsView = ({ rubricId, first }: { rubricId: string; first: Insights }) => {
  const [groups, setGroups] = useState<readonly InsightGroup[]>(first.groups);
  const [coaching, setCoaching] = useState<Insights['coaching']>(first.coaching);
  const [cursor, setCursor] = useState(first.next_cursor);
  const [failure, setFailure] = useState<Error | undefined>();
  const weeks = weeksBetween(first.from, first.to);
  const more = async () => {
    if (!cursor) return;
    try {
      const page = await api.getInsights(rubricId, {
        groupBy: first.group_by,
        from: first.from,
        to: first.to,
        threshold: first.threshold,
        cursor,
      });
      setGroups((shown) => [...shown, ...page.groups]);
      setCoaching((shown) => [...shown, ...page.coaching].sort((a, b) => a.mean_normalized - b.mean_normalized));
      setCursor(page.next_cursor);
    } catch (error) {
      setFailure(error as Error);
    }
  };
  if (groups.length === 0) {
    return (
      <p class="muted">
        No conversation of this rubric has a <code>{first.group_by}</code> metadata key in the weeks from {first.from} to {first.to}: submit
        conversations with <code>metadata: {`{ "${first.group_by}": … }`}</code>.
      </p>
    );
  }
  return (
    <>
      <p class="muted">
        Weeks from {first.from} up to {first.to} (Mondays, UTC); reviewed scores where reviewed, else the machine's. Means are normalized to
        0–1.
      </p>
      <Coaching coaching={coaching} criteria={first.criteria} threshold={first.threshold} />
      <GroupTable groups={groups} criteria={first.criteria} />
      <section aria-labelledby="trends-heading">
        <h2 id="trends-heading">Week by week</h2>
        <div class="trend-grid">
          {first.criteria.map((criterion) => (
            <CriterionTrend key={criterion.criterion_id} criterion={criterion} groups={groups} weeks={weeks} threshold={first.threshold} />
          ))}
        </div>
      </section>
      {cursor ? (
        <p>
          <button type="button" onClick={() => void more()}>
            More groups
          </button>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" class="error">
          {failure.message}
        </p>
      ) : null}
    </>
  );
};

const GroupTable = ({ groups, criteria }: { groups: readonly InsightGroup[]; criteria: Insights['criteria'] }) => (
  <section aria-labelledby="groups-heading">
    <h2 id="groups-heading">Groups over the window</h2>
    <DataTable
      label="Groups over the window"
      columns={[
        { label: 'Group' },
        { label: 'Conversations', numeric: true },
        { label: 'Reviewed', numeric: true },
        { label: 'Overall mean', numeric: true },
        ...criteria.map((c) => ({
          label: (
            <>
              {c.name} <span class="muted">(mean · fail rate)</span>
            </>
          ),
          numeric: true,
        })),
      ]}
    >
      {groups.map((group) => (
        <tr key={group.group} data-group={group.group}>
          <th scope="row">{group.group}</th>
          <td class="num">{group.conversations}</td>
          <td class="num">{group.reviewed}</td>
          <td class="num" data-overall-mean={group.overall.mean ?? ''}>
            {formatNumber(group.overall.mean)}
          </td>
          {criteria.map((c) => {
            const stats = statOf(group.criteria, c.criterion_id);
            return (
              <td key={c.criterion_id} class="num" data-criterion-id={c.criterion_id} data-mean-normalized={stats?.mean_normalized ?? ''}>
                {formatNumber(stats?.mean_normalized)} · {percent(stats?.fail_rate)}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  </section>
);

/** One criterion: a line per group over the weeks (gaps where a group had no conversation), and the same as a table. */
const CriterionTrend = ({
  criterion,
  groups,
  weeks,
  threshold,
}: {
  criterion: Insights['criteria'][number];
  groups: readonly InsightGroup[];
  weeks: readonly string[];
  threshold: number;
}) => {
  const series = groups.map((group) =>
    weeks.map(
      (week) => statOf(group.weeks.find((w) => w.week_start === week)?.criteria ?? [], criterion.criterion_id)?.mean_normalized ?? null,
    ),
  );
  const config = useMemo(
    (): ChartConfiguration<'line'> => ({
      type: 'line',
      data: {
        labels: [...weeks],
        datasets: [
          ...groups.map((group, i) => ({
            label: group.group,
            data: series[i]!,
            borderColor: PALETTE[i % PALETTE.length],
            backgroundColor: PALETTE[i % PALETTE.length],
            spanGaps: true,
            tension: 0,
          })),
          { label: `threshold ${threshold}`, data: weeks.map(() => threshold), borderColor: '#8a929c', borderDash: [6, 4], pointRadius: 0 },
        ],
      },
      options: {
        scales: {
          x: { title: { display: true, text: 'Week (Monday)' } },
          y: { min: 0, max: 1, title: { display: true, text: 'Mean (0–1)' } },
        },
      },
    }),
    [groups, weeks, threshold],
  );
  const headingId = `trend-${criterion.criterion_id}`;
  return (
    <figure class="trend" aria-labelledby={headingId} data-criterion-id={criterion.criterion_id}>
      <figcaption id={headingId}>
        <h3>{criterion.name}</h3>
      </figcaption>
      <ChartBox label={`${criterion.name}: mean score of each group by week; the table below lists the same figures`} config={config} />
      <details>
        <summary>Figures</summary>
        <DataTable
          label={`${criterion.name} by group and week`}
          compact
          columns={[{ label: 'Group' }, ...weeks.map((week) => ({ label: week, numeric: true }))]}
        >
          {groups.map((group, i) => (
            <tr key={group.group} data-group={group.group}>
              <th scope="row">{group.group}</th>
              {series[i]!.map((value, w) => (
                <td key={weeks[w]} class="num" data-week={weeks[w]} data-value={value ?? ''}>
                  {formatNumber(value)}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  );
};

const Coaching = ({
  coaching,
  criteria,
  threshold,
}: {
  coaching: Insights['coaching'];
  criteria: Insights['criteria'];
  threshold: number;
}) => (
  <section aria-labelledby="coaching-heading">
    <h2 id="coaching-heading">Coaching</h2>
    {coaching.length === 0 ? (
      <p class="muted">No group is below {threshold} on any criterion.</p>
    ) : (
      <>
        <p class="muted">Groups whose mean is below {threshold} on a criterion, lowest first: open the scorecards behind each figure.</p>
        <ul class="coaching" aria-label="Coaching list">
          {coaching.map((item) => (
            <CoachingItem
              key={`${item.group}/${item.criterion_id}`}
              item={item}
              name={criteria.find((c) => c.criterion_id === item.criterion_id)?.name ?? item.criterion_id}
            />
          ))}
        </ul>
      </>
    )}
  </section>
);

const CoachingItem = ({ item, name }: { item: Insights['coaching'][number]; name: string }) => {
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState<InsightConversations[]>([]);
  const [failure, setFailure] = useState<Error | undefined>();
  const id = `coaching-${item.group}-${item.criterion_id}`.replace(/[^\w-]/g, '_');
  const load = async (cursor?: string) => {
    try {
      const page = await api.getInsightConversations(item.conversations_path, cursor);
      setPages((shown) => [...shown, page]);
    } catch (error) {
      setFailure(error as Error);
    }
  };
  const next = pages.at(-1)?.next_cursor;
  return (
    <li data-group={item.group} data-criterion-id={item.criterion_id}>
      <p>
        <strong>{item.group}</strong> on <strong>{name}</strong>: mean {formatNumber(item.mean_normalized)} over{' '}
        {plural(item.count, 'conversation')}, fail rate {percent(item.fail_rate)}{' '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            setOpen(!open);
            if (!open && pages.length === 0) void load();
          }}
        >
          {open ? 'Hide scorecards' : 'Show scorecards'}
        </button>
      </p>
      <div id={id} hidden={!open}>
        {failure ? (
          <p role="alert" class="error">
            {failure.message}
          </p>
        ) : null}
        {open && pages.length === 0 && !failure ? (
          <p role="status" class="muted">
            Loading…
          </p>
        ) : null}
        <ol class="coaching-conversations" aria-label={`Scorecards of ${item.group} on ${name}`}>
          {pages
            .flatMap((page) => page.items)
            .map((conversation) => (
              <li
                key={`${conversation.batch_id}/${conversation.index}`}
                data-batch-id={conversation.batch_id}
                data-index={conversation.index}
              >
                <a href={hrefOf({ view: 'conversation', batchId: conversation.batch_id, index: conversation.index })}>
                  {conversation.conversation_id}
                </a>{' '}
                <span class="muted">
                  {formatTime(conversation.at)} ·{' '}
                  {conversation.not_applicable ? 'N/A' : (conversation.label ?? formatNumber(conversation.score))} (
                  {formatNumber(conversation.normalized)}){conversation.failed ? ' · failed' : ''}
                  {conversation.reviewed ? ' · reviewed' : ''}
                </span>
                {conversation.evidence.length > 0 ? (
                  <ul class="evidence-quotes">
                    {conversation.evidence.map((evidence, i) => (
                      <li key={i}>
                        <q>{evidence.excerpt}</q>{' '}
                        <span class="muted">
                          turn {evidence.turn_index_start}
                          {evidence.turn_index_end !== evidence.turn_index_start ? `–${evidence.turn_index_end}` : ''}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
        </ol>
        {next ? (
          <button type="button" onClick={() => void load(next)}>
            More scorecards
          </button>
        ) : null}
      </div>
    </li>
  );
};
