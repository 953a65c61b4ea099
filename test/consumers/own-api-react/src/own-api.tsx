// Door (b) of docs/own-backend.md: the shop's own newsletter API, of its own shape, behind the kit's form and footer;
// no reference service anywhere. The images come from the package: the form's by the bundler, the logos from public/.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  COUNTRY_SITES,
  SignupRefusal,
  loadFooterContent,
  loadFooterTexts,
  loadNewsletterTexts,
  type SignupBackend,
} from 'storefront-kit/core';
import { Footer, NewsletterSignup } from 'storefront-kit/react';
import 'storefront-kit/styles.css';
import image273 from 'storefront-kit/assets/newsletter_image_273x273.jpg';
import image400 from 'storefront-kit/assets/newsletter_image_400x300.jpg';
import image546 from 'storefront-kit/assets/newsletter_image_546x546.jpg';
import image800 from 'storefront-kit/assets/newsletter_image_800x600.jpg';

const images: Record<string, string> = {
  'newsletter_image_273x273.jpg': image273,
  'newsletter_image_400x300.jpg': image400,
  'newsletter_image_546x546.jpg': image546,
  'newsletter_image_800x600.jpg': image800,
};

// The shop's API: POST /api/newsletter { mail, country, ... }; 422 { field } for a field it refuses.
const backend: SignupBackend = {
  async subscribe(request, { market, signal }) {
    const res = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mail: request.email, country: market, optIns: request.consents }),
      signal,
    });
    if (res.status === 422) {
      const { field } = (await res.json().catch(() => ({}))) as { field?: string };
      if (field === 'mail') throw new SignupRefusal('email');
    }
    if (!res.ok) throw new Error(`newsletter API answered ${res.status}`);
  },
};

const { locale } = COUNTRY_SITES.DE;
const [texts, footerContent, footerTexts] = await Promise.all([
  loadNewsletterTexts(locale),
  loadFooterContent('DE'),
  loadFooterTexts(locale),
]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Footer
      country="DE"
      content={footerContent}
      texts={footerTexts}
      logoBase="/kit/logos/"
      newsletterSlot={
        <NewsletterSignup market="DE" texts={texts} backend={backend} imageBase={(file) => images[file]!} />
      }
    />
  </StrictMode>,
);
