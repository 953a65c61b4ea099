import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import {
  changePhoneNumber,
  checkPhoneNumber,
  hasAreaCodeChoice,
  phoneCountryOptions,
  phoneNumberStart,
  turkeyAreaCodeOptions,
  type PhoneNumberValue,
  type PhoneOption,
  type PhoneProblem,
} from './phone';

export type PhoneNumberEvent =
  | { type: 'CHANGE'; patch: Partial<PhoneNumberValue> }
  /** The shopper committed the national number (left the field, Enter): from now on a problem is shown. */
  | { type: 'COMMIT' }
  /** The owner's value of a controlled input (none: uncontrolled); a change applies to it. */
  | { type: 'OWNER_VALUE'; value?: PhoneNumberValue };

/** Told to the owner: the parts, the number in E.164 ('' while empty or invalid) and, when invalid, the problem. */
export type PhoneNumberEmitted = {
  type: 'change';
  value: PhoneNumberValue;
  international: string;
  problem?: PhoneProblem;
};

interface PhoneNumberContext {
  number: PhoneNumberValue;
  owner?: PhoneNumberValue;
  /** The national number was committed once: its problem, if any, is shown. */
  committed: boolean;
}

/** The parts a change starts from: the owner's value when it controls the input, else the machine's own. */
const currentNumber = (context: PhoneNumberContext) => changePhoneNumber(context.owner ?? context.number, {});

/**
 * The phone number's parts. A change applies to the owner's value when it controls the input, else to the machine's
 * own, and is told to the owner as a `change` event.
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
      number: ({ context, event }) => {
        assertEvent(event, 'CHANGE');
        return changePhoneNumber(currentNumber(context), event.patch);
      },
    }),
    tellOwner: emit(({ context }) => {
      const checked = checkPhoneNumber(context.number);
      return {
        type: 'change' as const,
        value: context.number,
        international: checked.kind === 'valid' ? checked.e164 : '',
        ...(checked.kind === 'invalid' ? { problem: checked.problem } : {}),
      };
    }),
    followOwner: assign({
      owner: ({ event }) => {
        assertEvent(event, 'OWNER_VALUE');
        return event.value;
      },
    }),
    commit: assign({ committed: true }),
  },
}).createMachine({
  id: 'phoneNumber',
  context: ({ input }) => ({ number: phoneNumberStart(input?.country ?? 'DE'), committed: false }),
  on: {
    CHANGE: { actions: ['change', 'tellOwner'] },
    COMMIT: { actions: 'commit' },
    OWNER_VALUE: { actions: 'followOwner' },
  },
});

export interface PhoneNumberConnectOptions<TError = never> {
  /** The owner's value (controlled); wins over the machine's. */
  value?: PhoneNumberValue;
  /** The page's locale (country names) and its widget texts (`t(key)`): with them, the option lists and the message. */
  locale?: string;
  t?: (key: PhoneProblem | 'phoneCountryOther' | 'areaCodeOther') => string;
  /** The owner's error: it wins over the number's own problem. */
  error?: TError;
}

/** The option lists, made once per language (33 countries' names, Turkey's 135 codes): a keystroke rebuilds neither. */
const optionLists = new Map<string, { countries: PhoneOption[]; areaCodes: PhoneOption[] }>();
function phoneOptionLists(locale: string, otherCountry: string, otherAreaCode: string) {
  const key = JSON.stringify([locale, otherCountry, otherAreaCode]);
  let lists = optionLists.get(key);
  if (!lists)
    optionLists.set(
      key,
      (lists = {
        countries: phoneCountryOptions(locale, otherCountry),
        areaCodes: turkeyAreaCodeOptions(otherAreaCode),
      }),
    );
  return lists;
}

/** View model of the phone number: the parts shown, whether the area code is asked, and change handlers per part. */
export function connectPhoneNumber<TError = never>(
  snapshot: SnapshotFrom<typeof phoneNumberMachine>,
  send: (event: PhoneNumberEvent) => void,
  options: PhoneNumberConnectOptions<TError>,
) {
  const current = changePhoneNumber(options.value ?? snapshot.context.number, {});
  const change = (patch: Partial<PhoneNumberValue>) => send({ type: 'CHANGE', patch });
  const checked = checkPhoneNumber(current);
  const problem = snapshot.context.committed && checked.kind === 'invalid' ? checked.problem : undefined;
  const withArea = hasAreaCodeChoice(current.country);
  const t = options.t;
  const lists = t ? phoneOptionLists(options.locale ?? 'en', t('phoneCountryOther'), t('areaCodeOther')) : undefined;
  return {
    /** The country select's options (spec section 9 order), named in the page's language. */
    countryOptions: lists?.countries ?? [],
    /** Turkey's area codes (mobile, landline by province, a free entry), while Turkey is chosen. */
    areaCodeOptions: withArea ? (lists?.areaCodes ?? []) : [],
    /** What a browser may autofill into each part: the national part is a local number where the area code is its own. */
    autoComplete: { country: 'tel-country-code', national: withArea ? 'tel-local' : 'tel-national' } as const,
    /** The message the field shows: the owner's error, else the number's own problem once committed (in the page's language). */
    error: options.error ?? (problem && t ? t(problem) : undefined),
    value: current,
    /** The number in E.164 when it is a valid one. */
    international: checked.kind === 'valid' ? checked.e164 : '',
    /** Why the number is none, once the shopper committed it (a widget text key). */
    problem,
    commit: () => send({ type: 'COMMIT' }),
    /** Turkey asks for the area code in a select of its own. */
    withArea,
    change,
    changeCountry: (country: string) => change({ country }),
    changeAreaCode: (areaCode: string) => change({ areaCode }),
    changeNational: (national: string) => change({ national }),
  };
}
