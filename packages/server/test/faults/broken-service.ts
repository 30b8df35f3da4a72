// A local stand-in for a service Feria depends on (Mercado Pago, ARCA, an SMTP server) that misbehaves
// the ways a real one does: it accepts and never answers, greets (SMTP) and then falls silent, answers the headers and then stalls,
// cuts the connection, answers HTTP 500, or is not there at all (the port refuses). The port
// stays the same across modes, so one app configured once meets every fault.
import net from 'node:net';
import { freePort } from '../support/processes.ts';

export type Fault = 'silent' | 'smtp-greeting' | 'stalled-body' | 'reset' | 'http-500' | 'refused';

export type BrokenService = {
  url: string;
  port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  set(fault: Fault): Promise<void>;
  close(): Promise<void>;
};

export async function brokenService(scheme = 'http'): Promise<BrokenService> {
  const port = await freePort();
  let fault: Fault = 'silent';
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (fault === 'reset') socket.resetAndDestroy();
    else if (fault === 'smtp-greeting')
      socket.write('220 smtp.test ESMTP\r\n'); // then nothing
    else if (fault === 'http-500') {
      socket.once('data', () => {
        const body = '<html>Internal Server Error</html>';
        socket.end(
          `HTTP/1.1 500 Internal Server Error\r\ncontent-type: text/html\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
        );
      });
    } else if (fault === 'stalled-body') {
      socket.once('data', () => {
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"init_point":',
        );
      });
    }
    // 'silent': reads whatever comes and never says a word.
  });
  const listening = () => server.listening;
  const listen = () =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  await listen();
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    get accepted() {
      return accepted;
    },
    async set(next) {
      fault = next;
      if (next === 'refused' && listening()) await stop();
      if (next !== 'refused' && !listening()) await listen();
    },
    close: async () => {
      if (listening()) await stop();
    },
  };
}
