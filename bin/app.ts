import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfig } from '../lib/config/stages';
import { ContactCenterStack } from '../lib/contact-center-stack';

const app = new App();
const config = stageConfig(
  app.node.tryGetContext('stage'),
  app.node.tryGetContext('bedrockInferenceGeo'),
  app.node.tryGetContext('piiRedaction'),
  {
    maxWaitSeconds: app.node.tryGetContext('vocabularyMaxWaitSeconds'),
    unusedDays: app.node.tryGetContext('vocabularyUnusedDays'),
  },
);

new ContactCenterStack(app, `ContactCenterPipelines-${config.stage}`, {
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  terminationProtection: config.stage === 'prod',
  description: `Contact-center transcript jobs and conversation audits (${config.stage}).`,
});

// Every synth (and so every deploy) fails on an unacknowledged AwsSolutions finding.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
