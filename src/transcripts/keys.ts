/** Where each stage keeps a job's data. Only these keys travel through the state machine. */
export const objectKeys = {
  /** The caller's media as fetched, whatever its format (StoredAudio.format says which). */
  audio: (jobId: string) => `jobs/${jobId}/audio`,
  /** The recording with its personal data silenced (PCM WAV), served instead of the original when the job redacts. */
  redactedAudio: (jobId: string) => `jobs/${jobId}/audio.redacted.wav`,
  transcript: (jobId: string) => `jobs/${jobId}/transcript.json`,
  contextualizedTranscript: (jobId: string) => `jobs/${jobId}/transcript.contextualized.json`,
  profile: (jobId: string) => `jobs/${jobId}/profile.json`,
  result: (jobId: string) => `jobs/${jobId}/customer-interaction.json`,
  /** Where Amazon Transcribe writes its JSON output (its OutputKey), read back by the resume handler. */
  providerOutput: (jobId: string) => `jobs/${jobId}/provider/amazon-transcribe.json`,
  /** Where Amazon Transcribe writes the redacted transcript of a job with ContentRedaction: `redacted-` before the file name. */
  redactedProviderOutput: (jobId: string) => `jobs/${jobId}/provider/redacted-amazon-transcribe.json`,
};
