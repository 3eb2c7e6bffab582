export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the web app calls the REST API (spec §7/§8): cookies always travel, a JSON body
 * (and its content type) only when there is one, and any non-OK answer becomes an Error whose
 * message is `status: body` (the status text when the body is empty).
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const bodyText = await response.text();
    throw new Error(`${response.status}: ${bodyText || response.statusText}`);
  }
  // Some answers carry no body at all (204 after a deletion).
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
