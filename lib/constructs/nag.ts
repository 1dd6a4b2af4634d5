import { type CfnElement, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag AwsSolutions finding on a construct and its children. `finding` narrows IAM5-style
 * rules to one action or resource (`Resource::*`, `Action::s3:List*`), so an acknowledgment never hides a
 * wildcard it was not written for.
 */
export const acknowledgeNag = (scope: IConstruct, rule: string, reason: string, finding?: string): void => {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}${finding ? `[${finding}]` : ''}`, reason });
};

/**
 * An ARN in this stack's region and account as cdk-nag prints it in findings: pseudo parameters that are still
 * tokens appear as `<AWS::Region>`, concrete ones (from CDK_DEFAULT_REGION/ACCOUNT) literally.
 */
export const nagArn = (scope: IConstruct, service: string, resource: string): string => {
  const stack = Stack.of(scope);
  const pseudo = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);
  return `arn:<AWS::Partition>:${service}:${pseudo(stack.region, 'Region')}:${pseudo(stack.account, 'AccountId')}:${resource}`;
};

/** `<LogicalId.Arn>`: how cdk-nag prints a resource's ARN attribute in findings. */
export const nagArnAttribute = (resource: IConstruct): string =>
  `<${Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement)}.Arn>`;
