import type { BuildOptions, Plugin } from 'esbuild';

export const LIB: string;
export const COMPILED_MAIN_URL: string;
export function sourceUrlPlugin(outdir: string): Plugin;
export function pipelineBundleOptions(outdir: string): BuildOptions & { plugins: Plugin[] };
export function compile(): Promise<number>;
export function isCompiled(root?: string): boolean;
