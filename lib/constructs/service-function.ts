import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTION_BUNDLING } from './bundling';
import { acknowledgeNag } from './nag';

export interface ServiceFunctionProps {
  /** Physical function name. */
  readonly functionName: string;
  /** Absolute path of the handler module (exports `handler`). */
  readonly entry: string;
  readonly description: string;
  /** Retention of the function's own log group. */
  readonly logRetention: RetentionDays;
  /** Removal policy of the function's log group. */
  readonly logRemovalPolicy: RemovalPolicy;
  /** @default Duration.seconds(10) */
  readonly timeout?: Duration;
  /** @default 512 */
  readonly memorySize?: number;
  /** The function's whole environment: `resolveEnvironment(functionEnvironment(...))`, which the sandbox uses too. */
  readonly environment: Readonly<Record<string, string>>;
}

/**
 * The one way this project deploys a Lambda function: nodejs22.x on arm64, X-Ray tracing, its own log group
 * with a retention, an execution role that can write only to that log group, and a minified ESM bundle built by
 * the local esbuild with source maps enabled at run time. Grants are added by the caller.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.logRemovalPolicy });

    // An own role instead of the default one with AWSLambdaBasicExecutionRole, which may write to any log group.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.functionName}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      tracing: Tracing.ACTIVE,
      timeout: props.timeout ?? Duration.seconds(10),
      memorySize: props.memorySize ?? 512,
      role: this.role,
      logGroup: this.logGroup,
      environment: { ...props.environment },
      bundling: {
        // Local esbuild (a devDependency) only: there is no Docker engine to fall back to.
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: FUNCTION_BUNDLING.target,
        minify: FUNCTION_BUNDLING.minify,
        sourceMap: FUNCTION_BUNDLING.sourcemap,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: FUNCTION_BUNDLING.sourcesContent,
        mainFields: [...FUNCTION_BUNDLING.mainFields],
        externalModules: [...FUNCTION_BUNDLING.externalModules],
        banner: FUNCTION_BUNDLING.banner,
      },
    });
    acknowledgeNag(
      this,
      'L1',
      'nodejs22.x is the runtime the project targets and tests (package engines, esbuild target); upgrading is a deliberate change.',
    );
    acknowledgeNag(this, 'IAM5', 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.', 'Resource::*');
  }
}
