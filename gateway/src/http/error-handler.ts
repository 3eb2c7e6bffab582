import type { FastifyInstance } from 'fastify';
import { outageCause, toClientError } from '../errors/error-mapper.js';

/** REST side of the one error mapping: status + `{ message, code }`, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const clientError = toClientError(error);
    if (clientError.unexpected) {
      request.log.error({ err: error }, 'request failed');
    } else if (clientError.outage) {
      request.log.warn({ cause: outageCause(error) }, 'request refused: a dependency is down');
    }
    if (clientError.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(clientError.retryAfterSeconds));
    }
    const { message, code, fields, retryAfterSeconds, fileName } = clientError;
    return reply
      .status(clientError.status)
      .send({ message, code, fields, retryAfterSeconds, fileName });
  });
}
