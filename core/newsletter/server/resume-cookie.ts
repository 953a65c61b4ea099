/** A form's resume as a cookie-safe string, carried across the redirect after a post (what is never carried left out by the caller). */
export const encodeResumeCookie = (resume: object): string => encodeURIComponent(JSON.stringify(resume));

/** What a resume cookie carried, or undefined for anything malformed (a cookie is input like any other). */
export function decodeResumeCookie(
  encoded: string | undefined,
  schema: () => { safeParse(value: unknown): { success: boolean; data?: unknown } },
): unknown {
  if (!encoded) return undefined;
  try {
    const result = schema().safeParse(JSON.parse(decodeURIComponent(encoded)));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
