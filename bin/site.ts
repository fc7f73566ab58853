#!/usr/bin/env -S npx tsx
// React's development build renders several times slower; set production before it loads.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
export {};
