// End-to-end tests: the release build in dist/, served on loopback, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8090);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/out/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 360, height: 740 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs dist ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
