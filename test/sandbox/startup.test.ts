import { startSandbox } from '../../sandbox/runtime';
import { fixtureApplication } from './fixtures/application';

describe('sandbox start-up', () => {
  it('refuses a state machine whose Task has no local binding, naming the state, rather than reaching AWS', async () => {
    const application = {
      ...fixtureApplication,
      stateMachines: [
        { id: 'Unbound', file: 'test/sandbox/fixtures/unbound.asl.json', envVar: 'UNBOUND_ARN', timeoutSeconds: 10, substitutions: {} },
      ],
    };
    await expect(startSandbox({ application })).rejects.toThrow(
      /state "List buckets".*no binding for Task resource arn:aws:states:::aws-sdk:s3:listBuckets/,
    );
  });

  it('refuses an ASL placeholder without a substitution', async () => {
    const [pipeline] = fixtureApplication.stateMachines;
    const application = { ...fixtureApplication, stateMachines: [{ ...pipeline!, substitutions: {} }] };
    await expect(startSandbox({ application })).rejects.toThrow(/no substitution for \$\{EchoFunctionArn\}/);
  });
});
