// @vitest-environment jsdom
// Issue 28 in the view: a field says what it could not keep and what a committed value is not, in the page's language.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';
import { TextInput } from '../../../react/widgets/TextInput';
import { WidgetTextsProvider } from '../../../react/widgets/texts';

afterEach(cleanup);

const nativeSetValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
function typeInto(input: HTMLInputElement, value: string) {
  nativeSetValue.call(input, value);
  input.setSelectionRange(value.length, value.length);
  fireEvent.input(input);
}
const german = (ui: React.ReactNode) =>
  render(
    <WidgetTextsProvider catalogues={ALL_WIDGET_CATALOGUES} locale="de-DE">
      {ui}
    </WidgetTextsProvider>,
  );

describe('a field says what it could not keep (issue 28)', () => {
  it('a number pasted in German notation keeps its value', () => {
    german(<TextInput label="Betrag" type="number" />);
    const input = screen.getByLabelText('Betrag') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '1.234,56' } });
    expect(input.value).toBe('1234.56');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('a pasted sign is said, not silently dropped; the message goes once the value is fine', () => {
    const onProblem = vi.fn();
    german(<TextInput id="n" label="Menge" type="number" onProblem={onProblem} />);
    const input = screen.getByLabelText('Menge') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '-5' } });
    expect(input.value).toBe('5');
    expect(document.getElementById('n-error')!.textContent).toContain('Hier sind nur Zahlen ohne Vorzeichen möglich.');
    expect(onProblem).toHaveBeenLastCalledWith('numberNoSign');
    typeInto(input, '56');
    expect(document.getElementById('n-error')).toBeNull();
    expect(onProblem).toHaveBeenLastCalledWith(undefined);
  });

  it('a range pasted into a number field keeps its first number and says only one fits', () => {
    const onProblem = vi.fn();
    german(<TextInput id="q" label="Menge" type="number" onProblem={onProblem} />);
    const input = screen.getByLabelText('Menge') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '10-20' } });
    expect(input.value).toBe('10');
    expect(document.getElementById('q-error')!.textContent).toContain('Hier ist nur eine Zahl möglich.');
    expect(onProblem).toHaveBeenLastCalledWith('numberOnlyOne');
  });

  it('an IBAN pasted with its label and bank is the IBAN', () => {
    german(<TextInput label="IBAN" type="iban" />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'IBAN: DE89 3704 0044 0532 0130 00 (Sparkasse)' } });
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('an ISO date pasted into a day-first field is that day; two-digit years are refused with a word (issue 44)', () => {
    const onProblem = vi.fn();
    german(<TextInput id="bd" label="Geburtsdatum" type="date-dmy" onProblem={onProblem} />);
    const input = screen.getByLabelText('Geburtsdatum') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '2001-05-19' } });
    expect(input.value).toBe('19.05.2001');
    expect(onProblem).not.toHaveBeenCalledWith('dateNotRead');
    fireEvent.paste(input, { clipboardData: { getData: () => '19.05.01' } });
    expect(input.value).toBe('19.05.2001');
    expect(document.getElementById('bd-error')!.textContent).toContain('Dieses Datum konnte nicht gelesen werden.');
  });

  it('a full-width IBAN pasted is the IBAN; an ß typed is left out with a word (issue 44)', () => {
    german(<TextInput id="fw" label="IBAN" type="iban" />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'ＤＥ８９３７０４００４４０５３２０１３０００' } });
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
    typeInto(input, 'DE89 3704ß');
    expect(input.value).toBe('DE89 3704');
    expect(document.getElementById('fw-error')!.textContent).toContain('Eine IBAN enthält nur die Buchstaben A–Z');
  });

  it('a committed IBAN with a typo says so; corrected, the message goes', async () => {
    german(<TextInput id="iban" label="IBAN" type="iban" />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    typeInto(input, 'DE88 3704 0044 0532 0130 00');
    // The registry loads with the field; the check runs once the value is committed.
    await waitFor(() => {
      fireEvent.change(input);
      expect(document.getElementById('iban-error')?.textContent).toContain('Diese IBAN ist nicht gültig.');
    });
    typeInto(input, 'DE89 3704 0044 0532 0130 00');
    expect(document.getElementById('iban-error')).toBeNull();
    typeInto(input, 'DE89 3704 0044 0532 0130 0');
    expect(document.getElementById('iban-error')?.textContent).toContain('nicht die richtige Länge');
  });

  it('a complete date that is no calendar day says so once committed, not while it is typed', () => {
    german(<TextInput id="d" label="Geburtsdatum" type="date-dmy" />);
    const input = screen.getByLabelText('Geburtsdatum') as HTMLInputElement;
    typeInto(input, '31022024');
    expect(input.value).toBe('31.02.2024');
    expect(document.getElementById('d-error')).toBeNull();
    fireEvent.change(input);
    expect(document.getElementById('d-error')!.textContent).toContain('Dieses Datum gibt es nicht.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it("the owner's error wins over the field's own", () => {
    german(
      <TextInput
        id="d"
        label="Datum"
        type="date-dmy"
        defaultValue="31.02.2024"
        error="Bitte ein Datum in der Zukunft."
      />,
    );
    fireEvent.change(screen.getByLabelText('Datum'));
    expect(document.getElementById('d-error')!.textContent).toContain('Bitte ein Datum in der Zukunft.');
  });
});
