import { BedrockClient } from '@aws-sdk/client-bedrock';

/** Amazon Bedrock's control plane (batch inference jobs); AWS_ENDPOINT_URL_BEDROCK points it at the sandbox. */
export const createBedrockClient = (): BedrockClient => new BedrockClient({});

let bedrock: BedrockClient | undefined;

export const sharedBedrockClient = (): BedrockClient => (bedrock ??= createBedrockClient());
