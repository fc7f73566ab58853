import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../scripts/bench/host-speed.ts';

describe('the CPU slowdown calibrated to the host (Lighthouse throttling guide)', () => {
  it('meets the guide at its anchor points: 1,533 is 4×, 1,300 3×, 800 2×, 150 1×', () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('never speeds a host up, and grows with the host speed', () => {
    expect(calibratedSlowdown(40)).toBe(1);
    const speeds = [100, 400, 799, 800, 1050, 1299, 1300, 1700, 2500];
    const slowdowns = speeds.map(calibratedSlowdown);
    for (let i = 1; i < slowdowns.length; i += 1) expect(slowdowns[i]!).toBeGreaterThanOrEqual(slowdowns[i - 1]!);
  });
});
