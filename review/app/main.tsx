import { render } from 'preact';
import { BatchPage } from './batch-page';
import { BatchesPage } from './batches-page';
import { CalibrationPage } from './calibration-page';
import { Page } from './components';
import { JobPage } from './job-page';
import { InsightsPage } from './insights-page';
import { QueuePage } from './queue-page';
import { hrefOf, useRoute, type Route } from './router';
import { ScorecardPage } from './scorecard-page';
import './styles.css';

const View = ({ route }: { route: Route }) => {
  switch (route.view) {
    case 'batches':
      return <BatchesPage />;
    case 'batch':
      return <BatchPage key={route.batchId} batchId={route.batchId} />;
    case 'conversation':
      return <ScorecardPage key={`${route.batchId}/${route.index}`} batchId={route.batchId} index={route.index} />;
    case 'calibration':
      return (
        <CalibrationPage key={`${route.batchId}/${route.calibrationId}`} batchId={route.batchId} calibrationId={route.calibrationId} />
      );
    case 'queue':
      return <QueuePage key={route.batchId} batchId={route.batchId} />;
    case 'insights':
      return <InsightsPage key={route.rubricId} rubricId={route.rubricId} query={route.query} />;
    case 'job':
      return <JobPage key={route.jobId} jobId={route.jobId} />;
    case 'not-found':
      return (
        <Page title="Not found">
          <p>
            Nothing at <code>{route.hash}</code>. <a href={hrefOf({ view: 'batches' })}>All batches</a>
          </p>
        </Page>
      );
  }
};

const App = () => {
  const route = useRoute();
  return (
    <>
      {/* The hash holds the route, so the skip link moves focus itself instead of navigating to #main. */}
      <a
        class="skip-link"
        href={location.hash || '#/'}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <nav class="top" aria-label="Main">
        <a class="brand" href={hrefOf({ view: 'batches' })}>
          Audit review
        </a>
        <a href={hrefOf({ view: 'batches' })} aria-current={route.view === 'batches' ? 'page' : undefined}>
          Batches
        </a>
      </nav>
      <main id="main" tabIndex={-1}>
        <View route={route} />
      </main>
    </>
  );
};

render(<App />, document.getElementById('app')!);
