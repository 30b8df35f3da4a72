// wsfev1 (MARKET §12): FECompUltimoAutorizado, FECAESolicitar and FECompConsultar, the three
// operations Feria needs, with the fields ARCA's manual names, in its schema's order.
import { centsToFixed, pesosToCents } from '@feria/domain/rules/money';
import type { ArcaConfig } from '../../config/arca.ts';
import { ArcaFault, at, list, soapCall, text, type XmlNode, type XmlValue, x } from './soap.ts';
import type { Ticket } from './wsaa.ts';

const NS = 'http://ar.gov.afip.dif.FEV1/';

export type Comprobante = {
  tipo: 11 | 13;
  puntoVenta: number;
  numero: number;
  /** aaaammdd */
  fecha: string;
  docTipo: number;
  docNro: number;
  condicionIva: number;
  totalCents: number;
  /** A credit note's invoice. */
  asociado?: { tipo: number; puntoVenta: number; numero: number; fecha: string } | undefined;
};

type Solicitud =
  | { resultado: 'A'; cae: string; caeVence: string; observaciones: string | null }
  | { resultado: 'R'; observaciones: string };

type Consulta = {
  totalCents: number;
  docNro: number;
  cae: string;
  caeVence: string;
  fecha: string;
} | null;

const auth = (cfg: ArcaConfig, t: Ticket) =>
  `<Auth><Token>${x(t.token)}</Token><Sign>${x(t.sign)}</Sign><Cuit>${x(cfg.cuit)}</Cuit></Auth>`;

const pesos = centsToFixed;

async function call(
  cfg: ArcaConfig,
  op: string,
  inner: string,
  stop?: AbortSignal,
): Promise<XmlNode> {
  const body = await soapCall(
    cfg.wsfeUrl,
    NS + op,
    `<${op} xmlns="${NS}">${inner}</${op}>`,
    cfg.timeoutMs,
    stop,
  );
  const result = at(body, `${op}Response`, `${op}Result`);
  if (!result || typeof result !== 'object' || Array.isArray(result)) {
    throw new ArcaFault(`${op}: respuesta sin resultado`);
  }
  return result;
}

/** "código: mensaje" of every Err / Obs / Evt, one per line. */
function messages(node: XmlValue, wrapper: string, item: string): string[] {
  return list(at(node, wrapper, item)).map((m) => `${text(at(m, 'Code'))}: ${text(at(m, 'Msg'))}`);
}

export async function ultimoAutorizado(
  cfg: ArcaConfig,
  t: Ticket,
  tipo: number,
  stop?: AbortSignal,
): Promise<number> {
  const inner = `${auth(cfg, t)}<PtoVta>${cfg.puntoVenta}</PtoVta><CbteTipo>${tipo}</CbteTipo>`;
  const result = await call(cfg, 'FECompUltimoAutorizado', inner, stop);
  const errors = messages(result, 'Errors', 'Err');
  if (errors.length > 0) throw new ArcaFault(errors.join('\n'));
  return Number(text(at(result, 'CbteNro')));
}

function detalle(c: Comprobante): string {
  const total = pesos(c.totalCents);
  const asoc = c.asociado
    ? `<CbtesAsoc><CbteAsoc><Tipo>${c.asociado.tipo}</Tipo><PtoVta>${c.asociado.puntoVenta}</PtoVta>` +
      `<Nro>${c.asociado.numero}</Nro><CbteFch>${x(c.asociado.fecha)}</CbteFch></CbteAsoc></CbtesAsoc>`
    : '';
  return (
    `<FeCAEReq><FeCabReq><CantReg>1</CantReg><PtoVta>${c.puntoVenta}</PtoVta>` +
    `<CbteTipo>${c.tipo}</CbteTipo></FeCabReq><FeDetReq><FECAEDetRequest>` +
    `<Concepto>1</Concepto><DocTipo>${c.docTipo}</DocTipo><DocNro>${c.docNro}</DocNro>` +
    `<CbteDesde>${c.numero}</CbteDesde><CbteHasta>${c.numero}</CbteHasta>` +
    `<CbteFch>${x(c.fecha)}</CbteFch><ImpTotal>${total}</ImpTotal><ImpTotConc>0.00</ImpTotConc>` +
    `<ImpNeto>${total}</ImpNeto><ImpOpEx>0.00</ImpOpEx><ImpTrib>0.00</ImpTrib>` +
    `<ImpIVA>0.00</ImpIVA><MonId>PES</MonId><MonCotiz>1</MonCotiz>` +
    `<CondicionIVAReceptorId>${c.condicionIva}</CondicionIVAReceptorId>${asoc}` +
    '</FECAEDetRequest></FeDetReq></FeCAEReq>'
  );
}

export async function solicitarCae(
  cfg: ArcaConfig,
  t: Ticket,
  c: Comprobante,
  stop?: AbortSignal,
): Promise<Solicitud> {
  const result = await call(cfg, 'FECAESolicitar', auth(cfg, t) + detalle(c), stop);
  const det = list(at(result, 'FeDetResp', 'FECAEDetResponse'))[0];
  const obs = messages(det, 'Observaciones', 'Obs');
  const errors = messages(result, 'Errors', 'Err');
  const resultado = text(at(det, 'Resultado')) || text(at(result, 'FeCabResp', 'Resultado'));
  if (resultado === 'A') {
    const vence = text(at(det, 'CAEFchVto'));
    return {
      resultado: 'A',
      cae: text(at(det, 'CAE')),
      caeVence: `${vence.slice(0, 4)}-${vence.slice(4, 6)}-${vence.slice(6, 8)}`,
      observaciones: obs.length > 0 ? obs.join('\n') : null,
    };
  }
  const all = [...errors, ...obs];
  return { resultado: 'R', observaciones: all.length > 0 ? all.join('\n') : 'Rechazado por ARCA' };
}

/** The comprobante ARCA has under that number, or null when it has none (error 602). */
export async function consultar(
  cfg: ArcaConfig,
  t: Ticket,
  tipo: number,
  numero: number,
  stop?: AbortSignal,
): Promise<Consulta> {
  const inner =
    `${auth(cfg, t)}<FeCompConsReq><CbteTipo>${tipo}</CbteTipo><CbteNro>${numero}</CbteNro>` +
    `<PtoVta>${cfg.puntoVenta}</PtoVta></FeCompConsReq>`;
  const result = await call(cfg, 'FECompConsultar', inner, stop);
  const got = at(result, 'ResultGet');
  if (!got || typeof got !== 'object') {
    const errors = list(at(result, 'Errors', 'Err'));
    if (errors.some((e) => text(at(e, 'Code')) === '602')) return null;
    throw new ArcaFault(messages(result, 'Errors', 'Err').join('\n') || 'FECompConsultar vacío');
  }
  const vence = text(at(got, 'FchVto'));
  return {
    totalCents: pesosToCents(text(at(got, 'ImpTotal'))) ?? Number.NaN,
    docNro: Number(text(at(got, 'DocNro'))),
    cae: text(at(got, 'CodAutorizacion')),
    caeVence: `${vence.slice(0, 4)}-${vence.slice(4, 6)}-${vence.slice(6, 8)}`,
    fecha: text(at(got, 'CbteFch')),
  };
}
