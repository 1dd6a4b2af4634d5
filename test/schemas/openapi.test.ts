import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { application } from '../../lib/definitions';
import { buildOpenApiDocument, openApiPath, renderOpenApiDocument } from '../../schemas/openapi';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Document {
  readonly info: { readonly version: string };
  readonly paths: Record<string, Record<string, { readonly deprecated?: boolean; readonly responses: Record<string, unknown> }>>;
}

const committed = async () => readFile(new URL('../../openapi.json', import.meta.url), 'utf8');

describe('openapi.json', () => {
  it('matches its generator (run `npm run openapi:generate` after changing a schema or a route)', async () => {
    expect(await committed()).toBe(renderOpenApiDocument());
  });

  it('has an operation for every route of lib/definitions', async () => {
    const document = JSON.parse(await committed()) as Document;
    const missing = application.routes.filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('carries the package version', async () => {
    const packageJson = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((JSON.parse(await committed()) as Document).info.version).toBe(packageJson.version);
  });

  it('cannot be built while a route has no operation', () => {
    const unknownRoute = { method: 'GET', path: '/v2/unknown', functionId: 'NotDocumented', auth: 'iam' } as const;
    expect(() => buildOpenApiDocument([...application.routes, unknownRoute])).toThrow('No OpenAPI operation for GET /v2/unknown');
  });

  // redocly.yaml turns operation-2xx-response off for the retired v1 routes, which only answer 410.
  it('gives every operation but the retired ones a 2xx response', async () => {
    const document = JSON.parse(await committed()) as Document;
    const without2xx = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(
          ([method, operation]) =>
            method !== 'parameters' && !operation.deprecated && !Object.keys(operation.responses).some((s) => s.startsWith('2')),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(without2xx).toEqual([]);
  });

  it("lints clean with Redocly CLI's recommended rules (redocly.yaml), offline", async () => {
    const cli = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
    const lint = await promisify(execFile)(process.execPath, [cli, 'lint', 'openapi.json', '--format=json'], {
      cwd: ROOT,
      // The update check would ask the npm registry; telemetry is off in redocly.yaml and here.
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    }).catch((error: { stdout: string }) => error); // exit code 1 on errors: the report is still on stdout
    const report = JSON.parse(lint.stdout) as { totals: Record<string, number>; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });
});
