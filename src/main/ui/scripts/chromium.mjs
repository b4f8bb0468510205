/**
 * How the browser tests and the benchmark start Debian's Chromium (never a downloaded browser).
 * This machine's network is closed: Chromium's background connections only fail slowly.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
