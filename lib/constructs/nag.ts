import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag AwsSolutions finding on a construct and its children. `finding` narrows IAM5-style
 * rules to one action or resource (`Resource::*`, `Action::s3:List*`), so an acknowledgment never hides a
 * wildcard it was not written for.
 */
export const acknowledgeNag = (scope: IConstruct, rule: string, reason: string, finding?: string): void => {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}${finding ? `[${finding}]` : ''}`, reason });
};
