// Tier 2 of WhatsApp on (MARKET §13.3), for tests: its four settings, Meta's API at `apiUrl`.
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { whatsappAvisos } from '../../src/db/schema.ts';

export const WA_SECRET = 'secreto-de-la-app-de-prueba';
export const WA_VERIFY = 'verificar-feria-prueba';
export const WA_TOKEN = 'EAAG-token-de-prueba';
export const WA_PHONE_ID = '106540352242922';

export function whatsappEnv(apiUrl = 'http://127.0.0.1:9/v24.0', timeoutMs = 1000) {
  return {
    WHATSAPP_TOKEN: WA_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: WA_PHONE_ID,
    WHATSAPP_APP_SECRET: WA_SECRET,
    WHATSAPP_VERIFY_TOKEN: WA_VERIFY,
    WHATSAPP_API_URL: apiUrl,
    WHATSAPP_TIMEOUT_MS: String(timeoutMs),
  };
}

/** Every notice as (evento, saleId, estado), in order of creation. */
export async function notices(db: Db) {
  const rows = await db.select().from(whatsappAvisos).orderBy(asc(whatsappAvisos.id));
  return rows.map((r) => ({ evento: r.evento, saleId: r.saleId, estado: r.estado }));
}
