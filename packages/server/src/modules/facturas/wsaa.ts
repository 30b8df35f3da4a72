// WSAA (MARKET §12): a loginTicketRequest for `wsfe`, signed as CMS (SHA-256) by Debian's
// openssl with the market's certificate and key (ADR 0025), sent to LoginCms. The ticket (token
// and sign) lives in the database until its expirationTime, shared by every server: one login
// serves every invoice until then.
import { execFile } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { ArcaConfig } from '../../config/arca.ts';
import type { DbOrTx } from '../../db/client.ts';
import { arcaTickets } from '../../db/schema.ts';
import { ArcaFault, at, parseXml, soapCall, text, x } from './soap.ts';

export type Ticket = { token: string; sign: string };

const SERVICE = 'wsfe';
/** A ticket this close to its end is not used: a fresh login comes first. */
const MARGIN_MS = 5 * 60_000;

/** ISO 8601 with the seconds and the offset, as WSAA reads it. */
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function loginTicketRequest(now: number): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>' +
    `<uniqueId>${Math.floor(now / 1000) % 4294967296}</uniqueId>` +
    `<generationTime>${isoSeconds(now - 10 * 60_000)}</generationTime>` +
    `<expirationTime>${isoSeconds(now + 10 * 60_000)}</expirationTime>` +
    `</header><service>${SERVICE}</service></loginTicketRequest>`
  );
}

/** CMS SignedData of `content` (DER, base64), content included, SHA-256. */
function signCms(content: string, certPath: string, keyPath: string): Promise<string> {
  const args = ['cms', '-sign', '-binary', '-nodetach', '-md', 'sha256', '-outform', 'DER'];
  args.push('-signer', certPath, '-inkey', keyPath);
  return new Promise((resolve, reject) => {
    const child = execFile(
      'openssl',
      args,
      { encoding: 'buffer', maxBuffer: 1 << 20, timeout: 10_000 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`openssl cms: ${stderr.toString().trim() || err.message}`));
        else resolve(stdout.toString('base64'));
      },
    );
    child.stdin?.end(content);
  });
}

async function login(config: ArcaConfig, stop?: AbortSignal): Promise<Ticket & { expira: Date }> {
  const cms = await signCms(loginTicketRequest(Date.now()), config.certPath, config.keyPath);
  const body =
    '<loginCms xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov">' +
    `<in0>${x(cms)}</in0></loginCms>`;
  const answer = await soapCall(config.wsaaUrl, '', body, config.timeoutMs, stop);
  const ticket = await parseXml(text(at(answer, 'loginCmsResponse', 'loginCmsReturn')));
  const token = text(at(ticket, 'loginTicketResponse', 'credentials', 'token'));
  const sign = text(at(ticket, 'loginTicketResponse', 'credentials', 'sign'));
  const expira = new Date(text(at(ticket, 'loginTicketResponse', 'header', 'expirationTime')));
  if (!token || !sign || Number.isNaN(expira.getTime())) {
    throw new ArcaFault('WSAA respondió sin token, sign o expirationTime');
  }
  return { token, sign, expira };
}

/** The stored ticket while it lasts; otherwise one login, stored for every server. */
export async function ticketFor(
  db: DbOrTx,
  config: ArcaConfig,
  stop?: AbortSignal,
): Promise<Ticket> {
  const [kept] = await db.select().from(arcaTickets).where(eq(arcaTickets.servicio, SERVICE));
  if (kept && kept.expiraEn.getTime() - MARGIN_MS > Date.now()) return kept;
  const fresh = await login(config, stop);
  const row = { token: fresh.token, sign: fresh.sign, expiraEn: fresh.expira };
  await db
    .insert(arcaTickets)
    .values({ servicio: SERVICE, ...row })
    .onConflictDoUpdate({ target: arcaTickets.servicio, set: row });
  return fresh;
}
