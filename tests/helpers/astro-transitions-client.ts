/**
 * `astro:transitions/client` is a virtual module of Astro's build; vitest runs without it. This is
 * what its `navigate()` does on a page without the client router: a full load of the target.
 */
export async function navigate(href: string, _options?: { history?: string }): Promise<void> {
  window.location.assign(href);
}
