import { spawn } from 'node:child_process';
import { stageConfig } from '../../lib/config/stages';
import { inferenceProfileId } from '../../lib/constructs/function-environment';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { formatReport, runPreflight } from '../../scripts/preflight';

// `npm run preflight` against a started sandbox: startSandbox points AWS_ENDPOINT_URL_* (Bedrock Runtime
// included) and the region and credentials of this process at its local services, as a user's shell would
// point them at AWS.
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

describe('preflight', () => {
  it('reports every configured model as answering, each once with the roles it plays', async () => {
    const { region, checks } = await runPreflight({ stage: 'prod' });
    const { bedrock } = stageConfig('prod');
    const models = checks.filter((c) => c.area === 'bedrock');
    expect(models.map((c) => [c.subject, c.state])).toEqual([
      [`${inferenceProfileId(bedrock, bedrock.contextualization.fast)} (contextualization fast)`, 'ok'],
      [`${inferenceProfileId(bedrock, bedrock.contextualization.medium)} (contextualization medium, audit evaluator)`, 'ok'],
      [`${inferenceProfileId(bedrock, bedrock.contextualization.high)} (contextualization high)`, 'ok'],
    ]);
    expect(checks.some((c) => c.state === 'blocked')).toBe(false);
    expect(formatReport('prod', region, checks)).toContain('Nothing blocks');
    // The check is a real model call, attributed and recorded like any other.
    expect(sandbox.converseCalls().map((c) => c.outcome)).toEqual(['answered', 'answered', 'answered']);
  });

  it("refuses a geography without inference profiles for the stage's models before calling any, names the ones that work, and exits 2", async () => {
    const calls = sandbox.converseCalls().length;
    const output = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/preflight.ts', '-c', 'stage=dev', '-c', 'bedrockInferenceGeo=apac'],
        {
          cwd: REPO_ROOT,
          env: process.env,
          stdio: ['ignore', 'inherit', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(output.code).toBe(2);
    expect(output.stderr).toContain('Preflight could not run: Unknown or unsupported bedrockInferenceGeo "apac"');
    expect(output.stderr).toContain('-c bedrockInferenceGeo=us|eu|global');
    expect(sandbox.converseCalls()).toHaveLength(calls);
  }, 60_000);
});
