// A server component: it loads the texts and content on the server and renders the kit's client components with
// plain props. The sign-up calls /service on this origin, which next.config.mjs rewrites to the service.
import { COUNTRY_SITES, loadFooterContent, loadFooterTexts, loadNewsletterTexts } from 'storefront-kit/core';
import { Button, Footer, Label, NewsletterSignup } from 'storefront-kit/react';

export default async function Page() {
  const locale = COUNTRY_SITES.AT.locale;
  const [texts, content, footerTexts] = await Promise.all([
    loadNewsletterTexts(locale),
    loadFooterContent('AT'),
    loadFooterTexts(locale),
  ]);
  return (
    <>
      <main>
        <h1>
          Kaffee <Label>Neu</Label>
        </h1>
        <Button href="/">Zum Sortiment</Button>
      </main>
      <Footer
        country="AT"
        content={content}
        texts={footerTexts}
        newsletterSlot={<NewsletterSignup market="AT" texts={texts} />}
      />
    </>
  );
}
