import type { PreferencesTexts } from '../../preferences.texts';
import deDE from './de-DE';

const deAT: PreferencesTexts = { ...deDE, locale: 'de-AT' };

export default deAT;
