import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { COUNTRY_SITES, loadNewsletterTexts, type NewsletterTexts } from 'storefront-kit/core';
import { createServiceClient, type Market, type ServiceClient } from 'storefront-kit/openapi';
import { NewsletterSignup } from 'storefront-kit/react';
import 'storefront-kit/styles.css';

const client: ServiceClient = createServiceClient({ origin: location.origin });
const market: Market = 'AT';

// Contract types are real types, not `any`: these lines must not typecheck (never run).
// @ts-expect-error an unknown contract path
export const notAPath = () => client.GET('/service/no/such/path');
// @ts-expect-error a number is no market
const notAMarket: Market = 12345;
void notAMarket;

const texts: NewsletterTexts = await loadNewsletterTexts(COUNTRY_SITES.AT.locale);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NewsletterSignup market={market} texts={texts} client={client} />
  </StrictMode>,
);
