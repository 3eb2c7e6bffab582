import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway } from '../test/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    seed: true,
    extend: (app) => {
      app.get('/api/probe/crash', { config: { access: 'public' } }, async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/gateway/db.js');
      });
    },
  });
});

afterAll(async () => {
  await gateway.close();
});

const signIn = (payload: string, contentType = 'application/json') =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/session',
    payload,
    headers: { 'content-type': contentType },
  });

describe('bad input over REST: 400 BAD_USER_INPUT naming the field', () => {
  it('names a missing field', async () => {
    const response = await signIn(JSON.stringify({ password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input: email is required.',
      fields: { email: 'is required' },
    });
  });

  it('names a field of the wrong shape', async () => {
    const response = await signIn(JSON.stringify({ email: 'not an address', password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: expect.any(String) },
    });
    expect(response.json().message).toContain('email');
  });

  it('answers malformed JSON with 400 naming the body', async () => {
    const response = await signIn('{"email": "member@example.org",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input: body is not valid JSON.',
      fields: { body: 'is not valid JSON' },
    });
  });

  it('refuses a body that is not JSON (form posts from other sites)', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await signIn('email=member@example.org&password=x', contentType);
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { 'content-type': 'must be application/json' },
      });
    }
  });
});

describe('bad input over GraphQL: BAD_USER_INPUT', () => {
  it('reports class-validator failures with the field names', async () => {
    const { body } = await graphql(
      gateway.app,
      'mutation { signIn(input: { email: "not an address", password: "" }) { mfaRequired } }',
    );
    const [error] = body.errors ?? [];
    expect(error?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'must be a valid e-mail address', password: 'is required' },
    });
    expect(error?.message).toBe(
      'Invalid input: email must be a valid e-mail address; password is required.',
    );
  });

  it('keeps the GraphQL codes for an invalid document, without a stack', async () => {
    const { response, body } = await graphql(gateway.app, '{ practiceAreas { nope } }');
    expect(response.statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('answers a missing variable with 400 BAD_USER_INPUT, not 500', async () => {
    const { response, body } = await graphql(
      gateway.app,
      'mutation ($input: SignInInput!) { signIn(input: $input) { mfaRequired } }',
    );
    expect(response.statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps Apollo CSRF prevention on: a simple GET without a preflight header is refused', async () => {
    const response = await gateway.app.inject({ url: '/graphql?query=%7B__typename%7D' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('CSRF');
  });
});

describe('unexpected errors', () => {
  it('answer REST with 500 and a generic message: no stack, no internals', async () => {
    const response = await gateway.app.inject({ url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|\/srv\/|at /);
  });

  it('answer GraphQL with INTERNAL_SERVER_ERROR and a generic message', async () => {
    const broken = await startTestGateway();
    try {
      // A real failure deep in a resolver: the table it reads is gone.
      await broken.orm.em.getConnection().execute('drop table practice_areas cascade');
      const { body } = await graphql(broken.app, '{ practiceAreas { id } }');
      const rest = await broken.app.inject({ url: '/api/practice-areas' });

      expect(body.errors).toEqual([
        {
          message: 'Something went wrong on our side. Please try again later.',
          locations: [{ line: 1, column: 3 }],
          path: ['practiceAreas'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(rest.statusCode).toBe(500);
      expect(rest.body).not.toContain('practice_areas');
    } finally {
      await broken.close();
    }
  });
});
