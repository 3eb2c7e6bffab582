export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer: its status and, when the body is the gateway's `{ message, code }`, the code. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }

  static is(error: unknown): error is ApiError {
    return error instanceof ApiError;
  }
}

/**
 * The one way the web app calls the REST API (spec §7/§8): cookies always travel, a JSON body
 * (and its content type) only when there is one, and any non-OK answer becomes an Error whose
 * message is `status: body` (the status text when the body is empty).
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return (await apiResponse<T>(method, path, body)).body;
}

/** apiRequest with the answer's headers too (e.g. a list's X-Total-Count). */
export async function apiResponse<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<{ body: T; headers: Headers }> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const bodyText = await response.text();
    throw new ApiError(
      response.status,
      codeOfBody(bodyText),
      `${response.status}: ${bodyText || response.statusText}`,
    );
  }
  // Some answers carry no body at all (204 after a deletion).
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

function codeOfBody(bodyText: string): string | undefined {
  try {
    const { code } = JSON.parse(bodyText) as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
