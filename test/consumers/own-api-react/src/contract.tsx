// Door (a) of docs/own-backend.md: the kit's contract under the shop's own gateway, with the shop's own headers, and
// the CSRF token its platform gives (a cookie and a header of its own names) on every call that changes something.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { COUNTRY_SITES, loadNewsletterTexts } from 'storefront-kit/core';
import { createServiceClient } from 'storefront-kit/client';
import { NewsletterSignup } from 'storefront-kit/react';
import 'storefront-kit/styles.css';

const client = createServiceClient({
  baseUrl: '/gateway',
  headers: { Authorization: 'Bearer storefront', 'X-Tenant': 'de' },
  csrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' },
});
const texts = await loadNewsletterTexts(COUNTRY_SITES.DE.locale);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NewsletterSignup market="DE" texts={texts} client={client} imageBase={false} />
  </StrictMode>,
);
