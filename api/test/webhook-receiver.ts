import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook target on 127.0.0.1 that records every POST and answers the next status of `statuses`
 * (200 once they run out).
 */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Resolves once `count` requests arrived (or throws after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 30_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count} webhook requests`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
