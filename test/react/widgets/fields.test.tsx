// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';
import { Checkbox } from '../../../react/widgets/Checkbox';
import { PasswordInput } from '../../../react/widgets/PasswordInput';
import { PhoneNumberInput } from '../../../react/widgets/PhoneNumberInput';
import { SearchInput } from '../../../react/widgets/SearchInput';
import { Select } from '../../../react/widgets/Select';
import { TextInput, writeInputValue } from '../../../react/widgets/TextInput';
import { WidgetTextsProvider } from '../../../react/widgets/texts';
import { connectField } from '../../../core/widgets/field.connect';

afterEach(cleanup);

const nativeSetValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
/** Types as a browser does: the value changes and the caret sits at `caret`, then an input event fires. */
function typeInto(input: HTMLInputElement, value: string, caret = value.length) {
  nativeSetValue.call(input, value);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

describe('TextInput', () => {
  it('is labelled; the error message is wired in (GOV.UK pattern)', () => {
    render(
      <TextInput id="email" label="E-mail" error="Please enter a valid e-mail address." hint="We never share it." />,
    );
    const input = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-error')!.textContent).toBe('Error: Please enter a valid e-mail address.');
  });

  it('without an error there is no aria-invalid and no message', () => {
    render(<TextInput id="name" label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('name-error')).toBeNull();
  });

  it('shows the clear button once there is content; clearing empties, refocuses and tells the owner', () => {
    const onChange = vi.fn();
    render(<TextInput label="Name" onChange={onChange} />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear input' })).toBeNull();
    typeInto(input, 'Anna');
    expect(onChange).toHaveBeenLastCalledWith('Anna');
    const clear = screen.getByRole('button', { name: 'Clear input' });
    clear.focus();
    fireEvent.click(clear);
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear input' })).toBeNull();
  });

  it('works controlled: the owner’s value wins', () => {
    function Owner() {
      const [value, setValue] = useState('x');
      return (
        <>
          <TextInput label="Name" value={value} onChange={setValue} />
          <button onClick={() => setValue('reset')}>reset</button>
        </>
      );
    }
    render(<Owner />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    typeInto(input, 'xy');
    expect(input.value).toBe('xy');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input.value).toBe('reset');
    fireEvent.click(screen.getByRole('button', { name: 'Clear input' }));
    expect(input.value).toBe('');
  });

  it('uncontrolled, the input holds the value: a keystroke that keeps it filled renders nothing; a refused character reports no change', () => {
    const onChange = vi.fn();
    const commits = vi.fn();
    render(
      <Profiler id="iban" onRender={commits}>
        <TextInput label="IBAN" type="iban" onChange={onChange} />
      </Profiler>,
    );
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    typeInto(input, 'D');
    expect(screen.getByRole('button', { name: 'Clear input' })).not.toBeNull();
    const rendered = commits.mock.calls.length;
    typeInto(input, 'DE');
    typeInto(input, 'DE8');
    expect(commits).toHaveBeenCalledTimes(rendered);
    // A character the format refuses leaves the value as it was: no change to report.
    typeInto(input, 'DE8-');
    expect(input.value).toBe('DE8');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['D', 'DE', 'DE8']);
    typeInto(input, '');
    expect(screen.queryByRole('button', { name: 'Clear input' })).toBeNull();
  });

  it('works controlled when the owner refuses a change: the owner’s value stays, and the next change is reported again', () => {
    const offered: string[] = [];
    function Owner() {
      const [value, setValue] = useState('a');
      return (
        <TextInput
          label="Name"
          value={value}
          onChange={(next) => (offered.push(next), next.length <= 2 && setValue(next))}
        />
      );
    }
    render(<Owner />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    typeInto(input, 'ab');
    typeInto(input, 'abc');
    expect(input.value).toBe('ab');
    typeInto(input, 'abc');
    expect(offered).toEqual(['ab', 'abc', 'abc']);
  });

  it('writeInputValue writes an uncontrolled field as typing would: formatted, the clear button shown, the owner told', () => {
    const onChange = vi.fn();
    render(<TextInput label="IBAN" type="iban" onChange={onChange} />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    writeInputValue(input, 'de89370400440532013000');
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
    expect(onChange).toHaveBeenLastCalledWith('DE89 3704 0044 0532 0130 00');
    expect(screen.getByRole('button', { name: 'Clear input' })).not.toBeNull();
    writeInputValue(input, 'DE89 3704 0044 0532 0130 00');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('no clear button when disabled, read-only or not clearable', () => {
    const { rerender } = render(<TextInput label="A" defaultValue="x" disabled />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<TextInput label="A" defaultValue="x" readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<TextInput label="A" defaultValue="x" clearable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a check mark in the success state, not with an error', () => {
    const { rerender } = render(<TextInput label="E-mail" defaultValue="a@b.de" success />);
    expect(screen.getByRole('img', { name: 'Input valid' })).not.toBeNull();
    rerender(<TextInput label="E-mail" defaultValue="a@b.de" success error="Wrong" />);
    expect(screen.queryByRole('img', { name: 'Input valid' })).toBeNull();
  });

  it('formats an IBAN while typing and keeps the caret after the typed character', () => {
    render(<TextInput label="IBAN" type="iban" defaultValue="DE89 3704" />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    typeInto(input, 'DE8x9 3704', 4);
    expect(input.value).toBe('DE8X 9370 4');
    expect(input.selectionStart).toBe(4);
    typeInto(input, 'DE8X 9370 4', 11);
    expect(input.selectionStart).toBe(11);
  });

  it('Delete in front of a separator and Backspace right after one remove a digit with one press (as IMask)', () => {
    const changes: string[] = [];
    render(
      <>
        <TextInput label="IBAN" type="iban" defaultValue="DE89 3704 0044" onChange={(v) => changes.push(v)} />
        <TextInput label="Birthday" type="date-dmy" defaultValue="24.12.2026" />
      </>,
    );
    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;
    iban.setSelectionRange(4, 4);
    fireEvent.keyDown(iban, { key: 'Delete' });
    expect(iban.value).toBe('DE89 7040 044');
    expect(iban.selectionStart).toBe(4);
    fireEvent.keyDown(iban, { key: 'Delete' });
    expect(iban.value).toBe('DE89 0400 44');
    iban.setSelectionRange(5, 5);
    fireEvent.keyDown(iban, { key: 'Backspace' });
    expect(iban.value).toBe('DE80 4004 4');
    expect(iban.selectionStart).toBe(3);
    expect(changes).toEqual(['DE89 7040 044', 'DE89 0400 44', 'DE80 4004 4']);
    const date = screen.getByLabelText('Birthday') as HTMLInputElement;
    date.setSelectionRange(3, 3);
    fireEvent.keyDown(date, { key: 'Backspace' });
    expect(date.value).toBe('21.22.026');
    // A word deletion (Ctrl+Backspace) is the browser's.
    const untouched = fireEvent.keyDown(date, { key: 'Backspace', ctrlKey: true });
    expect(untouched).toBe(true);
  });

  it('decides nothing itself: type, inputmode and the clear button come from core', () => {
    render(
      <>
        <TextInput label="Quantity" type="number" defaultValue="2" />
        <TextInput label="IBAN" type="iban" defaultValue="DE89" clearable={false} />
        <TextInput label="Phone" htmlType="tel" inputMode="tel" defaultValue="0151" readOnly />
      </>,
    );
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect([quantity.type, quantity.inputMode, quantity.getAttribute('spellcheck')]).toEqual([
      'text',
      'decimal',
      'false',
    ]);
    expect(screen.getAllByRole('button', { name: /clear/i })).toHaveLength(1);
    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;
    expect(iban.getAttribute('autocapitalize')).toBe('characters');
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect([phone.type, phone.inputMode]).toEqual(['tel', 'tel']);
  });

  it('formats dates and numbers and obeys maxlength', () => {
    render(
      <>
        <TextInput label="Birthday" type="date-dmy" />
        <TextInput label="Quantity" type="number" maxLength={3} />
      </>,
    );
    const date = screen.getByLabelText('Birthday') as HTMLInputElement;
    typeInto(date, '24121990');
    expect(date.value).toBe('24.12.1990');
    expect(date.getAttribute('inputmode')).toBe('numeric');
    const qty = screen.getByLabelText('Quantity') as HTMLInputElement;
    typeInto(qty, '12a34');
    expect(qty.value).toBe('123');
  });

  it('uses the locale’s texts', () => {
    render(
      <WidgetTextsProvider catalogues={ALL_WIDGET_CATALOGUES} locale="tr-TR">
        <TextInput label="Ad" defaultValue="x" error="Hata" />
      </WidgetTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Girişi temizle' })).not.toBeNull();
    expect(screen.getByText('Hata').textContent).toContain('Hata:');
  });
});

describe('PasswordInput', () => {
  it('toggles between hidden and visible; the toggle says what it does', () => {
    render(<PasswordInput label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('the toggle is ignored while disabled', () => {
    render(<PasswordInput label="Password" defaultValue="secret" disabled />);
    const toggle = screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    fireEvent.click(toggle);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
  });

  it('meters the strength as the person types', () => {
    render(<PasswordInput label="New password" showStrength />);
    const input = screen.getByLabelText('New password') as HTMLInputElement;
    const meter = () => document.querySelector('.sk-strength')!;
    expect(meter().className).toContain('sk-strength--none');
    typeInto(input, 'coffeecup');
    expect(meter().className).toContain('sk-strength--weak');
    expect(meter().textContent).toBe('Password strength: weak');
    typeInto(input, 'Coffeecup');
    expect(meter().textContent).toBe('Password strength: good');
    typeInto(input, 'Coffeecup24');
    expect(meter().textContent).toBe('Password strength: strong');
    expect(input.getAttribute('aria-describedby')).toContain(meter().id);
    expect(input.getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('SearchInput', () => {
  it('sits in a search landmark; Enter and the button search', () => {
    const onSearch = vi.fn();
    render(<SearchInput defaultValue=" espresso " onSearch={onSearch} />);
    expect(screen.getByRole('search')).not.toBeNull();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('espresso');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('Escape empties the field and tells the owner', () => {
    const onChange = vi.fn();
    render(<SearchInput defaultValue="espresso" onChange={onChange} />);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('suggestions are buttons named as suggestions', () => {
    const onSearch = vi.fn();
    render(<SearchInput suggestions={['espresso cups']} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search suggestion: espresso cups' }));
    expect(onSearch).toHaveBeenCalledWith('espresso cups');
  });
});

describe('Select', () => {
  const options = [
    { value: 'MRS', text: 'Mrs' },
    { value: 'MR', text: 'Mr' },
  ];

  it('falls back to the default, then the first option', () => {
    const { rerender } = render(<Select label="Salutation" options={options} />);
    expect((screen.getByLabelText('Salutation') as HTMLSelectElement).value).toBe('MRS');
    rerender(<Select label="Salutation" options={options} defaultValue="MR" />);
    expect((screen.getByLabelText('Salutation') as HTMLSelectElement).value).toBe('MR');
    rerender(<Select label="Salutation" options={options} value="UNKNOWN" defaultValue="MR" />);
    expect((screen.getByLabelText('Salutation') as HTMLSelectElement).value).toBe('MR');
  });

  it('reports changes; required and error are wired', () => {
    const onChange = vi.fn();
    render(<Select id="sal" label="Salutation" options={options} onChange={onChange} required error="Choose one" />);
    // The required asterisk is hidden from the accessible name.
    const select = screen.getByRole('combobox', { name: 'Salutation' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'MR' } });
    expect(onChange).toHaveBeenCalledWith('MR');
    expect(select.value).toBe('MR');
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('sal-error');
  });
});

describe('Checkbox', () => {
  it('sets the indeterminate DOM property and clears it', () => {
    const { rerender } = render(<Checkbox label="All" indeterminate />);
    const box = screen.getByLabelText('All') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    rerender(<Checkbox label="All" indeterminate={false} checked onChange={() => {}} />);
    expect(box.indeterminate).toBe(false);
    expect(box.checked).toBe(true);
  });

  it('toggles, reports and wires its error', () => {
    const onChange = vi.fn();
    render(<Checkbox id="consent" label="I agree" onChange={onChange} required error="Please agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(onChange.mock.calls[0]![0]).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('consent-error');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('PhoneNumberInput', () => {
  it('lists country codes in spec order and adds the area code for Turkey only', () => {
    const onChange = vi.fn();
    render(<PhoneNumberInput label="Phone" onChange={onChange} />);
    const country = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect([...country.options].slice(0, 3).map((o) => o.value)).toEqual(['DE', 'CH', 'AT']);
    expect(country.options[country.options.length - 1]!.value).toBe('other');
    expect(screen.queryByLabelText('Area code')).toBeNull();
    fireEvent.change(country, { target: { value: 'TR' } });
    const area = screen.getByLabelText('Area code') as HTMLSelectElement;
    fireEvent.change(area, { target: { value: '532' } });
    typeInto(screen.getByLabelText('Phone number (without country code)') as HTMLInputElement, '1234567');
    expect(onChange).toHaveBeenLastCalledWith(
      { country: 'TR', areaCode: '532', national: '1234567' },
      '+905321234567',
      undefined,
    );
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(screen.queryByLabelText('Area code')).toBeNull();
    // Seven digits after a German trunk-less start are no German number: said, not passed on (issue 28).
    expect(onChange).toHaveBeenLastCalledWith({ country: 'DE', national: '1234567' }, '', 'phoneInvalid');
  });

  it("Turkey offers every province's area code (81 provinces) after the mobile prefixes, and a landline number works", () => {
    const onChange = vi.fn();
    render(<PhoneNumberInput label="Phone" defaultCountry="TR" onChange={onChange} />);
    const area = screen.getByLabelText('Area code') as HTMLSelectElement;
    expect(area.value).toBe('501');
    const texts = [...area.options].map((o) => o.text);
    expect(texts).toContain('312 Ankara');
    expect(texts).toContain('488 Batman');
    expect(texts).toContain('216 İstanbul (Anadolu)');
    expect(texts.filter((t) => /^[2-4]\d{2} /.test(t))).toHaveLength(83);
    expect(texts.at(-1)).toBe('Other area code');
    fireEvent.change(area, { target: { value: '442' } });
    typeInto(screen.getByLabelText('Phone number (without country code)') as HTMLInputElement, '2345678');
    expect(onChange).toHaveBeenLastCalledWith(
      { country: 'TR', areaCode: '442', national: '2345678' },
      '+904422345678',
      undefined,
    );
  });

  it("controlled: shows the owner's value, applies a change to it, and a new onChange is the one told", () => {
    const first = vi.fn();
    const second = vi.fn();
    function Owner({ onChange }: { onChange: (international: string) => void }) {
      const [value, setValue] = useState({ country: 'AT', national: '0664 12345' });
      return (
        <PhoneNumberInput
          label="Phone"
          value={value}
          onChange={(next, international) => {
            setValue(next);
            onChange(international);
          }}
        />
      );
    }
    const { rerender } = render(<Owner onChange={first} />);
    const national = screen.getByLabelText('Phone number (without country code)') as HTMLInputElement;
    const country = screen.getByLabelText('Country code') as HTMLSelectElement;
    expect([country.value, national.value]).toEqual(['AT', '0664 12345']);
    fireEvent.change(country, { target: { value: 'CH' } });
    // 066 412 345 is no Swiss number: nothing to pass on.
    expect(first).toHaveBeenLastCalledWith('');
    rerender(<Owner onChange={second} />);
    typeInto(national, '044 668 18 00');
    expect(second).toHaveBeenLastCalledWith('+41446681800');
    expect(first).toHaveBeenCalledTimes(1);
    expect(country.value).toBe('CH');
  });

  it('is a named group with its error described', () => {
    render(<PhoneNumberInput id="tel" label="Phone" error="Required" />);
    const group = screen.getByRole('group', { name: 'Phone' });
    expect(group.getAttribute('aria-describedby')).toBe('tel-error');
  });

  it('says why a committed number is none, and nothing while it is typed (issue 28)', () => {
    render(<PhoneNumberInput id="tel" label="Phone" defaultCountry="HU" />);
    const national = screen.getByLabelText('Phone number (without country code)') as HTMLInputElement;
    typeInto(national, '06 30 123');
    expect(screen.queryByText('The phone number is too short.')).toBeNull();
    fireEvent.change(national, { target: { value: '06 30 123' } });
    expect(screen.getByText('The phone number is too short.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Phone' }).getAttribute('aria-describedby')).toBe('tel-error');
    typeInto(national, '06 30 123 4567');
    expect(screen.queryByText('The phone number is too short.')).toBeNull();
  });
});

// Issue 39: a field a feature's connect wires (label, control, error ids) is rendered with that wiring, not one the
// widget builds again.
describe("widgets take a connect's field wiring", () => {
  it("TextInput, Select and Checkbox: the connect's ids tie label, control and message", () => {
    const wiring = (id: string) => connectField({ id, hasHint: false, hasError: true });
    render(
      <>
        <TextInput label="Name" error="Too long" field={wiring('c-name')} />
        <Select label="Title" error="Choose one" options={[{ value: 'a', text: 'A' }]} field={wiring('c-title')} />
        <Checkbox label="Yes" error="Tick it" field={wiring('c-yes')} />
      </>,
    );
    for (const [label, id] of [
      ['Name', 'c-name'],
      ['Title', 'c-title'],
      ['Yes', 'c-yes'],
    ] as const) {
      const control = screen.getByLabelText(label, { exact: false });
      expect(control.id).toBe(id);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBe(`${id}-error`);
      expect(document.getElementById(`${id}-error`)).not.toBeNull();
    }
  });
});
