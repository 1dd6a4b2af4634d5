import { AUDIT_LIMITS } from '../schemas/audits';
import { systemClock, uploads as uploadStore, uuids } from './wiring';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';

const uploads = uploadStore();

/**
 * POST /v2/audits/uploads → 201 with a pre-signed PUT for a JSON Lines file (optionally gzip) of conversations.
 * The key holds the caller's identity, so only the caller can submit it (POST /v2/audits with upload.upload_id).
 * The file travels straight to S3: neither API Gateway's 10 MB nor Lambda's 6 MB bounds it.
 */
export const handler = httpHandler().handler(async (event) => {
  const uploadId = uuids.newId();
  const url = await uploads.putUrl(uploads.keyOf(callerPrincipal(event), uploadId), AUDIT_LIMITS.uploadUrlSeconds);
  return jsonResponse(201, {
    upload_id: uploadId,
    upload_url: url,
    method: 'PUT',
    expires_at: new Date(systemClock.now().getTime() + AUDIT_LIMITS.uploadUrlSeconds * 1000).toISOString(),
    max_bytes: AUDIT_LIMITS.uploadBytes,
    max_conversations: AUDIT_LIMITS.uploadConversations,
  });
});
