import { describe, expect, it } from 'vitest';
import { measureCommand } from '../../scripts/bench/measure-command.ts';

describe('measureCommand (the benchmark times whole commands with it)', () => {
  it('times a command and reads its output and exit code', async () => {
    const measure = await measureCommand(process.execPath, ['-e', 'console.log("out"); process.exitCode = 3']);
    expect(measure.stdout).toBe('out\n');
    expect(measure.code).toBe(3);
    // Not its memory: read every 25 ms, it has no reading for a command that ends sooner.
    expect(measure.seconds).toBeGreaterThan(0);
  });

  it('reads the peak memory of a command that runs long enough to be read: one holding 64 MiB for 300 ms', async () => {
    const holds = 'const b = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => console.log(b[0]), 300)';
    const measure = await measureCommand(process.execPath, ['-e', holds]);
    expect(measure.stdout).toBe('1\n');
    expect(measure.peakMiB).toBeGreaterThanOrEqual(64);
    expect(measure.processes).toBeGreaterThanOrEqual(1);
  });

  it('rejects for a command that is not installed, as `hugo` on a machine without Hugo, instead of ending the process', async () => {
    await expect(measureCommand('no-such-command-for-the-bench', ['version'])).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
