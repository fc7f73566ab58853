import { describe, expect, it } from 'vitest';
import { majorVersion, OLDEST_CHROMIUM } from '../e2e/chromium-version.ts';

describe('the Chromium version the browser tests need', () => {
  it("reads the major version from the browser's version string", () => {
    expect(majorVersion('156.0.8078.108')).toBe(156);
    expect(majorVersion('150.0.7871.100')).toBe(150);
  });

  it("refuses Debian 12's Chromium 150 and takes 156", () => {
    expect(majorVersion('150.0.7871.100')).toBeLessThan(OLDEST_CHROMIUM);
    expect(majorVersion('156.0.8078.108')).toBeGreaterThanOrEqual(OLDEST_CHROMIUM);
  });
});
