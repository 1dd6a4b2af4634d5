import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { APPLICATIONS, STAGES, synthesize } from './support';

// `cdk synth` resolves CDK_DEFAULT_ACCOUNT/REGION when credentials are configured: findings then name literal ARNs.
const ENVIRONMENTS = [
  ['env-agnostic', undefined],
  ['account and region', { account: '123456789012', region: 'eu-west-1' }],
] as const;

describe.each(APPLICATIONS)('cdk-nag AwsSolutions on the %s', (_name, definition) => {
  it.each(STAGES.flatMap((stage) => ENVIRONMENTS.map(([envName, env]) => [stage, envName, env] as const)))(
    'reports no unacknowledged finding for stage %s (%s)',
    (stage, _envName, env) => {
      const { app } = synthesize(definition, stage, env);
      const report = new AwsSolutionsChecks(app).validateScope(app);
      const findings = report.violations.map(
        (v) => `${v.ruleName} (${v.severity}) at ${v.violatingResources.map((r) => r.constructPath).join(', ')}: ${v.description}`,
      );
      expect(findings).toEqual([]);
    },
  );
});

interface ValidationReport {
  readonly pluginReports: readonly {
    readonly violations: readonly {
      readonly ruleName: string;
      readonly severity: string;
      readonly description: string;
      readonly violatingConstructs: readonly { readonly constructPath?: string }[];
    }[];
  }[];
}

/** What CDK's built-in CloudFormation validation reported for an app (it lists only plugins with something to say). */
const validationViolations = (app: App): string[] => {
  const report = JSON.parse(readFileSync(path.join(app.synth().directory, 'validation-report.json'), 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map(
      (v) => `${v.ruleName} (${v.severity}) at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}: ${v.description}`,
    ),
  );
};

// CDK's built-in CloudFormation validation (resource schemas and its default rules), which `cdk synth` runs: the
// other template tests synthesize without it. Its errors only warn at synth unless a flag says otherwise; here any
// violation not acknowledged in the code fails.
describe("CloudFormation's validation", () => {
  it('runs here: a resource with a property its schema does not have is reported', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'ccp-test-cdk-probe-'));
    // CDK prints the violation as a warning too: kept out of the suite's output, and checked.
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const probe = new App({ outdir });
      new CfnResource(new Stack(probe, 'Probe'), 'Bucket', { type: 'AWS::S3::Bucket', properties: { NoSuchProperty: 'x' } });
      expect(validationViolations(probe).join('\n')).toMatch(/NoSuchProperty/);
      expect(printed.mock.calls.flat().join('\n')).toMatch(/NoSuchProperty/);
    } finally {
      printed.mockRestore();
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  describe.each(APPLICATIONS)('of the %s', (_name, definition) => {
    it.each(STAGES)('finds no unacknowledged violation for stage %s', (stage) => {
      const { app } = synthesize(definition, stage, undefined, {}, { cloudFormationValidation: true });
      expect(validationViolations(app)).toEqual([]);
    });
  });
});
