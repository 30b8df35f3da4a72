import { defineConfig } from 'vitest/config';

// Domain and web tests run first. Server tests run on the embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is
// set (CI sets it): the same suite, two real databases.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Server test files that open no database of the test support (pure functions, config, the
// compiled server in a child process): the same on both databases, so they run once, in their own
// project, and neither database project repeats them.
const noDatabase = [
  'packages/server/src/db/backup-stamp.test.ts',
  'packages/server/src/deploy-files.test.ts',
  'packages/server/src/deploy-units.test.ts',
  'packages/server/src/http/zod-provider.test.ts',
  'packages/server/src/modules/catalog/list-bytes.test.ts',
  'packages/server/src/config/arca.test.ts',
  'packages/server/src/config/whatsapp.test.ts',
  'packages/server/src/modules/mail/compose/order-mails.test.ts',
  'packages/server/src/modules/settlements/sold-lines.test.ts',
  'packages/server/src/shared/csv.test.ts',
  'packages/server/src/shared/opaque-token.test.ts',
  'packages/server/src/shared/verify-gate-share.test.ts',
  'packages/server/src/shared/verify-gate.test.ts',
  'packages/server/test/hardening/real-server-bodies.test.ts',
  'packages/server/test/hardening/round4-config.test.ts',
  'packages/server/test/hardening/server-bundle.test.ts',
  'packages/server/test/hardening/startup-rules.test.ts',
];

const serverTest = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['packages/server/test/support/setup.ts'],
  pool: 'forks' as const,
  maxWorkers: 2,
};

const serverProject = (name: string, db: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    ...serverTest,
    name,
    include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
    exclude: noDatabase,
    env: { FERIA_TEST_DB: db },
    globalSetup: ['packages/server/test/support/global-setup.ts'],
    // Groups run one after the other: the domain tests, then PGlite, then PostgreSQL.
    sequence: { groupOrder },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The repository's own tools: the boundary check of scripts/boundaries.mjs.
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.mjs'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The web's slices, hooks and components in jsdom, with Testing Library; and the painted views.
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/views/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Typing with user-event takes seconds when the machine is busy: a hang, not slowness, fails.
          testTimeout: 20_000,
          setupFiles: ['packages/web/src/test/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...serverTest,
          name: 'server-nodb',
          include: noDatabase,
          // Its own group: vitest refuses one group of projects with different worker counts.
          sequence: { groupOrder: 3 },
        },
      },
      serverProject('server-pglite', 'pglite', 1),
      ...(onPostgres ? [serverProject('server-postgres', 'postgres', 2)] : []),
    ],
  },
});
