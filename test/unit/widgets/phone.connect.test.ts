import { describe, expect, it } from 'vitest';
import { connectPhoneNumber, phoneNumberMachine } from '../../../core/widgets/phoneNumber.machine';
import { createWidgetTexts } from '../../../core/widgets/texts/index';
import de from '../../../core/widgets/texts/de-DE';
import { createCoveredActor } from '../../support/machine-coverage';

const texts = createWidgetTexts({ 'de-DE': de }, 'de-DE', {});

function phone(country = 'DE', error?: string) {
  const actor = createCoveredActor(phoneNumberMachine, { input: { country } }).start();
  const shown = () => connectPhoneNumber(actor.getSnapshot(), actor.send, { locale: texts.locale, t: texts.t, error });
  return { actor, shown };
}

describe('the phone number field: option lists, autofill and its message come from its connect', () => {
  it('Germany: the countries named in German, no area code select, the national number autofilled as tel-national', () => {
    const { shown } = phone('DE');
    expect(shown().countryOptions.find((o) => o.value === 'AT')?.text).toBe('Österreich (+43)');
    expect(shown().countryOptions.at(-1)).toEqual({ value: 'other', text: de.phoneCountryOther });
    expect(shown().areaCodeOptions).toEqual([]);
    expect(shown().autoComplete).toEqual({ country: 'tel-country-code', national: 'tel-national' });
  });

  it('Turkey chosen: its area codes appear and the national part is a local number for autofill', () => {
    const { shown } = phone('DE');
    shown().changeCountry('TR');
    expect(shown().withArea).toBe(true);
    expect(shown().areaCodeOptions.length).toBeGreaterThan(100);
    expect(shown().areaCodeOptions.at(-1)?.text).toBe(de.areaCodeOther);
    expect(shown().autoComplete.national).toBe('tel-local');
  });

  it("a number that is none shows its message in the page's language once committed; the owner's error wins", () => {
    const { shown } = phone('DE');
    shown().changeNational('12');
    expect(shown().error).toBeUndefined();
    shown().commit();
    expect(shown().error).toBe(texts.t(shown().problem!));
    expect(phone('DE', 'Bitte eine Nummer angeben').shown().error).toBe('Bitte eine Nummer angeben');
  });
});
