import * as z from 'zod';
import { createDocumentClient, createEventBridgeClient, createS3Client, createSfnClient } from '../src/adapters/aws/clients';
import { dynamoDbDeliveryLogReader } from '../src/adapters/dynamodb/delivery-log';
import { dynamoTranscriptJobs } from '../src/adapters/dynamodb/transcript-jobs';
import { eventBridgeStatusEvents } from '../src/adapters/eventbridge/transcript-events';
import { s3AudioLinks } from '../src/adapters/s3/audio-links';
import { s3TranscriptObjects } from '../src/adapters/s3/transcript-objects';
import { stepFunctionsTasks } from '../src/adapters/sfn/transcript-pipeline';
import type { Clock } from '../src/transcripts/ports';
import { readConfig, requiredEnv, runtimeModeSchema } from './shared/config';

/**
 * Adapter wiring shared by the transcript handlers. Each factory reads only the variables its resource needs,
 * because a function only receives the names of what its definition grants it.
 */

export const runtimeMode = () => readConfig(z.object({ RUNTIME_MODE: runtimeModeSchema })).RUNTIME_MODE;

export const transcriptJobs = () => dynamoTranscriptJobs(createDocumentClient(), requiredEnv('TRANSCRIPT_JOBS_TABLE'));

export const callbackDeliveries = () =>
  dynamoDbDeliveryLogReader(createDocumentClient(), requiredEnv('CALLBACK_DELIVERIES_TABLE_NAME'));

export const resultsBucket = () => requiredEnv('TRANSCRIPT_RESULTS_BUCKET');

export const audioBucket = () => requiredEnv('TRANSCRIPT_AUDIO_BUCKET');

export const transcriptObjects = () => s3TranscriptObjects(createS3Client(), resultsBucket());

export const audioLinks = () => s3AudioLinks(createS3Client(), audioBucket());

export const statusEvents = () => eventBridgeStatusEvents(createEventBridgeClient(), requiredEnv('EVENT_BUS_NAME'));

export const taskResponder = () => stepFunctionsTasks(createSfnClient());

export const systemClock: Clock = { now: () => new Date().toISOString() };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A completion can beat the start handler's token write; look again once after this long (the closest peer uses 5 s). */
export const TOKEN_RETRY_DELAY_MS = 5000;
