import '../../sandbox/polyfills';
// Handlers imported into a test (not run by a sandbox) would print their metrics' EMF lines into jest's output.
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
