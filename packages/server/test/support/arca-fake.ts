// A local fake of ARCA's WSAA (LoginCms) and wsfev1 (FECompUltimoAutorizado, FECAESolicitar,
// FECompConsultar), written from ARCA's manuals: SOAP 1.1 envelopes, the same element names,
// Resultado A/R with Observaciones, Errors with code 602 when FECompConsultar finds nothing, and
// WSAA refusing a second login while a ticket is valid (coe.alreadyAuthenticated). The CMS is
// really verified with openssl and its loginTicketRequest read. Modes let tests lose answers.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { escapeHtml as x } from '@feria/domain/rules/escape-html';
import { XMLParser } from 'fast-xml-parser';
import { tempDir } from './processes.ts';

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
});

// biome-ignore lint/suspicious/noExplicitAny: parsed SOAP bodies are walked freely in the fake
type Node = any;

type FakeCbte = {
  tipo: number;
  pv: number;
  numero: number;
  fecha: string;
  docTipo: number;
  docNro: number;
  total: string;
  cae: string;
  vence: string;
  condicionIva: number;
  asoc: Node;
};

type ArcaMode = 'ok' | 'down' | 'drop-after-record' | 'hang-after-record' | 'reject';

export type ArcaFake = {
  wsaaUrl: string;
  wsfeUrl: string;
  mode: ArcaMode;
  /** How long each answer waits, like ARCA's own servers on a busy day (benchmarks). */
  delayMs: number;
  /** Each successful LoginCms; the loginTicketRequest it carried. */
  logins: string[];
  /** Every wsfev1 call: operation and parsed body. */
  calls: { op: string; body: Node }[];
  issued: FakeCbte[];
  /** Forgets everything (each test starts on an empty database). */
  reset(): void;
  close(): Promise<void>;
};

/** A throwaway self-signed certificate and key, made now (nothing secret is committed). */
export function makeCertificate(): { cert: string; key: string } {
  const dir = tempDir('feria-arca-');
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=feria-prueba/serialNumber=CUIT 20123456786',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

const envelope = (inner: string) =>
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soap:Body>${inner}</soap:Body></soap:Envelope>`;

const fault = (code: string, message: string) =>
  envelope(
    `<soap:Fault><faultcode>${code}</faultcode><faultstring>${x(message)}</faultstring></soap:Fault>`,
  );

function verifyCms(base64: string, certFile: string): string {
  const dir = tempDir('feria-cms-');
  const der = path.join(dir, 'in.der');
  fs.writeFileSync(der, Buffer.from(base64, 'base64'));
  return execFileSync(
    'openssl',
    ['cms', '-verify', '-inform', 'DER', '-in', der, '-CAfile', certFile, '-purpose', 'any'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  ).toString('utf8');
}

const addDays = (aaaammdd: string, days: number) => {
  const d = new Date(
    `${aaaammdd.slice(0, 4)}-${aaaammdd.slice(4, 6)}-${aaaammdd.slice(6, 8)}T00:00:00Z`,
  );
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
};

/** `port` fixed for the e2e's fake (e2e/arca-fake-server.ts); any free one otherwise. */
export async function startArcaFake(certFile: string, port = 0): Promise<ArcaFake> {
  let ticket: { token: string; sign: string; expires: number } | null = null;
  const hanging = new Set<http.ServerResponse>();

  const fake: ArcaFake = {
    wsaaUrl: '',
    wsfeUrl: '',
    mode: 'ok',
    delayMs: 0,
    logins: [],
    calls: [],
    issued: [],
    reset() {
      ticket = null;
      fake.mode = 'ok';
      fake.delayMs = 0;
      fake.logins.length = 0;
      fake.calls.length = 0;
      fake.issued.length = 0;
    },
    close: async () => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };

  function login(body: Node): string {
    const cms = body?.loginCms?.in0;
    if (!cms) return fault('ns1:cms.bad', 'CMS ausente');
    let tra: string;
    try {
      tra = verifyCms(String(cms), certFile);
    } catch {
      return fault('ns1:cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
    }
    const req = parser.parse(tra)?.loginTicketRequest;
    if (req?.service !== 'wsfe') return fault('ns1:coe.notAuthorized', 'Servicio no autorizado');
    if (ticket && ticket.expires > Date.now()) {
      return fault(
        'ns1:coe.alreadyAuthenticated',
        'El CEE ya posee un TA valido para el acceso al WSN solicitado',
      );
    }
    fake.logins.push(tra);
    const expires = Date.now() + 12 * 3600_000;
    ticket = {
      token: randomBytes(24).toString('base64'),
      sign: randomBytes(16).toString('base64'),
      expires,
    };
    const ta =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0">' +
      `<header><source>CN=wsaahomo, O=AFIP, C=AR</source><destination>SERIALNUMBER=CUIT 20123456786, CN=feria-prueba</destination>` +
      `<uniqueId>${Date.now() % 1e9}</uniqueId><generationTime>${new Date().toISOString()}</generationTime>` +
      `<expirationTime>${new Date(expires).toISOString()}</expirationTime></header>` +
      `<credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`;
    return envelope(
      `<loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${x(ta)}</loginCmsReturn></loginCmsResponse>`,
    );
  }

  const wrap = (op: string, inner: string) =>
    envelope(
      `<${op}Response xmlns="http://ar.gov.afip.dif.FEV1/"><${op}Result>${inner}</${op}Result></${op}Response>`,
    );

  const last = (pv: number, tipo: number) =>
    fake.issued
      .filter((c) => c.pv === pv && c.tipo === tipo)
      .reduce((m, c) => Math.max(m, c.numero), 0);

  /** The answer, or what to do instead after recording the comprobante. */
  function wsfe(op: string, body: Node): string | 'drop' | 'hang' {
    const req = body[op];
    fake.calls.push({ op, body: req });
    const auth = req?.Auth;
    if (!ticket || auth?.Token !== ticket.token || auth?.Sign !== ticket.sign) {
      return wrap(
        op,
        '<Errors><Err><Code>600</Code><Msg>ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC</Msg></Err></Errors>',
      );
    }
    if (op === 'FECompUltimoAutorizado') {
      const pv = Number(req.PtoVta);
      const tipo = Number(req.CbteTipo);
      return wrap(
        op,
        `<PtoVta>${pv}</PtoVta><CbteTipo>${tipo}</CbteTipo><CbteNro>${last(pv, tipo)}</CbteNro>`,
      );
    }
    if (op === 'FECompConsultar') {
      const q = req.FeCompConsReq;
      const c = fake.issued.find(
        (i) =>
          i.pv === Number(q.PtoVta) &&
          i.tipo === Number(q.CbteTipo) &&
          i.numero === Number(q.CbteNro),
      );
      if (!c)
        return wrap(
          op,
          '<Errors><Err><Code>602</Code><Msg>No existen datos en nuestros registros para los parametros ingresados.</Msg></Err></Errors>',
        );
      return wrap(
        op,
        `<ResultGet><Concepto>1</Concepto><DocTipo>${c.docTipo}</DocTipo><DocNro>${c.docNro}</DocNro>` +
          `<CbteDesde>${c.numero}</CbteDesde><CbteHasta>${c.numero}</CbteHasta><CbteFch>${c.fecha}</CbteFch>` +
          `<ImpTotal>${c.total}</ImpTotal><ImpTotConc>0</ImpTotConc><ImpNeto>${c.total}</ImpNeto><ImpOpEx>0</ImpOpEx>` +
          `<ImpTrib>0</ImpTrib><ImpIVA>0</ImpIVA><MonId>PES</MonId><MonCotiz>1</MonCotiz><Resultado>A</Resultado>` +
          `<CodAutorizacion>${c.cae}</CodAutorizacion><EmisionTipo>CAE</EmisionTipo><FchVto>${c.vence}</FchVto>` +
          `<FchProceso>${c.fecha}</FchProceso><PtoVta>${c.pv}</PtoVta><CbteTipo>${c.tipo}</CbteTipo></ResultGet>`,
      );
    }
    if (op === 'FECAESolicitar') {
      const cab = req.FeCAEReq.FeCabReq;
      const det = req.FeCAEReq.FeDetReq.FECAEDetRequest;
      const pv = Number(cab.PtoVta);
      const tipo = Number(cab.CbteTipo);
      const numero = Number(det.CbteDesde);
      const head = `<FeCabResp><Cuit>${auth.Cuit}</Cuit><PtoVta>${pv}</PtoVta><CbteTipo>${tipo}</CbteTipo><FchProceso>20261127</FchProceso><CantReg>1</CantReg>`;
      const rejected = (code: number, msg: string) =>
        wrap(
          op,
          `${head}<Resultado>R</Resultado><Reproceso>N</Reproceso></FeCabResp><FeDetResp><FECAEDetResponse>` +
            `<Concepto>1</Concepto><DocTipo>${det.DocTipo}</DocTipo><DocNro>${det.DocNro}</DocNro><CbteDesde>${numero}</CbteDesde>` +
            `<CbteHasta>${numero}</CbteHasta><CbteFch>${det.CbteFch}</CbteFch><Resultado>R</Resultado>` +
            `<Observaciones><Obs><Code>${code}</Code><Msg>${x(msg)}</Msg></Obs></Observaciones><CAE></CAE><CAEFchVto></CAEFchVto>` +
            '</FECAEDetResponse></FeDetResp>',
        );
      if (fake.mode === 'reject') {
        return rejected(10015, 'El campo DocNro es inválido: <revisar> & corregir');
      }
      if (numero !== last(pv, tipo) + 1) {
        return rejected(
          10016,
          'El numero o fecha del comprobante no se corresponde con el proximo a autorizar.',
        );
      }
      const cae = String(76_000_000_000_000 + fake.issued.length * 7919 + numero);
      const c: FakeCbte = {
        tipo,
        pv,
        numero,
        fecha: String(det.CbteFch),
        docTipo: Number(det.DocTipo),
        docNro: Number(det.DocNro),
        total: String(det.ImpTotal),
        cae,
        vence: addDays(String(det.CbteFch), 10),
        condicionIva: Number(det.CondicionIVAReceptorId),
        asoc: det.CbtesAsoc ?? null,
      };
      fake.issued.push(c);
      if (fake.mode === 'drop-after-record') return 'drop';
      if (fake.mode === 'hang-after-record') return 'hang';
      return wrap(
        op,
        `${head}<Resultado>A</Resultado><Reproceso>N</Reproceso></FeCabResp><FeDetResp><FECAEDetResponse>` +
          `<Concepto>1</Concepto><DocTipo>${c.docTipo}</DocTipo><DocNro>${c.docNro}</DocNro><CbteDesde>${numero}</CbteDesde>` +
          `<CbteHasta>${numero}</CbteHasta><CbteFch>${c.fecha}</CbteFch><Resultado>A</Resultado><CAE>${cae}</CAE>` +
          `<CAEFchVto>${c.vence}</CAEFchVto></FECAEDetResponse></FeDetResp>`,
      );
    }
    return fault('soap:Client', `Operación desconocida ${op}`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (b: Buffer) => (raw += b.toString()));
    req.on('end', () => {
      // The e2e's browser tests cannot reach `fake.mode`: they set it here ("reject", "down", "ok").
      if (req.method === 'PUT' && req.url === '/__modo') {
        fake.mode = raw === 'reject' || raw === 'down' ? raw : 'ok';
        res.writeHead(204).end();
        return;
      }
      if (fake.mode === 'down') {
        res
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<html><body>Servicio no disponible</body></html>');
        return;
      }
      const body = parser.parse(raw)?.Envelope?.Body ?? {};
      let answer: string | 'drop' | 'hang';
      if (req.url === '/ws/services/LoginCms') answer = login(body);
      else {
        const op = Object.keys(body)[0] ?? '';
        answer = wsfe(op, body);
      }
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      const status = answer.includes('<soap:Fault>') ? 500 : 200;
      const send = () =>
        res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(answer);
      if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const bound = (server.address() as AddressInfo).port;
  fake.wsaaUrl = `http://127.0.0.1:${bound}/ws/services/LoginCms`;
  fake.wsfeUrl = `http://127.0.0.1:${bound}/wsfev1/service.asmx`;
  return fake;
}
