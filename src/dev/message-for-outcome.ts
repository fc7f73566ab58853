import type { BuildOutcome } from './create-builder.ts';
import type { DevMessage } from './dev-message.ts';

/** The message open tabs get after a build; `version` is the site version after it. */
export function messageForOutcome(outcome: BuildOutcome, version: number): DevMessage {
  if (outcome.ok) {
    const { written, removed, cssOnly, stylesheets } = outcome;
    return { type: 'changed', version, written, removed, cssOnly, stylesheets };
  }
  if (outcome.kind === 'content') return { type: 'problems', problems: outcome.problems };
  return { type: 'crash', message: outcome.message, stack: outcome.stack };
}
