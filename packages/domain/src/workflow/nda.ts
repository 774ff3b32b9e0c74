import { defineMachine } from './machine.ts';

/**
 * NDA status (spec 4). The spec gives two orderings: one list puts NDA_SIGNED (0) before
 * NDA_SIGN_IN_PROCESS (1), the investor-side opportunity list puts NDA_SIGN_IN_PROCESS (1) before
 * NDA_SIGNED (2). We follow the second: a signing ceremony is in progress before the document is
 * signed, and the countersign step can only follow a signature. Both orders stay available below for
 * display, as the spec labels them.
 */
export const NDA_STATUSES = [
  'NDA_SIGN_IN_PROCESS',
  'NDA_SIGNED',
  'NDA_COUNTERSIGN_IN_PROCESS',
  'NDA_EXECUTED',
  'NDA_DECLINED',
] as const;
export type NdaStatus = (typeof NDA_STATUSES)[number];

/** The NDA list order of spec 4 "Other statuses", kept as given. */
export const NDA_STATUS_ORDER_AS_LISTED: Readonly<Record<NdaStatus, number>> = {
  NDA_DECLINED: -1,
  NDA_SIGNED: 0,
  NDA_SIGN_IN_PROCESS: 1,
  NDA_COUNTERSIGN_IN_PROCESS: 2,
  NDA_EXECUTED: 3,
};

/** The order this product follows (the investor-side reading). */
export const NDA_STATUS_ORDER: Readonly<Record<NdaStatus, number>> = {
  NDA_DECLINED: -1,
  NDA_SIGN_IN_PROCESS: 1,
  NDA_SIGNED: 2,
  NDA_COUNTERSIGN_IN_PROCESS: 2.5,
  NDA_EXECUTED: 3,
};

export const ndaMachine = defineMachine({
  name: 'NDA',
  states: NDA_STATUSES,
  events: {
    /** The investor opens the ceremony again (a previous one was abandoned). */
    restart_signing: { from: ['NDA_SIGN_IN_PROCESS'], to: 'NDA_SIGN_IN_PROCESS' },
    /** The investor's signature is sealed into the PDF (ceremony or direct upload). */
    sign: { from: ['NDA_SIGN_IN_PROCESS'], to: 'NDA_SIGNED' },
    /** The issuer opens the countersign ceremony. */
    start_countersign: { from: ['NDA_SIGNED'], to: 'NDA_COUNTERSIGN_IN_PROCESS' },
    /** The issuer's countersignature is sealed: the data room opens. */
    countersign: { from: ['NDA_SIGNED', 'NDA_COUNTERSIGN_IN_PROCESS'], to: 'NDA_EXECUTED' },
    /** Either side declines before execution. */
    decline: { from: ['NDA_SIGN_IN_PROCESS', 'NDA_SIGNED', 'NDA_COUNTERSIGN_IN_PROCESS'], to: 'NDA_DECLINED' },
  },
});
export type NdaEvent = keyof typeof ndaMachine.events;

/** Spec 4 "Behaviors". */
export const NDA_SIGNED_MESSAGE =
  'You have successfully signed the NDA. The Document has been sent to Issuer for counter signing.';
