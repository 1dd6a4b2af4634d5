import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { STAGE_OPTION_NAMES, stageConfig } from '../lib/config/stages';
import { ContactCenterStack } from '../lib/contact-center-stack';

const app = new App();
const context = (name: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(name);
  return value === undefined ? undefined : String(value);
};
const config = stageConfig(
  context('stage'),
  context('bedrockInferenceGeo'),
  context('piiRedaction'),
  Object.fromEntries(STAGE_OPTION_NAMES.map((name) => [name, context(name)])),
);

new ContactCenterStack(app, `ContactCenterPipelines-${config.stage}`, {
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  terminationProtection: config.stage === 'prod',
  description: `Contact-center transcript jobs and conversation audits (${config.stage}).`,
});

// Every synth (and so every deploy) fails on an unacknowledged AwsSolutions finding.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
