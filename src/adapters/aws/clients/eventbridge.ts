import { EventBridgeClient } from '@aws-sdk/client-eventbridge';

export const createEventBridgeClient = (): EventBridgeClient => new EventBridgeClient({});

let eventBridge: EventBridgeClient | undefined;

export const sharedEventBridgeClient = (): EventBridgeClient => (eventBridge ??= createEventBridgeClient());
