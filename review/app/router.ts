import { useEffect, useState } from 'preact/hooks';

/** The views, addressed by the URL's hash so that one static page serves them all and links can be shared. */
export type Route =
  | { readonly view: 'batches' }
  | { readonly view: 'batch'; readonly batchId: string }
  | { readonly view: 'conversation'; readonly batchId: string; readonly index: number }
  | { readonly view: 'calibration'; readonly batchId: string; readonly calibrationId: string }
  | { readonly view: 'job'; readonly jobId: string }
  | { readonly view: 'not-found'; readonly hash: string };

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
    case 'job':
      return `#/jobs/${encodeURIComponent(route.jobId)}`;
    case 'not-found':
      return route.hash;
  }
};

export const parseRoute = (hash: string): Route => {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { view: 'batches' };
  const [first, id, third, fourth] = parts;
  if (first === 'batches' && id && parts.length === 2) return { view: 'batch', batchId: id };
  if (first === 'batches' && id && third === 'conversations' && fourth && /^\d+$/.test(fourth) && parts.length === 4) {
    return { view: 'conversation', batchId: id, index: Number(fourth) };
  }
  if (first === 'batches' && id && third === 'calibrations' && fourth && parts.length === 4) {
    return { view: 'calibration', batchId: id, calibrationId: fourth };
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
