import { describe, expect, it } from 'vitest';
import {
  connectPhoneNumber,
  phoneNumberMachine,
  type PhoneNumberEmitted,
} from '../../../core/widgets/phoneNumber.machine';
import { createWidgetTexts } from '../../../core/widgets/texts/index';
import de from '../../../core/widgets/texts/de-DE';
import en from '../../../core/widgets/texts/en';
import tr from '../../../core/widgets/texts/tr-TR';
import { createCoveredActor } from '../../support/machine-coverage';

const german = createWidgetTexts({ 'de-DE': de }, 'de-DE', {});
const turkish = createWidgetTexts({ 'tr-TR': tr }, 'tr-TR', {});
const english = createWidgetTexts({ en }, 'en', {});

/** A running phone number field, what it shows with the given texts, and what its owner was told. */
function phone(input?: { country?: string }) {
  const actor = createCoveredActor(phoneNumberMachine, input ? { input } : {}).start();
  const told: PhoneNumberEmitted[] = [];
  actor.on('change', (event) => told.push(event));
  const shown = (options: Parameters<typeof connectPhoneNumber>[2] = { locale: german.locale, t: german.t }) =>
    connectPhoneNumber(actor.getSnapshot(), actor.send, options);
  return { actor, shown, told };
}

const nameOf = (options: readonly { value: string; text: string }[], code: string) =>
  options.find((o) => o.value === code)?.text;

describe('phone number field: its start, its option lists per language, and what it tells', () => {
  it('started without a country: Germany (+49) is chosen, the number empty and no area code asked', () => {
    const { shown } = phone();
    expect(shown().value).toEqual({ country: 'DE', national: '' });
    expect(nameOf(shown().countryOptions, shown().value.country)).toBe('Deutschland (+49)');
    expect(shown().withArea).toBe(false);
  });

  it('each page language gets its own country names: a Turkish page after a German one names them in Turkish', () => {
    const { shown } = phone({ country: 'TR' });
    const onGermanPage = shown({ locale: german.locale, t: german.t });
    const onTurkishPage = shown({ locale: turkish.locale, t: turkish.t });
    expect(nameOf(onGermanPage.countryOptions, 'AT')).toBe('Österreich (+43)');
    expect(nameOf(onTurkishPage.countryOptions, 'AT')).toBe('Avusturya (+43)');
    expect(onTurkishPage.countryOptions.at(-1)).toEqual({ value: 'other', text: tr.phoneCountryOther });
    expect(onTurkishPage.areaCodeOptions.at(-1)?.text).toBe(tr.areaCodeOther);
    expect(onGermanPage.areaCodeOptions.at(-1)?.text).toBe(de.areaCodeOther);
  });

  it('a keystroke hands the view the same option lists: they are made once per language, not per render', () => {
    const { shown } = phone({ country: 'TR' });
    const before = shown();
    before.changeNational('312');
    const after = shown();
    expect(after.value.national).toBe('312');
    expect(after.countryOptions).toBe(before.countryOptions);
    expect(after.areaCodeOptions).toBe(before.areaCodeOptions);
  });

  it('texts without a locale name the countries in English', () => {
    const { shown } = phone();
    expect(nameOf(shown({ t: english.t }).countryOptions, 'AT')).toBe('Austria (+43)');
  });

  it('the option lists come with the texts: a connect given none offers no options, for Turkey none either', () => {
    const { shown } = phone({ country: 'TR' });
    expect(shown({}).countryOptions).toEqual([]);
    expect(shown({}).withArea).toBe(true);
    expect(shown({}).areaCodeOptions).toEqual([]);
  });

  it('the international number is empty while the number is empty or none, and E.164 once it is one', () => {
    const { shown } = phone({ country: 'HU' });
    expect(shown().international).toBe('');
    shown().changeNational('06 30 123');
    shown().commit();
    expect(shown()).toMatchObject({ international: '', problem: 'phoneTooShort' });
    shown().changeNational('06 30 123 4567');
    expect(shown()).toMatchObject({ international: '+36301234567', problem: undefined });
  });

  it('the owner is told a number that is none with its problem, and a valid one with no problem at all', () => {
    const { shown, told } = phone({ country: 'HU' });
    shown().changeNational('06 30 123');
    shown().changeNational('06 30 123 4567');
    expect(told).toStrictEqual([
      { type: 'change', value: { country: 'HU', national: '06 30 123' }, international: '', problem: 'phoneTooShort' },
      { type: 'change', value: { country: 'HU', national: '06 30 123 4567' }, international: '+36301234567' },
    ]);
  });
});
