/**
 * The esbuild settings of every deployed function, as plain data: ServiceFunction hands them to NodejsFunction
 * and bench/ passes them to esbuild directly, so the measured bundles are the deployed bundles.
 */
export const FUNCTION_BUNDLING = {
  /** nodejs22.x; keep in step with ServiceFunction's runtime. */
  target: 'node22',
  format: 'esm',
  minify: true,
  sourcemap: true,
  /** Stack traces map to file:line through the .map file; the sources themselves need not ship. */
  sourcesContent: false,
  /** Prefer ESM entry points so tree shaking works on dual packages (Powertools, middy). */
  mainFields: ['module', 'main'],
  /** The Lambda runtime provides AWS SDK v3; bundling it would add megabytes and cold-start time. */
  externalModules: ['@aws-sdk/*'],
  /** CommonJS dependencies bundled into an ES module still call require(); give them one. */
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
} as const;
