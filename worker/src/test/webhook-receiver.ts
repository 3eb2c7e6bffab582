import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers the next request: a status (and body), or nothing at all. */
export type ReceiverAnswer = { status: number; body?: string } | 'hang';

/**
 * An integrator's endpoint for the tests: a local HTTP server recording each request, whose
 * answers the test chooses (`answers` are used in turn, then `fallback`).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answers: ReceiverAnswer[] = [];
  fallback: ReceiverAnswer = { status: 200, body: 'ok' };
  private readonly hanging: ServerResponse[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | undefined;
    const server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => receiver?.answer(request.headers, body, response));
    });
    receiver = new WebhookReceiver(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  private answer(headers: IncomingHttpHeaders, body: string, response: ServerResponse): void {
    this.received.push({ headers, body });
    const answer = this.answers.shift() ?? this.fallback;
    if (answer === 'hang') {
      this.hanging.push(response);
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
  }

  /** The requests for one event (the portal's idempotency key). */
  forEvent(eventId: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.headers['x-portal-event-id'] === eventId);
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
