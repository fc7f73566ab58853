import type { ImageProblem } from './inspect-image.ts';

/**
 * Pictures the build could not prepare (a truncated copy, an iPhone photo renamed .jpg). The build
 * turns each into a sentence located at the cell that names the picture (build/assets-stage.ts), and stops
 * before anything is published.
 */
export class ImageProblems extends Error {
  constructor(readonly problems: readonly { readonly image: string; readonly problem: ImageProblem }[]) {
    super(problems.map(({ image, problem }) => `the image "${image}" ${problem.message}`).join('\n'));
    this.name = 'ImageProblems';
  }
}
