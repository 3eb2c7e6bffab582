/** The member's photo (multipart PUT, one file; DELETE takes it off). */
export const PHOTO_URL = '/api/lawyers/me/photo';

export type PhotoProblem = 'tooLarge' | 'typeRefused' | 'noProfile' | 'failed';

export class PhotoUploadError extends Error {
  override name = 'PhotoUploadError';

  constructor(readonly problem: PhotoProblem) {
    super(problem);
  }
}

const PROBLEMS: Record<number, PhotoProblem> = {
  409: 'noProfile',
  413: 'tooLarge',
  415: 'typeRefused',
};

/** Sends the photo; the server re-encodes it. Resolves with the path it is served at. */
export async function uploadLawyerPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const response = await send('PUT', form);
  const body = (await response.json()) as { profileImage?: unknown };
  if (typeof body.profileImage !== 'string') throw new PhotoUploadError('failed');
  return body.profileImage;
}

export async function removeLawyerPhoto(): Promise<void> {
  await send('DELETE');
}

async function send(method: 'PUT' | 'DELETE', body?: FormData): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(PHOTO_URL, {
      method,
      body,
      credentials: 'same-origin',
      // The server accepts multipart only with this header (a cross-site form cannot send it).
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch {
    throw new PhotoUploadError('failed');
  }
  if (!response.ok) throw new PhotoUploadError(PROBLEMS[response.status] ?? 'failed');
  return response;
}
