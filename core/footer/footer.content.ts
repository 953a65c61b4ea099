import type { Country } from '../markets/countries';
import type { FooterContent } from './footer.schema';

/** The built-in footer content of one country, loaded by a dynamic import so a page ships only its own market's. */
export async function loadFooterContent(country: Country): Promise<FooterContent> {
  switch (country) {
    case 'DE':
      return (await import('./content/de')).default;
    case 'AT':
      return (await import('./content/at')).default;
    case 'CH':
      return (await import('./content/ch')).default;
    case 'CH_FR':
      return (await import('./content/ch-fr')).default;
    case 'PL':
      return (await import('./content/pl')).default;
    case 'CZ':
      return (await import('./content/cz')).default;
    case 'HU':
      return (await import('./content/hu')).default;
    case 'SK':
      return (await import('./content/sk')).default;
    case 'TR':
      return (await import('./content/tr')).default;
    default:
      throw new Error(`no footer content for ${String(country)}`);
  }
}
