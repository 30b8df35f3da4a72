import { html, type SafeHtml } from '../../../shared/html.ts';

/** What every e-mail knows about the shop. */
export type MailContext = {
  shopName: string;
  publicUrl: string;
  /** Where a Transferencia order is paid (config TRANSFER_*); absent, the mail leaves it out. */
  transfer?: { alias: string; cbu: string; holder: string };
};

/** The e-mail context from the configuration. */
export function mailContext(config: {
  SHOP_NAME: string;
  publicUrl: string;
  TRANSFER_ALIAS?: string;
  TRANSFER_CBU?: string;
  TRANSFER_HOLDER?: string;
}): MailContext {
  const { TRANSFER_ALIAS: alias, TRANSFER_CBU: cbu, TRANSFER_HOLDER: holder } = config;
  return {
    shopName: config.SHOP_NAME,
    publicUrl: config.publicUrl,
    ...(alias && cbu && holder ? { transfer: { alias, cbu, holder } } : {}),
  };
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/**
 * The frame of every e-mail: at most 32rem wide (SPEC §9), inline styles only (mail clients drop
 * <style>), a heading and the shop's name and address at the foot.
 */
export function mailLayout(ctx: MailContext, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<div style="max-width:32rem;margin:0 auto;padding:16px;background:#ffffff;color:#292524;${FONT}font-size:15px;line-height:1.45;">
<h1 style="margin:0 0 12px;font-size:20px;color:#2f5d34;">${title}</h1>
${body}
<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e7e5e4;font-size:13px;color:#57534e;">${ctx.shopName} · <a href="${ctx.publicUrl}" style="color:#2f5d34;">${ctx.publicUrl}</a></p>
</div>
</body>
</html>
`.value;
}

/** A two-column table of label and value; empty values are left out. */
export function detailTable(rows: [label: string, value: string | SafeHtml][]): SafeHtml {
  const shown = rows.filter(([, value]) => String(value).trim() !== '');
  return html`<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 12px;">
${shown.map(
  ([label, value]) =>
    html`<tr><td style="padding:3px 8px 3px 0;color:#57534e;vertical-align:top;white-space:nowrap;">${label}</td><td style="padding:3px 0;word-break:break-word;">${value}</td></tr>
`,
)}</table>`;
}

/** The same table for the plain-text part: "Label: value" lines. */
export function detailText(rows: [label: string, value: string][]): string {
  return rows
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
