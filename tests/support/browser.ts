import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium build without the
 * browser's own window, tab strip and toolbar, which the full browser draws for every page even
 * headless; a page load costs it less than half the CPU (decision 091). The full browser where
 * the shell is not installed; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Debian's Chromium, headless, with no traffic to the outside (this machine has no internet). */
const options = {
  executablePath: chromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

/** A Chromium of this process's own (scripts, and browser tests run without the global set-up). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(options);
}

/**
 * One Chromium for a whole browser test run (tests/e2e/global-setup.ts): each test file connects
 * to it (E2E_BROWSER_WS) in about 0.1 s instead of starting its own in about 1.7 s.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(options);
}

/** The run's shared Chromium when there is one, else one of this file's own. */
export function openBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  return shared ? chromium.connect(shared) : launchBrowser();
}
