// A request refused for its size (413) is still being sent by its client. Cutting the connection
// there makes the client fail with EPIPE/ECONNRESET before it reads the answer, so the rest of
// the body is read and thrown away instead (issue 12), up to a bound: a client that goes on
// sending far beyond any sane upload is cut off after all.
import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and discarded before the connection is closed. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Lets the unread rest of `raw` flow to nowhere (whatever part of the app stopped reading it). */
export function drainRequest(raw: IncomingMessage, maxBytes = MAX_DRAIN_BYTES): void {
  if (raw.readableEnded || raw.destroyed) return;
  let seen = 0;
  const onData = (chunk: Buffer | string) => {
    seen += chunk.length;
    if (seen > maxBytes) {
      raw.off('data', onData);
      raw.socket?.destroy();
    }
  };
  raw.on('data', onData);
  // A parser that gave up (multipart past its file limit) may have left the stream unpiped and
  // paused: resume it, or the client blocks writing and never reads the 413.
  raw.resume();
}
