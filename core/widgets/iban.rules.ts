/**
 * Whether a typed IBAN is one, by ibantools (the IBAN registry): length, mod-97, and national formats and checks.
 * Loaded with an IBAN field only, so other fields never carry the registry.
 */
import { getCountrySpecifications, validateIBAN } from 'ibantools';
import type { ValueProblem } from './format.rules';

const SPECIFICATIONS = getCountrySpecifications();

/** The IBAN's problem, or `undefined` when valid or empty. Spaces, case and full-width forms do not matter. */
export function ibanProblem(value: string): Extract<ValueProblem, `iban${string}`> | undefined {
  const iban = value
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  if (iban === '') return undefined;
  // The registry's countries are two capital letters; one it does not know (`XX`, `1E`) has no length.
  const length = SPECIFICATIONS[iban.slice(0, 2)]?.chars;
  if (!length) return 'ibanCountry';
  if (iban.length !== length) return 'ibanLength';
  // What ibantools still refuses is a check digit or the account format (QR-IBANs of CH and LI are IBANs too).
  return validateIBAN(iban, { allowQRIBAN: true }).valid ? undefined : 'ibanChecksum';
}
