/** The session cookie in the shape BrowserContext.addCookies takes. */
export function browserCookies(cookieHeader: string, baseUrl: string) {
  return cookieHeader
    .split('; ')
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    })
    .filter((c) => c.name)
    .map((c) => ({ ...c, url: baseUrl, httpOnly: true, sameSite: 'Lax' as const }));
}
