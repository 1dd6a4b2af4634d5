import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const createDynamoDbClient = (): DynamoDBClient => new DynamoDBClient({});

export const createDocumentClient = (client: DynamoDBClient = new DynamoDBClient({})): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });

let dynamoDb: DynamoDBClient | undefined;
let documents: DynamoDBDocumentClient | undefined;

export const sharedDynamoDbClient = (): DynamoDBClient => (dynamoDb ??= createDynamoDbClient());

/** The document client wraps the one DynamoDB client. */
export const sharedDocumentClient = (): DynamoDBDocumentClient => (documents ??= createDocumentClient(sharedDynamoDbClient()));
