import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { changePhoneNumber, hasAreaCodeChoice, internationalPhoneNumber, phoneNumberStart, type PhoneNumberValue } from './phone';

export type PhoneNumberEvent =
  | { type: 'CHANGE'; patch: Partial<PhoneNumberValue> }
  /** The owner's value of a controlled input (none: uncontrolled); a change applies to it. */
  | { type: 'OWNER_VALUE'; value?: PhoneNumberValue };

/** Told to the owner (`actor.on('change', ...)`): the parts after a change and the number in international form. */
export type PhoneNumberEmitted = { type: 'change'; value: PhoneNumberValue; international: string };

interface PhoneNumberContext {
  number: PhoneNumberValue;
  owner?: PhoneNumberValue;
}

/** The parts a change starts from: the owner's value when it controls the input, else the machine's own. */
const currentNumber = (context: PhoneNumberContext) => changePhoneNumber(context.owner ?? context.number, {});

/**
 * The phone number's parts: country, Turkey's area code (the default and what a change of country does to it are
 * `changePhoneNumber()`'s) and the national number. A change applies to the owner's value when it controls the
 * input, else to the machine's own, and is told to the owner as a `change` event.
 */
export const phoneNumberMachine = setup({
  types: {
    context: {} as PhoneNumberContext,
    events: {} as PhoneNumberEvent,
    emitted: {} as PhoneNumberEmitted,
    input: {} as { country?: string },
  },
  actions: {
    change: assign({
      number: ({ context, event }) => (event.type === 'CHANGE' ? changePhoneNumber(currentNumber(context), event.patch) : context.number),
    }),
    tellOwner: emit(({ context }) => ({ type: 'change' as const, value: context.number, international: internationalPhoneNumber(context.number) })),
    followOwner: assign({ owner: ({ event }) => (event.type === 'OWNER_VALUE' ? event.value : undefined) }),
  },
}).createMachine({
  id: 'phoneNumber',
  context: ({ input }) => ({ number: phoneNumberStart(input?.country ?? 'DE') }),
  on: {
    CHANGE: { actions: ['change', 'tellOwner'] },
    OWNER_VALUE: { actions: 'followOwner' },
  },
});

export interface PhoneNumberConnectOptions {
  /** The owner's value (controlled); wins over the machine's. */
  value?: PhoneNumberValue;
}

/**
 * View model of the phone number: the parts shown, whether the area code is asked, and change handlers per part
 * (they only send; the owner hears of a change through the machine's `change` event).
 */
export function connectPhoneNumber(
  snapshot: SnapshotFrom<typeof phoneNumberMachine>,
  send: (event: PhoneNumberEvent) => void,
  options: PhoneNumberConnectOptions,
) {
  const current = changePhoneNumber(options.value ?? snapshot.context.number, {});
  const change = (patch: Partial<PhoneNumberValue>) => send({ type: 'CHANGE', patch });
  return {
    value: current,
    /** Turkey asks for the area code in a select of its own. */
    withArea: hasAreaCodeChoice(current.country),
    change,
    changeCountry: (country: string) => change({ country }),
    changeAreaCode: (areaCode: string) => change({ areaCode }),
    changeNational: (national: string) => change({ national }),
  };
}
