/** The SigV4 service and region a callback is signed for. */
export interface SigningScope {
  readonly service: string;
  readonly region: string;
}

/**
 * Hosts whose name says which AWS service verifies the signature: API Gateway (including private APIs reached
 * through a VPC endpoint) and Lambda function URLs. Region names are letters, digits and dashes.
 */
const SCOPE_BY_HOST: readonly { readonly pattern: RegExp; readonly service: string }[] = [
  { pattern: /\.execute-api\.([a-z0-9-]+)\.(?:vpce\.)?amazonaws\.com(?:\.cn)?$/, service: 'execute-api' },
  { pattern: /\.lambda-url\.([a-z0-9-]+)\.on\.aws$/, service: 'lambda' },
];

/**
 * The scope to sign a callback to `url` with: read from AWS endpoint host names, otherwise (custom domains,
 * non-AWS receivers) the configured fallback.
 */
export const signingScopeFor = (url: URL, fallback: SigningScope): SigningScope => {
  const host = url.hostname.toLowerCase();
  for (const { pattern, service } of SCOPE_BY_HOST) {
    const region = pattern.exec(host)?.[1];
    if (region) return { service, region };
  }
  return fallback;
};
