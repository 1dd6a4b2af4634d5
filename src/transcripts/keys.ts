/** Where each stage keeps a job's data. Only these keys travel through the state machine. */
export const objectKeys = {
  audio: (jobId: string) => `jobs/${jobId}/audio.wav`,
  transcript: (jobId: string) => `jobs/${jobId}/transcript.json`,
  contextualizedTranscript: (jobId: string) => `jobs/${jobId}/transcript.contextualized.json`,
  profile: (jobId: string) => `jobs/${jobId}/profile.json`,
  result: (jobId: string) => `jobs/${jobId}/customer-interaction.json`,
  /** Where Amazon Transcribe writes its JSON output (its OutputKey), read back by the resume handler. */
  providerOutput: (jobId: string) => `jobs/${jobId}/provider/amazon-transcribe.json`,
};
