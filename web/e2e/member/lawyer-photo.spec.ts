import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe.ts';
import { expect, newContext, open, test } from '../support/fixtures.ts';

// A lawyer's photo is a file uploaded to the portal (issue 11, I3): the member picks a picture,
// the portal keeps a re-encoded copy, and the directory shows it from the portal's own origin
// under a CSP whose img-src is 'self' alone.

const MEMBER_NAME = 'Amina Yusuf Abdi';

let member: BrowserContext;
let page: Page;
const violations: string[] = [];
test.beforeAll(async () => {
  member = await newContext('member');
  page = await member.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});
test.afterAll(async () => {
  // The demo member's profile as the other browser tests expect it: no photo.
  await member.request.delete('/api/lawyers/me/photo', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  await member.close();
});

/** Whether the browser loaded and decoded the image (a blocked or broken one has no width). */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

test('a member uploads a photo; the profile and the directory show the portal copy', async () => {
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Amina phone camera' } })
    .toBuffer();

  await open(page, '/profile/lawyer');
  await expect(page.getByRole('textbox', { name: /Photo address/ })).toHaveCount(0);
  await chooseUntil(
    page,
    { name: 'amina.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    page.getByText('Photo updated').first(),
  );
  const own = page.getByRole('img', { name: `Photo of ${MEMBER_NAME}` });
  await expect(own).toBeVisible();
  await expect(own).toHaveAttribute('src', /^\/api\/lawyers\/photos\/[0-9a-f-]{36}$/);
  await expect.poll(() => loaded(own)).toBe(true);
  // The photo field as a member with a profile sees it (the sweep signs in as an admin).
  expect(await seriousViolations(page, '/profile/lawyer (member)', 'main')).toEqual([]);

  await open(page, '/public-lawyers');
  const photo = page
    .getByRole('article', { name: MEMBER_NAME, exact: true })
    .getByRole('img', { name: `Photo of ${MEMBER_NAME}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => loaded(photo)).toBe(true);
  expect(violations).toEqual([]);
});

test('a file that is not a picture is refused with a message', async () => {
  await open(page, '/profile/lawyer');
  await chooseUntil(
    page,
    {
      name: 'cv.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.7 this is not a picture'),
    },
    page.getByText('This file is not a JPEG, PNG or WebP picture.'),
  );
});

/**
 * Chooses the file, and again every few seconds while the page shows no answer, as a person
 * would: the photo's part of the page may still be attaching, and a choice made before it is
 * not yet replayed (issue 25).
 */
async function chooseUntil(
  on: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  answer: Locator,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await answer.isVisible()) return true;
        await on.getByLabel('Choose a photo to upload').setInputFiles(file);
        return false;
      },
      { intervals: [3000], timeout: 30_000 },
    )
    .toBe(true);
}
