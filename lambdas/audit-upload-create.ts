import { parser } from '@aws-lambda-powertools/parser/middleware';
import { AUDIT_LIMITS, createAuditUploadBodySchema } from '../schemas/audits';
import { systemClock, uploads as uploadStore, uuids } from './wiring';
import { apiEvent, callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse } from './shared/http';

const uploads = uploadStore();

/** An empty object is all the route takes; anything bigger is not a request for an upload URL. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /v2/audits/uploads → 201 with a pre-signed PUT for a JSON Lines file (optionally gzip) of conversations.
 * The key holds the caller's identity, so only the caller can submit it (POST /v2/audits with upload.upload_id).
 * The file travels straight to S3: neither API Gateway's 10 MB nor Lambda's 6 MB bounds it. The route takes no
 * parameters: no body or `{}`; anything else is refused (415, 413, 400) before a URL is signed.
 */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: MAX_BODY_BYTES, optional: true }))
  .use(parser({ schema: apiEvent({ body: jsonBodyOf(createAuditUploadBodySchema) }) }))
  .handler(async (event) => {
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
