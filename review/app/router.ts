import { useEffect, useState } from 'preact/hooks';

/** The views, addressed by the URL's hash so that one static page serves them all and links can be shared. */
export type Route =
  | { readonly view: 'batches' }
  | { readonly view: 'batch'; readonly batchId: string }
  | { readonly view: 'conversation'; readonly batchId: string; readonly index: number }
  | { readonly view: 'calibration'; readonly batchId: string; readonly calibrationId: string }
  | { readonly view: 'queue'; readonly batchId: string }
  | { readonly view: 'insights'; readonly rubricId: string; readonly query: InsightsQuery }
  | { readonly view: 'job'; readonly jobId: string }
  | { readonly view: 'not-found'; readonly hash: string };

/** What the insights view shows (kept in the hash, so a view can be shared). */
export interface InsightsQuery {
  readonly groupBy: string;
  readonly from?: string;
  readonly to?: string;
  readonly threshold?: number;
}

const insightsSearch = (query: InsightsQuery): string => {
  const params = new URLSearchParams({ group_by: query.groupBy });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.threshold !== undefined) params.set('threshold', String(query.threshold));
  return params.toString();
};

export const hrefOf = (route: Route): string => {
  switch (route.view) {
    case 'batches':
      return '#/';
    case 'batch':
      return `#/batches/${encodeURIComponent(route.batchId)}`;
    case 'conversation':
      return `#/batches/${encodeURIComponent(route.batchId)}/conversations/${route.index}`;
    case 'calibration':
      return `#/batches/${encodeURIComponent(route.batchId)}/calibrations/${encodeURIComponent(route.calibrationId)}`;
    case 'queue':
      return `#/batches/${encodeURIComponent(route.batchId)}/queue`;
    case 'insights':
      return `#/rubrics/${encodeURIComponent(route.rubricId)}/insights?${insightsSearch(route.query)}`;
    case 'job':
      return `#/jobs/${encodeURIComponent(route.jobId)}`;
    case 'not-found':
      return route.hash;
  }
};

export const parseRoute = (hash: string): Route => {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { view: 'batches' };
  const [first, id, third, fourth] = parts;
  if (first === 'batches' && id && parts.length === 2) return { view: 'batch', batchId: id };
  if (first === 'batches' && id && third === 'conversations' && fourth && /^\d+$/.test(fourth) && parts.length === 4) {
    return { view: 'conversation', batchId: id, index: Number(fourth) };
  }
  if (first === 'batches' && id && third === 'calibrations' && fourth && parts.length === 4) {
    return { view: 'calibration', batchId: id, calibrationId: fourth };
  }
  if (first === 'batches' && id && third === 'queue' && parts.length === 3) return { view: 'queue', batchId: id };
  if (first === 'rubrics' && id && third === 'insights' && parts.length === 3) {
    const params = new URLSearchParams(search);
    const threshold = Number(params.get('threshold') ?? NaN);
    return {
      view: 'insights',
      rubricId: id,
      query: {
        groupBy: params.get('group_by') || 'agent',
        ...(params.get('from') ? { from: params.get('from')! } : {}),
        ...(params.get('to') ? { to: params.get('to')! } : {}),
        ...(Number.isFinite(threshold) ? { threshold } : {}),
      },
    };
  }
  if (first === 'jobs' && id && parts.length === 2) return { view: 'job', jobId: id };
  return { view: 'not-found', hash };
};

export const useRoute = (): Route => {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
};
