import { Match } from 'aws-cdk-lib/assertions';
import { APPLICATIONS, methodRoutes, resourcesOf, synthesize } from './support';
import { richApplication } from './fixtures/application';

describe.each(APPLICATIONS)('REST API of the %s', (_name, definition) => {
  const { template } = synthesize(definition, 'prod');
  const routes = methodRoutes(template);

  it('has one method per route definition', () => {
    expect([...routes.keys()].sort()).toEqual(definition.routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('requires SigV4 (AWS_IAM) on every method except GET /v1/health', () => {
    for (const [route, method] of routes) {
      expect({ route, authorization: method.AuthorizationType }).toEqual({
        route,
        authorization: route === 'GET /v1/health' ? 'NONE' : 'AWS_IAM',
      });
    }
  });

  it('renders API Gateway errors as problem+json with the request id', () => {
    const responses = Object.values(resourcesOf(template, 'AWS::ApiGateway::GatewayResponse'));
    const types = responses.map((r) => r.Properties?.ResponseType);
    expect(types).toEqual(
      expect.arrayContaining([
        'DEFAULT_4XX',
        'DEFAULT_5XX',
        'ACCESS_DENIED',
        'MISSING_AUTHENTICATION_TOKEN',
        'REQUEST_TOO_LARGE',
        'THROTTLED',
      ]),
    );
    for (const response of responses) {
      const headers = response.Properties?.ResponseParameters as Record<string, string>;
      expect(headers['gatewayresponse.header.Content-Type']).toBe("'application/problem+json'");
      const body = Object.values(response.Properties?.ResponseTemplates as Record<string, string>)[0] ?? '';
      expect(body).toContain('"request_id":"$context.requestId"');
      expect(body).toMatch(/"type":"\/problems\/[a-z-]+","title":"[^"]+",/);
    }
  });

  it('logs access, traces and throttles the stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      TracingEnabled: true,
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: Match.arrayWith([Match.objectLike({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400, LoggingLevel: 'ERROR' })]),
    });
  });
});

describe('streaming routes', () => {
  it('stream the response of functions declared `streaming`', () => {
    const routes = methodRoutes(synthesize(richApplication).template);
    const integrationOf = (route: string) => routes.get(route)?.Integration as Record<string, unknown>;
    expect(integrationOf('GET /v1/jobs/{jobId}/stream')).toMatchObject({
      Type: 'AWS_PROXY',
      ResponseTransferMode: 'STREAM',
      TimeoutInMillis: 60_000,
    });
    expect(JSON.stringify(integrationOf('GET /v1/jobs/{jobId}/stream').Uri)).toContain('/response-streaming-invocations');
    expect(integrationOf('POST /v1/jobs')).toMatchObject({ ResponseTransferMode: 'BUFFERED' });
  });
});

describe('route auth guard', () => {
  it("refuses auth 'none' on any route but GET /v1/health", () => {
    const open = {
      ...richApplication,
      routes: [...richApplication.routes, { method: 'POST' as const, path: '/v1/open', functionId: 'CreateJob', auth: 'none' as const }],
    };
    expect(() => synthesize(open)).toThrow(/POST \/v1\/open has auth 'none'/);
  });
});
