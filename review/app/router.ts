import { useEffect, useState } from 'preact/hooks';

/** The views, addressed by the URL's hash so that one static page serves them all and links can be shared. */
export type Route =
  | { readonly view: 'batches' }
  | { readonly view: 'batch'; readonly batchId: string }
  | { readonly view: 'conversation'; readonly batchId: string; readonly index: number }
  | { readonly view: 'job'; readonly jobId: string }
  | { readonly view: 'not-found'; readonly hash: string };
// Calibration (issue 10) will be one more view here: { view: 'calibration', ... } and its page component.

export const hrefOf = (route: Route): string => {
  switch (route.view) {
    case 'batches':
      return '#/';
    case 'batch':
      return `#/batches/${encodeURIComponent(route.batchId)}`;
    case 'conversation':
      return `#/batches/${encodeURIComponent(route.batchId)}/conversations/${route.index}`;
    case 'job':
      return `#/jobs/${encodeURIComponent(route.jobId)}`;
    case 'not-found':
      return route.hash;
  }
};

export const parseRoute = (hash: string): Route => {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { view: 'batches' };
  const [first, id, third, index] = parts;
  if (first === 'batches' && id && parts.length === 2) return { view: 'batch', batchId: id };
  if (first === 'batches' && id && third === 'conversations' && index && /^\d+$/.test(index) && parts.length === 4) {
    return { view: 'conversation', batchId: id, index: Number(index) };
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
