import { baseUrl } from './harness';

/** A mail in the reference service's outbox (a development route: /service/__admin/outbox). */
export interface Mail {
  kind: string;
  to: string;
  link?: string;
  subscriberToken: string | null;
  headers: Record<string, string>;
}

/** The mails sent to `address`, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const url = new URL('/service/__admin/outbox', baseUrl());
  url.searchParams.set('to', address);
  const body = (await (await fetch(url)).json()) as { mails: Mail[] };
  return body.mails.filter((m) => m.to === address).reverse();
}
