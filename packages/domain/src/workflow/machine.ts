/**
 * A small finite-state machine: named events, each allowed from a set of states and leading to one.
 * The spec gives states and orders but not transitions (spec 4); each machine below writes its
 * transitions out as data, so tests can check every allowed and every refused pair.
 */
export interface MachineDefinition<S extends string, E extends string> {
  name: string;
  states: readonly S[];
  events: { readonly [K in E]: { readonly from: readonly S[]; readonly to: S } };
}

export class TransitionError extends Error {
  constructor(
    readonly machine: string,
    readonly state: string,
    readonly event: string,
  ) {
    super(`Cannot ${event.replaceAll('_', ' ')} while the ${machine} is ${state}.`);
  }
}

export interface Machine<S extends string, E extends string> extends MachineDefinition<S, E> {
  can(state: S, event: E): boolean;
  /** The state after `event`, or a TransitionError naming what was refused. */
  next(state: S, event: E): S;
  /** Events allowed from a state, in definition order. */
  eventsFrom(state: S): E[];
}

export function defineMachine<S extends string, E extends string>(def: MachineDefinition<S, E>): Machine<S, E> {
  const eventNames = Object.keys(def.events) as E[];
  const can = (state: S, event: E) =>
    (def.events[event]?.from as readonly string[] | undefined)?.includes(state) ?? false;
  return {
    ...def,
    can,
    next(state, event) {
      if (!can(state, event)) throw new TransitionError(def.name, state, event);
      return def.events[event].to;
    },
    eventsFrom: (state) => eventNames.filter((e) => can(state, e)),
  };
}
