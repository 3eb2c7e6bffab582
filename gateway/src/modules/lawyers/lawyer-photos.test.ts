// Lawyers' photos are files uploaded to the portal and re-encoded (issue 11, I3): what is served
// is a WebP of bounded size without the original's metadata, from the portal's own origin with a
// long cache; anything but a JPEG, PNG or WebP picture is refused (415), and a URL is no longer
// accepted as a photo.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { createStorage } from '../../storage/create-storage.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { removeOrphanFiles } from '../documents/orphan-files.js';
import { SecurityEventType } from '../security-log/index.js';
import { PHOTO_MAX_SIDE } from './lawyer-photos.js';

const account = (role: Role) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
const EXIF_MARKER = 'Camera-Owner-Hodan-42';

let gateway: TestGateway;
let member: string;
let moderator: string;

/** A 1200×800 JPEG whose EXIF names its owner, as a phone's would. */
function jpegWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 60, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Artist: EXIF_MARKER, Copyright: EXIF_MARKER } })
    .toBuffer();
}

/** A plain square picture of `side` pixels in `format`. */
function picture(format: 'png' | 'gif', side: number): Promise<Buffer> {
  return sharp({
    create: { width: side, height: side, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .toFormat(format)
    .toBuffer();
}

async function upload(data: Buffer, type: string, token: string | null = member) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type }), 'me.jpg');
  const encoded = new Request('http://portal.invalid/', { method: 'PUT', body: form });
  return gateway.app.inject({
    method: 'PUT',
    url: '/api/lawyers/me/photo',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
    cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
  });
}

const SAVE = `mutation($input: LawyerProfileInput!) {
  saveLawyerProfile(input: $input) { id profileImage }
}`;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  member = await signInAs(gateway.app, account(Role.MEMBER)?.email ?? '', DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, account(Role.MODERATOR)?.email ?? '', DEMO_PASSWORD);
  const saved = await graphql(gateway.app, SAVE, {
    token: member,
    variables: {
      input: {
        specialization: 'Family Law',
        practiceAreas: [],
        languages: ['Somali'],
        publicConsultationAvailable: true,
      },
    },
  });
  expect(saved.body.errors).toBeUndefined();
});

afterAll(async () => {
  await gateway?.close();
});

describe('PUT /api/lawyers/me/photo', () => {
  it('stores a re-encoded WebP without the EXIF, and serves it with a long cache', async () => {
    const original = await jpegWithExif();
    expect(original.includes(EXIF_MARKER)).toBe(true);

    const response = await upload(original, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const path = response.json<{ profileImage: string }>().profileImage;
    expect(path).toMatch(/^\/api\/lawyers\/photos\/[0-9a-f-]{36}$/);

    const served = await gateway.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(bytes.includes(EXIF_MARKER)).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(PHOTO_MAX_SIDE);
    expect(metadata.height).toBe(Math.round((PHOTO_MAX_SIDE * 800) / 1200));

    // The profile and the public directory name the portal's copy.
    const mine = await graphql<{ myLawyerProfile: { profileImage: string } }>(
      gateway.app,
      '{ myLawyerProfile { profileImage } }',
      { token: member },
    );
    expect(mine.body.data?.myLawyerProfile.profileImage).toBe(path);
    const listed = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
    expect(listed.body).toContain(path);
  });

  it('replaces the previous photo, whose file then goes; the documents sweep leaves photos alone', async () => {
    const first = (await upload(await jpegWithExif(), 'image/jpeg')).json().profileImage;
    const png = await picture('png', 64);
    const second = await upload(png, 'image/png');
    expect(second.statusCode).toBe(200);
    const path = second.json().profileImage;
    expect((await gateway.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    await removeOrphanFiles(gateway.orm.em.fork(), createStorage(gateway.config.storage), {
      minAgeMs: 0,
    });
    const served = await gateway.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    // Small pictures are not enlarged.
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
  });

  it('refuses a file that is not a picture with 415, and logs a security event', async () => {
    const response = await upload(Buffer.from('%PDF-1.7 not a photo'), 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { photo: expect.stringContaining('JPEG, PNG or WebP') },
    });
    const gif = await picture('gif', 8);
    expect((await upload(gif, 'image/gif')).statusCode).toBe(415);

    const events = await tablesOf(gateway.orm.em.fork())
      .selectFrom('security_events')
      .select(['type', 'outcome'])
      .where('type', '=', SecurityEventType.UPLOAD_REFUSED)
      .execute();
    expect(events).toHaveLength(2);
  });

  it('refuses anonymous visitors (401) and members without a profile (409)', async () => {
    const png = await picture('png', 8);
    expect((await upload(png, 'image/png', null)).statusCode).toBe(401);
    const withoutProfile = await upload(png, 'image/png', moderator);
    expect(withoutProfile.statusCode).toBe(409);
    expect(withoutProfile.json().code).toBe('CONFLICT');
  });

  it('takes the photo off with DELETE; unknown photos answer 404', async () => {
    const mine = await graphql<{ myLawyerProfile: { profileImage: string } }>(
      gateway.app,
      '{ myLawyerProfile { profileImage } }',
      { token: member },
    );
    const path = mine.body.data?.myLawyerProfile.profileImage ?? '';
    const removed = await gateway.app.inject({
      method: 'DELETE',
      url: '/api/lawyers/me/photo',
      cookies: { [SESSION_COOKIE_NAME]: member },
    });
    expect(removed.statusCode).toBe(204);
    expect((await gateway.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const unknown = '/api/lawyers/photos/00000000-0000-4000-8000-000000000000';
    expect((await gateway.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect(
      (await gateway.app.inject({ method: 'GET', url: '/api/lawyers/photos/x' })).statusCode,
    ).toBe(400);
  });
});

describe('saveLawyerProfile', () => {
  it('no longer accepts an https URL as the photo', async () => {
    const saved = await graphql(gateway.app, SAVE, {
      token: member,
      variables: {
        input: {
          specialization: 'Family Law',
          practiceAreas: [],
          languages: [],
          publicConsultationAvailable: true,
          profileImage: 'https://tracker.example/pixel.jpg',
        },
      },
    });
    expect(saved.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(saved.body.errors?.[0]?.message).toContain('profileImage');
    const listed = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
    expect(listed.body).not.toContain('tracker.example');
  });
});
