// API.md round 3: a request whose headers or body do not arrive within REQUEST_TIMEOUT_MS (30 s)
// is closed with 408, so a client sending one byte every few seconds cannot hold a connection
// (and its memory) for minutes. Node enforces it; these are the options that make it do so on
// time (it looks for late requests every `connectionsCheckingInterval`, 30 s unless told), and
// the answer a refused connection gets, in Spanish like every other.
import type { Socket } from 'node:net';
import { MSG } from '@feria/domain/messages/shop';

/** Options for Fastify (and the http server under it) from the configured timeout. */
export function timeoutOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // Checked ten times per period (at most every second): a late request is closed within
      // about a tenth of the timeout after it ran out.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestTimeoutMs / 10))),
    },
    clientErrorHandler: clientError,
  };
}

const STATUS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MSG.solicitudDemorada],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MSG.solicitudGrande],
};

/** A connection Node refused before any route saw it: a short JSON answer, then closed. */
function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] = STATUS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    MSG.solicitudInvalida,
  ];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
