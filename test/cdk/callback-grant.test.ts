import path from 'node:path';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { application } from '../../lib/definitions';
import { rolePolicies } from '../../sandbox/iam/role-policies';
import { synthesizedStack } from '../../sandbox/iam/synthesized-template';
import { REPO_ROOT } from '../../sandbox/runtime';

/** A caller's Lambda function URL (AuthType AWS_IAM) in their own account, which trusts our account. */
const RECEIVER = 'arn:aws:lambda:eu-west-1:111122223333:function:callback-receiver';
const RECEIVER_POLICY = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: 'arn:aws:iam::000000000000:root' },
      Action: ['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction'],
      Resource: RECEIVER,
    },
  ],
};

describe('the callback deliverer role in the synthesized stack', () => {
  let policies: Awaited<ReturnType<typeof rolePolicies>>;

  beforeAll(async () => {
    policies = rolePolicies(
      application,
      await synthesizedStack(application, REPO_ROOT, path.join(REPO_ROOT, 'node_modules/.cache/contact-center-sandbox')),
    );
  });

  // Since October 2025 a function URL with IAM auth requires both actions of the caller.
  it.each(['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction'])('may %s on a function URL in the receiver account', async (action) => {
    const result = await runSimulation(
      {
        request: {
          principal: 'arn:aws:sts::000000000000:assumed-role/CallbackDelivererRole/CallbackDeliverer',
          action,
          resource: { resource: RECEIVER, accountId: '111122223333' },
          contextVariables: {},
        },
        identityPolicies: policies.functions.CallbackDeliverer!.map(({ name, policy }) => ({ name, policy })),
        serviceControlPolicies: [],
        resourceControlPolicies: [],
        resourcePolicy: RECEIVER_POLICY,
      },
      {},
    );
    expect(result.resultType === 'error' ? result.errors : result.overallResult).toBe('Allowed');
  });
});
