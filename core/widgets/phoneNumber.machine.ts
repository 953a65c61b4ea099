import { assign, setup, type SnapshotFrom } from 'xstate';
import { changePhoneNumber, hasAreaCodeChoice, internationalPhoneNumber, phoneNumberStart, type PhoneNumberValue } from './phone';

export type PhoneNumberEvent = { type: 'CHANGE'; patch: Partial<PhoneNumberValue> };

/**
 * The phone number's parts while its owner does not control them: country, Turkey's area code (the default and
 * what a change of country does to it are `changePhoneNumber()`'s) and the national number.
 */
export const phoneNumberMachine = setup({
  types: {
    context: {} as { number: PhoneNumberValue },
    events: {} as PhoneNumberEvent,
    input: {} as { country?: string },
  },
  actions: {
    change: assign({ number: ({ context, event }) => changePhoneNumber(context.number, event.patch) }),
  },
}).createMachine({
  id: 'phoneNumber',
  context: ({ input }) => ({ number: phoneNumberStart(input?.country ?? 'DE') }),
  on: { CHANGE: { actions: 'change' } },
});

export interface PhoneNumberConnectOptions {
  /** The owner's value (controlled); wins over the machine's. */
  value?: PhoneNumberValue;
  onChange?: (value: PhoneNumberValue, international: string) => void;
}

/** View model of the phone number: the parts shown, whether the area code is asked, and the change handler. */
export function connectPhoneNumber(
  snapshot: SnapshotFrom<typeof phoneNumberMachine>,
  send: (event: PhoneNumberEvent) => void,
  options: PhoneNumberConnectOptions,
) {
  const current = changePhoneNumber(options.value ?? snapshot.context.number, {});
  return {
    value: current,
    /** Turkey asks for the area code in a select of its own. */
    withArea: hasAreaCodeChoice(current.country),
    change: (patch: Partial<PhoneNumberValue>) => {
      const next = changePhoneNumber(current, patch);
      send({ type: 'CHANGE', patch: next });
      options.onChange?.(next, internationalPhoneNumber(next));
    },
  };
}
