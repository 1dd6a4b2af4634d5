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
