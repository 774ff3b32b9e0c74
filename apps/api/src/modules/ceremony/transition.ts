import { type Machine, TransitionError } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';

/** The state after `event`; a refused transition answers 409 with the machine's sentence (ADR 0005). */
export function nextOrConflict<S extends string, E extends string>(machine: Machine<S, E>, state: S, event: E): S {
  try {
    return machine.next(state, event);
  } catch (err) {
    if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message, 'TRANSITION_REFUSED');
    throw err;
  }
}
