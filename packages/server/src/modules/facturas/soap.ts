// SOAP 1.1 over plain fetch (ADR 0025): ARCA's envelopes are three small fixed shapes, written
// here as escaped templates; answers are read with fast-xml-parser, namespaces dropped and every
// value kept as text (a CAE has 14 digits, a DocNro 11). The parser is loaded with the first
// answer: a shop without ARCA never loads it, and no shop pays for it at start (issue 51).
import { escapeHtml } from '@feria/domain/rules/escape-html';
import type { XMLParser } from 'fast-xml-parser';

class ArcaUnreachable extends Error {}
export class ArcaFault extends Error {}

let parser: Promise<XMLParser> | undefined;
const loadParser = () =>
  (parser ??= import('fast-xml-parser').then(
    ({ XMLParser }) =>
      new XMLParser({
        removeNSPrefix: true,
        parseTagValue: false,
        parseAttributeValue: false,
        ignoreAttributes: true,
        processEntities: true,
        htmlEntities: false,
      }),
  ));

export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[] | undefined;

export const parseXml = async (xml: string) => (await loadParser()).parse(xml) as XmlNode;

/** An element's value as escaped text (every value written into an envelope goes through it). */
export const x = (value: string | number) => escapeHtml(String(value));

/** `node.a.b.c`, tolerant of missing steps. */
export function at(node: XmlValue, ...path: string[]): XmlValue {
  let here: XmlValue = node;
  for (const step of path) {
    if (!here || typeof here !== 'object' || Array.isArray(here)) return undefined;
    here = here[step];
  }
  return here;
}

export const text = (node: XmlValue): string => (typeof node === 'string' ? node : '');

/** One element or several, always as a list. */
export const list = (node: XmlValue): XmlValue[] =>
  node === undefined || node === '' ? [] : Array.isArray(node) ? node : [node];

/**
 * Posts an envelope and returns its Body. Network failure, a timeout or a non-XML answer is
 * ArcaUnreachable (the outcome is unknown); a SOAP Fault is ArcaFault (ARCA answered no).
 */
export async function soapCall(
  url: string,
  action: string,
  body: string,
  timeoutMs: number,
  /** The worker's stop: cuts the request in flight. */
  stop?: AbortSignal,
): Promise<XmlNode> {
  const envelope =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body>${body}</soap:Body></soap:Envelope>`;
  let answer: string;
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      body: envelope,
      signal: stop
        ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop])
        : AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    answer = await response.text();
  } catch (err) {
    throw new ArcaUnreachable(`ARCA no respondió: ${(err as Error).message}`);
  }
  let parsed: XmlNode;
  try {
    parsed = await parseXml(answer);
  } catch {
    throw new ArcaUnreachable(`ARCA respondió ${status} sin XML`);
  }
  const soapBody = at(parsed, 'Envelope', 'Body');
  if (!soapBody || typeof soapBody !== 'object' || Array.isArray(soapBody)) {
    throw new ArcaUnreachable(`ARCA respondió ${status} sin sobre SOAP`);
  }
  const fault = at(soapBody, 'Fault');
  if (fault) {
    throw new ArcaFault(`${text(at(fault, 'faultcode'))}: ${text(at(fault, 'faultstring'))}`);
  }
  return soapBody;
}
