// The e2e's ARCA (MARKET §12): the server tests' local fake of WSAA and wsfev1 on E2E_ARCA_PORT,
// started by Playwright as a web server beside the shop, checking the CMS against the throwaway
// certificate made by playwright.config.ts. Never ARCA's real services.
import { startArcaFake } from '../packages/server/test/support/arca-fake.ts';

const fake = await startArcaFake(
  process.env.E2E_ARCA_CERT ?? '',
  Number(process.env.E2E_ARCA_PORT),
);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
process.on('SIGINT', () => void fake.close().then(() => process.exit(0)));
