import type { NewsletterTexts } from '../signup.text-keys';
import deDE from './de-DE';

// Swiss German writes ss for ß and has no example newsletter page.
const deCH: NewsletterTexts = {
  ...deDE,
  locale: 'de-CH',
  legalNotice:
    'Mit der Anmeldung erhalten Sie regelmässig unseren Newsletter mit Angeboten, Neuheiten und Aktionen per E-Mail. Ihre Einwilligung können Sie jederzeit widerrufen, über den Abmeldelink in jedem Newsletter oder über unseren [Kundenservice](contact). Wir werten die Öffnung und die Klicks im Newsletter aus, um ihn für Sie zu verbessern. Mehr dazu in unseren [Datenschutzhinweisen](privacy).',
};

export default deCH;
