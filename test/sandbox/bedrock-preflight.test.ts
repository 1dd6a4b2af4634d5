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

  it('blocks on model ids the region does not know, says so and what to do, and exits 1', async () => {
    const output = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/preflight.ts', '-c', 'stage=dev', '-c', 'bedrockInferenceGeo=zz'],
        {
          cwd: REPO_ROOT,
          env: process.env,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout }));
    });
    expect(output.code).toBe(1);
    expect(output.stdout).toContain('Preflight for stage dev in us-east-1');
    expect(output.stdout).toMatch(
      /BLOCKED zz\.anthropic\.claude-sonnet-4-5-20250929-v1:0 \(contextualization medium, audit evaluator\): unknown model id in us-east-1/,
    );
    expect(output.stdout).toContain('-c bedrockInferenceGeo=us|eu|apac|global');
    expect(output.stdout).toMatch(/3 blocking problem\(s\)/);
  });
});
