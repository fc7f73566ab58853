/**
 * `npm run art`: draws a new product picture in the sample's style, for a product added to the
 * sample, or as a placeholder until the real photo comes. The sample's drawings are committed
 * as they are; this draws one more. `npm run art` alone prints how to call it.
 */
import { runArtCommand } from './run-art-command.ts';

const outcome = runArtCommand(process.argv.slice(2));
(outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
process.exitCode = outcome.exitCode;
