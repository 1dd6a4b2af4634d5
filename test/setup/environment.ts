import '../../sandbox/polyfills';
