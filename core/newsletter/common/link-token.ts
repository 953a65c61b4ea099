import { LINK_TOKEN_MAX } from '../../../openapi/facts';

// A module of its own, off the sign-up island's path: the island reads no link token (its page's loader does).

/** A link's token as the kit reads it (from a form, an attribute, an address): its first LINK_TOKEN_MAX characters, or ''. */
export const linkToken = (raw: string | null | undefined): string => (raw ?? '').slice(0, LINK_TOKEN_MAX);

/** The token a page's address carries in `?name=` (read through the page port, never from `location` in a view). */
export function linkTokenIn(address: string | undefined, name: string): string {
  if (!address) return '';
  try {
    return linkToken(new URL(address).searchParams.get(name));
  } catch {
    return '';
  }
}
