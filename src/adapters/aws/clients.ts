/**
 * AWS SDK clients, passed into adapters; handlers get them from lambdas/wiring.ts. Endpoints come from the SDK's
 * standard AWS_ENDPOINT_URL_<SERVICE> variables, which the sandbox points at its local services.
 *
 * One module per service, each with its client's factory and the one shared client of a cold start (the module
 * scope of a function's bundle), created on first use. The package declares no side effects (package.json), so a
 * function's bundle imports only the SDK packages of the clients it calls: with every client in one module, every
 * bundle imported all eight packages, about 40 ms of each cold start.
 */
export * from './clients/bedrock';
export * from './clients/bedrock-runtime';
export * from './clients/dynamodb';
export * from './clients/eventbridge';
export * from './clients/s3';
export * from './clients/sfn';
export * from './clients/transcribe';
