import { TranscribeClient } from '@aws-sdk/client-transcribe';

export const createTranscribeClient = (): TranscribeClient => new TranscribeClient({});

let transcribe: TranscribeClient | undefined;

export const sharedTranscribeClient = (): TranscribeClient => (transcribe ??= createTranscribeClient());
