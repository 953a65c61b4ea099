import type { PreferencesTexts } from '../preferences.text-keys';
import deDE from './de-DE';

// Swiss Standard German writes no ß (the German texts above happen to have none; this keeps it so).
const deCH: PreferencesTexts = {
  ...(Object.fromEntries(
    Object.entries(deDE).map(([k, v]) => [k, v.replace(/ß/g, 'ss')]),
  ) as unknown as PreferencesTexts),
  locale: 'de-CH',
};

export default deCH;
