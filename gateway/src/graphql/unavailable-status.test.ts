import { HeaderMap } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { unavailableStatusPlugin } from './unavailable-status.js';

const outage: GraphQLFormattedError = {
  message: 'The service is temporarily unavailable.',
  extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
};
const notFound: GraphQLFormattedError = {
  message: 'Not found.',
  extensions: { code: 'NOT_FOUND' },
};

/** The HTTP head the plugin leaves on an answer with this data and these errors. */
async function headOf(data: Record<string, unknown> | null, errors: GraphQLFormattedError[]) {
  const http = { status: undefined as number | undefined, headers: new HeaderMap() };
  const listener = await unavailableStatusPlugin().requestDidStart?.({} as never);
  await listener?.willSendResponse?.({
    response: { http, body: { kind: 'single', singleResult: { data, errors } } },
  } as never);
  return { status: http.status, retryAfter: http.headers.get('retry-after') };
}

describe('unavailableStatusPlugin', () => {
  it('answers 503 with Retry-After when the request failed only for an outage', async () => {
    expect(await headOf(null, [outage, outage])).toEqual({ status: 503, retryAfter: '5' });
    expect(await headOf({ presence: null }, [outage])).toEqual({ status: 503, retryAfter: '5' });
  });

  it('keeps 200 when another error is among them', async () => {
    expect(await headOf(null, [outage, notFound])).toEqual({
      status: undefined,
      retryAfter: undefined,
    });
  });

  it('keeps 200 when some root field has data, so that the client keeps it', async () => {
    expect(await headOf({ me: { id: '1' }, stats: null }, [outage])).toEqual({
      status: undefined,
      retryAfter: undefined,
    });
  });

  it('keeps 200 without errors', async () => {
    expect(await headOf({ me: null }, [])).toEqual({ status: undefined, retryAfter: undefined });
  });
});
