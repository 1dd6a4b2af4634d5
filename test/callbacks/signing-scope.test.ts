import { signingScopeFor } from '../../src/callbacks/signing-scope';

const fallback = { service: 'execute-api', region: 'eu-west-1' };

describe('signingScopeFor', () => {
  it.each([
    ['https://abc123.execute-api.us-east-2.amazonaws.com/prod/hooks', { service: 'execute-api', region: 'us-east-2' }],
    ['https://abc123-vpce-0a1b2c.execute-api.ap-southeast-1.vpce.amazonaws.com/prod', { service: 'execute-api', region: 'ap-southeast-1' }],
    ['https://abc123.execute-api.cn-north-1.amazonaws.com.cn/prod', { service: 'execute-api', region: 'cn-north-1' }],
    ['https://xyz.lambda-url.eu-central-1.on.aws/', { service: 'lambda', region: 'eu-central-1' }],
    ['https://XYZ.Lambda-URL.eu-central-1.ON.AWS/', { service: 'lambda', region: 'eu-central-1' }],
  ])('reads the scope from %s', (url, expected) => {
    expect(signingScopeFor(new URL(url), fallback)).toEqual(expected);
  });

  it.each(['https://hooks.example.com/callback', 'https://execute-api.us-east-1.amazonaws.com.evil.example/', 'http://127.0.0.1:8080/'])(
    'falls back to the configured scope for %s',
    (url) => {
      expect(signingScopeFor(new URL(url), fallback)).toEqual(fallback);
    },
  );
});
