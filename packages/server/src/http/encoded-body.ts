import { createHash, webcrypto } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * An answer made once and served like a static file: its bytes, a strong ETag of them, and its
 * gzip and brotli forms, each compressed (off the event loop) the first time a client asks for it.
 */
export type EncodedBody = {
  etag: string;
  identity: Buffer;
  encoded(encoding: 'gzip' | 'br'): Promise<Buffer>;
};

export function encodeBody(text: string): EncodedBody {
  const identity = Buffer.from(text);
  return encoded(identity, createHash('sha1').update(identity).digest());
}

/**
 * The same for an answer of megabytes (the whole catalogue): its ETag is hashed in the thread
 * pool (WebCrypto), not on the event loop, where 20 MB of SHA-1 held every request some 20 ms.
 */
export async function encodeLarge(identity: Buffer): Promise<EncodedBody> {
  return encoded(identity, Buffer.from(await webcrypto.subtle.digest('SHA-1', identity)));
}

function encoded(identity: Buffer, sha1: Buffer): EncodedBody {
  const etag = `"${sha1.toString('base64url')}"`;
  const forms = new Map<'gzip' | 'br', Promise<Buffer>>();
  return {
    etag,
    identity,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === 'br'
            ? brotli(identity, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                },
              })
            : gzip(identity, { level: 6 });
        forms.set(encoding, form);
      }
      return form;
    },
  };
}

/** The best of br and gzip the client accepts (a `q=0` refuses), or null for plain bytes. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends an encoded body: 304 with no body when the client has these bytes already. */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type(contentType);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.identity);
  const bytes = await body.encoded(encoding);
  return reply.header('Content-Encoding', encoding).send(bytes);
}
