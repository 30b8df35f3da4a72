// The one call to Meta's WhatsApp Cloud API (MARKET §13.3): POST {API_URL}/{PHONE_NUMBER_ID}/messages
// and what its answer means for the notice. The Cloud API has no idempotency key, so anything
// that may have reached Meta (a timeout, a cut after sending) is "incierto", never sent again.
import type { WhatsappConfig } from '../../config/whatsapp.ts';

/** A template with its body parameters, or the one free-form text (the reply to a baja). */
export type MetaMessage =
  | { to: string; template: string; parametros: string[] }
  | { to: string; texto: string };

export type MetaOutcome =
  | { kind: 'enviado'; wamid: string }
  /** Meta did not take it and says so, or it never left: try again later. */
  | { kind: 'reintentar'; detalle: string }
  /** Meta refused it for good: its code and title. */
  | { kind: 'fallido'; detalle: string; code: number | null }
  /** It may have been delivered: never re-sent by itself. */
  | { kind: 'incierto'; detalle: string };

/** Meta's throughput and pair rate limits: the message was not taken, it may go later. */
const RETRY_CODES = new Set([130429, 131056]);

/** Connection errors that happen before any byte of the request left this machine. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/** Meta's request body: a template with its body parameters, or a plain text. */
function requestBody(message: MetaMessage): Record<string, unknown> {
  const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
  if ('texto' in message) {
    return { ...head, type: 'text', text: { preview_url: false, body: message.texto } };
  }
  return {
    ...head,
    type: 'template',
    template: {
      name: message.template,
      language: { code: 'es_AR' },
      components: [
        { type: 'body', parameters: message.parametros.map((text) => ({ type: 'text', text })) },
      ],
    },
  };
}

type MetaError = { code?: unknown; title?: unknown; message?: unknown };

/** "131026: Message undeliverable": Meta's title, or its message without the "(#code) ". */
function describeError(error: MetaError, status: number): { code: number | null; detalle: string } {
  const code = typeof error.code === 'number' ? error.code : null;
  const raw =
    typeof error.title === 'string'
      ? error.title
      : typeof error.message === 'string'
        ? error.message.replace(/^\(#\d+\)\s*/, '')
        : `HTTP ${status}`;
  const title = raw.slice(0, 300);
  return { code, detalle: code === null ? title : `${code}: ${title}` };
}

function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function sendToMeta(
  config: WhatsappConfig,
  message: MetaMessage,
  signal?: AbortSignal,
): Promise<MetaOutcome> {
  // Stopped before it left: nothing reached Meta.
  if (signal?.aborted)
    return { kind: 'reintentar', detalle: 'El servidor se detuvo antes del envío' };
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const both = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let status: number;
  let body: unknown;
  try {
    const res = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(requestBody(message)),
      signal: both,
    });
    status = res.status;
    body = await res.json().catch(() => null);
  } catch (err) {
    const code = causeCode(err);
    if (!both.aborted && code && NOT_SENT.has(code)) {
      return { kind: 'reintentar', detalle: `Sin conexión con WhatsApp (${code})` };
    }
    return {
      kind: 'incierto',
      detalle: signal?.aborted
        ? 'El servidor se detuvo con el envío en curso'
        : both.aborted
          ? 'WhatsApp no respondió a tiempo'
          : 'Se cortó la conexión con WhatsApp',
    };
  }
  const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  if (status >= 200 && status < 300) {
    if (typeof id === 'string' && id) return { kind: 'enviado', wamid: id };
    return { kind: 'incierto', detalle: 'Respuesta de WhatsApp sin id de mensaje' };
  }
  const error = ((body as { error?: MetaError } | null)?.error ?? {}) as MetaError;
  const described = describeError(error, status);
  if (status >= 500 || status === 429 || (described.code && RETRY_CODES.has(described.code))) {
    return { kind: 'reintentar', detalle: described.detalle };
  }
  return { kind: 'fallido', ...described };
}
