/**
 * Debian's Chromium and the flags it needs here: never a downloaded browser, and no background
 * connections (this machine has no outside network). Used by the e2e config and bench/web-size.ts.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Tenants' own hosts (the provider admin spec gives each tenant a host under e2e.test): they
    // resolve to this machine, so one server answers several hosts as a deployment would.
    '--host-resolver-rules=MAP *.e2e.test 127.0.0.1',
  ],
};
