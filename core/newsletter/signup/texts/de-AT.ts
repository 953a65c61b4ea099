import type { NewsletterTexts } from '../signup.text-keys';
import deDE from './de-DE';

// Austrian German: the de-DE texts, with "Einkauf" where Austrians would not say "Bestellung".
const deAT: NewsletterTexts = {
  ...deDE,
  locale: 'de-AT',
  intro:
    'Neuheiten, Angebote und Inspiration jede Woche in Ihrem Postfach. Als Dankeschön erhalten Sie einen Gutschein über 10\u00a0% für Ihren nächsten Einkauf.',
};

export default deAT;
