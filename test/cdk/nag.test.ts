import { AwsSolutionsChecks } from 'cdk-nag';
import { APPLICATIONS, STAGES, synthesize } from './support';

describe.each(APPLICATIONS)('cdk-nag AwsSolutions on the %s', (_name, definition) => {
  it.each(STAGES)('reports no unacknowledged finding for stage %s', (stage) => {
    const { app } = synthesize(definition, stage);
    const report = new AwsSolutionsChecks(app).validateScope(app);
    const findings = report.violations.map((v) => `${v.ruleName} (${v.severity}) at ${v.violatingResources.map((r) => r.constructPath).join(', ')}: ${v.description}`);
    expect(findings).toEqual([]);
  });
});
