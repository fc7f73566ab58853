import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded the first time a picture is read or encoded. A build whose pictures are all in
 * the image cache never needs it, and loading it (libvips and its version checks) took a fifth
 * of a second of every command's start.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
