import type { PreferencesTexts } from '../preferences.text-keys';
import deDE from './de-DE';

const deAT: PreferencesTexts = { ...deDE, locale: 'de-AT' };

export default deAT;
