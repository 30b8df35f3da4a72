// The e2e's Meta Graph API (MARKET §13.3): the server tests' local fake of
// `POST /{phone-number-id}/messages` on E2E_WA_PORT, started by Playwright beside the shop. A spec
// reads what reached it at GET /__received. Never Meta's real service.
import { startWhatsappFake } from '../packages/server/test/support/whatsapp-fake.ts';

const fake = await startWhatsappFake(Number(process.env.E2E_WA_PORT));
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
process.on('SIGINT', () => void fake.close().then(() => process.exit(0)));
