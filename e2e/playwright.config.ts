import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// A throwaway data directory per run: the journeys never touch ./data.
const dataDir = mkdtempSync(join(tmpdir(), 'krug-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8181);
// The server sends mail to a test SMTP server the password-reset journey runs on this port (it is
// set here once, so the workers, which read this file again, see the same number).
process.env.E2E_SMTP_PORT ??= String(port + 10_000);
const smtpPort = Number(process.env.E2E_SMTP_PORT);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers: every journey makes its own people, so files run side by side (the walk of
  // design-a11y alone takes ~3 min and the rest run beside it).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // The instance's owner is registered before any journey (CONTRACT §8: the first account owns it).
  globalSetup: './global-setup.ts',
  // The operator's journey switches the whole instance to invite-only registration for a while,
  // so it runs after every other journey, which sign people up freely (`--no-deps` runs it alone).
  projects: [
    { name: 'journeys', testIgnore: /operator\.spec\.ts$/ },
    { name: 'operator', testMatch: /operator\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    // The journeys are CPU-bound on 2 cores (the browsers ~60% of it). Two settings cut a set of
    // journeys' CPU by about a fifth (docs/testing.md): no motion (the confetti of a success toast
    // is drawn in software) and no service worker (each new context precached the whole app: 78
    // files). The service-worker journeys (pwa, the offline posts) allow it again, and family.spec
    // keeps the motion, so the confetti runs under the CSP check. (`--in-process-gpu` saved ~8%
    // more; left out after CI's one failed push delivery with it, not reproduced since.)
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    // E2E_SERVER_TIMEOUT_MS: a loaded machine can take longer to start the server.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
    reuseExistingServer: false,
    // Two workers sign up faster than one person could: the per-address sign-in budget is lifted
    // (server tests cover it).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      // The reset and confirm-link calls share a per-address budget (10 in 15 minutes); every
      // journey comes from 127.0.0.1, so two workers could spend it (server tests cover it).
      PASSWORD_RESET_RATE_LIMIT: '1000',
      // Event reminders are looked for every second (calendar-ics.spec.ts waits for one).
      SCHEDULER_INTERVAL_MS: '1000',
      // Mail goes to the SMTP server of password-reset.spec.ts (a mail sent while it is not
      // listening is retried by its job, as with any SMTP server that is down).
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Круг <krug@e2e.test>',
    },
  },
});
