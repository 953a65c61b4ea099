/** A browser's cookie jar for tests that call the reference service directly: name -> value. */
export class CookieJar extends Map<string, string> {
  /** The `Cookie` request header a browser would send. */
  header(): string {
    return [...this].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }

  /** Keeps an answer's `Set-Cookie` lines: sets each, deletes those that expire now or are emptied. */
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = decodeURIComponent(pair!.slice(eq + 1).trim());
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.delete(name);
      else this.set(name, value);
    }
  }
}
