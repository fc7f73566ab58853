import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../src/page-api/serialize-for-script.ts';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', line: 'a\u2028b' };
    const serialized = serializeForScript(value);
    expect(serialized).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});
