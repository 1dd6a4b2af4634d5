import { AwsSolutionsChecks } from 'cdk-nag';
import { SUPPORTED_INFERENCE_GEOS, stageConfig } from '../../lib/config/stages';
import { AUDIT_BATCH_STATE_MACHINE_ID, AUDIT_INPUTS_BUCKET } from '../../lib/definitions/audits';
import { application } from '../../lib/definitions';
import { resourcesOf, synthesize } from './support';

type Json = Record<string, unknown>;

const stateMachines = (template: ReturnType<typeof synthesize>['template']) =>
  Object.values(resourcesOf(template, 'AWS::StepFunctions::StateMachine'));

describe('the state machines of the synthesized prod stack', () => {
  const { stack, template } = synthesize(application, 'prod');

  it('log errors only, without execution data (callback URLs, metadata, transcripts, error causes)', () => {
    const machines = stateMachines(template);
    expect(machines).toHaveLength(application.stateMachines.length);
    for (const machine of machines) {
      expect(machine.Properties?.LoggingConfiguration).toMatchObject({ Level: 'ERROR', IncludeExecutionData: false });
    }
  });

  it('tolerate every failed child of the audit batch DISTRIBUTED Map, so that one conversation cannot fail its batch', () => {
    const logicalId = stack.getLogicalId(stack.stateMachines.get(AUDIT_BATCH_STATE_MACHINE_ID)!.node.defaultChild as never);
    const definition = JSON.parse(
      String(resourcesOf(template, 'AWS::StepFunctions::StateMachine')[logicalId]?.Properties?.DefinitionString),
    ) as { States: Record<string, Json> };
    const maps = Object.values(definition.States).filter(
      (state) => (state.ItemProcessor as { ProcessorConfig?: { Mode?: string } } | undefined)?.ProcessorConfig?.Mode === 'DISTRIBUTED',
    );
    expect(maps).toHaveLength(1);
    expect(maps[0]).toMatchObject({ ToleratedFailurePercentage: 100 });
  });
});

describe('stage options', () => {
  it('turn on every log event and execution data only when the deployment asks', () => {
    const { app, template } = synthesize(application, 'prod', undefined, { stateMachineLogLevel: 'ALL', stateMachineExecutionData: 'on' });
    for (const machine of stateMachines(template))
      expect(machine.Properties?.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });

  it('turn state machine logging off altogether', () => {
    const { template } = synthesize(application, 'dev', undefined, { stateMachineLogLevel: 'OFF' });
    for (const machine of stateMachines(template)) expect(machine.Properties?.LoggingConfiguration).toBeUndefined();
  });

  it('refuse values they do not know, naming the choices', () => {
    expect(() => stageConfig('dev', 'us', undefined, { stateMachineLogLevel: 'DEBUG' })).toThrow(
      'Unknown stateMachineLogLevel "DEBUG": use -c stateMachineLogLevel=ERROR|ALL|FATAL|OFF.',
    );
    expect(() => stageConfig('dev', 'us', undefined, { stateMachineExecutionData: 'yes' })).toThrow(
      'Unknown stateMachineExecutionData "yes": use -c stateMachineExecutionData=on|off.',
    );
    expect(() => stageConfig('dev', 'us', undefined, { apiGatewayCloudWatchRole: 'true' })).toThrow(
      'Unknown apiGatewayCloudWatchRole "true": use -c apiGatewayCloudWatchRole=on|off.',
    );
  });

  it("leave the account's API Gateway CloudWatch role alone unless the deployment opts in", () => {
    expect(Object.keys(resourcesOf(synthesize(application, 'prod').template, 'AWS::ApiGateway::Account'))).toEqual([]);
    const { template } = synthesize(application, 'prod', undefined, { apiGatewayCloudWatchRole: 'on' });
    expect(Object.keys(resourcesOf(template, 'AWS::ApiGateway::Account'))).toHaveLength(1);
  });
});

describe('Bedrock inference geographies', () => {
  it('are those every model of the stage has a cross-region inference profile in', () => {
    expect(SUPPORTED_INFERENCE_GEOS).toEqual(['us', 'eu', 'global']);
    for (const geo of SUPPORTED_INFERENCE_GEOS) expect(stageConfig('dev', geo).bedrock.inferenceGeo).toBe(geo);
  });

  it('refuse apac, which has no profile for the 4.5 models, and jp or au, which Claude Opus 4.5 lacks, naming what works', () => {
    expect(() => stageConfig('dev', 'apac')).toThrow(
      'Unknown or unsupported bedrockInferenceGeo "apac": Amazon Bedrock has no apac. inference profile for anthropic.claude-haiku-4-5-20251001-v1:0, anthropic.claude-sonnet-4-5-20250929-v1:0, anthropic.claude-opus-4-5-20251101-v1:0. Use -c bedrockInferenceGeo=us|eu|global',
    );
    expect(() => stageConfig('dev', 'jp')).toThrow('no jp. inference profile for anthropic.claude-opus-4-5-20251101-v1:0.');
    expect(() => stageConfig('dev', 'zz')).toThrow('Unknown or unsupported bedrockInferenceGeo "zz"');
  });
});

describe('the audit inputs bucket', () => {
  it('keeps the stored conversations as long as the results, and expires only what serves a run', () => {
    const { stack, template } = synthesize(application, 'prod');
    const logicalId = stack.getLogicalId(stack.resources.buckets.get(AUDIT_INPUTS_BUCKET.id)!.resource.node.defaultChild as never);
    const rules = (resourcesOf(template, 'AWS::S3::Bucket')[logicalId]?.Properties?.LifecycleConfiguration as { Rules: Json[] }).Rules;
    expect(rules).toEqual([
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 30, Status: 'Enabled' }),
      expect.objectContaining({ Prefix: 'map-results/', ExpirationInDays: 30, Status: 'Enabled' }),
    ]);
  });
});
