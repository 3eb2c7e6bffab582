import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = await newContext('member');
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

/** A small valid one-page PDF, made here so that its bytes are known. */
function pdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 72 740 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const gridHeading = (p: Page) => p.getByRole('heading', { level: 2, name: /^Documents \(\d+\)$/ });
const cardNamed = (p: Page, title: string) => p.locator('main li button', { hasText: title });

async function shownCount(p: Page): Promise<number> {
  const text = await gridHeading(p).innerText();
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

test('the library shows the four tiles and the grid with type labels in their colours', async () => {
  await open(page, '/documents');
  await expect(gridHeading(page)).toBeVisible();
  for (const tile of ['Total Documents', 'Total Downloads', 'Most Downloaded', 'Recent Uploads']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  const total = await shownCount(page);
  expect(total).toBeGreaterThan(0);
  // Total Documents is the count fetched.
  const totalTile = page.locator('dl > div', { hasText: 'Total Documents' }).locator('dd');
  expect(Number((await totalTile.innerText()).replace(/\D/g, ''))).toBe(total);

  const pdfLabel = cardNamed(page, 'Criminal defence checklist').locator('[data-file-kind]');
  await expect(pdfLabel).toHaveText('PDF');
  await expect(pdfLabel).toHaveAttribute('data-file-kind', 'pdf');
  const word = cardNamed(page, 'Client intake form').locator('[data-file-kind]');
  await expect(word).toHaveAttribute('data-file-kind', 'word');
  const sheet = cardNamed(page, 'Court fee schedule 2026').locator('[data-file-kind]');
  await expect(sheet).toHaveAttribute('data-file-kind', 'spreadsheet');
  const colours = await Promise.all(
    [pdfLabel, word, sheet].map((label) => label.evaluate((node) => getComputedStyle(node).color)),
  );
  // Three different colours: red, blue, green.
  expect(new Set(colours).size).toBe(3);
});

test('a member uploads a PDF through the dialog, sees it complete, opens it and downloads the same bytes', async () => {
  const title = `Notice of appeal ${Date.now()}`;
  const bytes = pdf(title);
  await open(page, '/documents');
  await expect(gridHeading(page)).toBeVisible();
  // The count is read once the documents are there, not from the heading's loading state.
  await expect(page.locator('main li button').first()).toBeVisible();
  const before = await shownCount(page);

  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).searchParams.get('upload')).toBe('1');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description (optional)').fill('Filed in the browser test');
  // A good PDF and a web page renamed .pdf: the first is stored, the second refused by name.
  await dialog.getByLabel('Files').setInputFiles([
    { name: 'notice-of-appeal.pdf', mimeType: 'application/pdf', buffer: bytes },
    {
      name: 'renamed-page.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    },
  ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  const good = dialog.locator('li', { hasText: 'notice-of-appeal.pdf' });
  await expect(good.getByText('Uploaded')).toBeVisible();
  await expect(good.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const bad = dialog.locator('li', { hasText: 'renamed-page.pdf' });
  await expect(bad.getByRole('alert')).toBeVisible();
  await expect(bad.getByRole('alert')).toHaveText(/renamed-page\.pdf was refused/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Several files with a title: each is titled "title — file name".
  const card = cardNamed(page, `${title} — notice-of-appeal`);
  await expect(card).toBeVisible();
  await expect.poll(() => shownCount(page)).toBe(before + 1);
  await expect(card.locator('[data-file-kind]')).toHaveAttribute('data-file-kind', 'pdf');

  await card.click();
  const details = page.getByRole('dialog', { name: `${title} — notice-of-appeal` });
  await expect(details).toBeVisible();
  await expect(details.getByText('notice-of-appeal.pdf')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('notice-of-appeal.pdf');
  // The browser runs as a server (global-setup.ts): its file is read through the connection.
  const received = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(received.equals(bytes)).toBe(true);
  // The download was counted.
  await expect
    .poll(async () => (await details.locator('dl').innerText()).replace(/\s+/g, ' '))
    .toMatch(/Downloads 1\b/);

  // The uploader may delete it.
  await details.getByRole('button', { name: 'Delete' }).click();
  await details.getByRole('button', { name: 'Yes, delete' }).click();
  await details.waitFor({ state: 'detached' });
  await expect(card).toHaveCount(0);
});

test('the search box filters on title, description and uploader; the area filter keeps its area', async () => {
  await open(page, '/documents');
  await expect(gridHeading(page)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('fee schedule');
  await expect(cardNamed(page, 'Court fee schedule 2026')).toBeVisible();
  await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(1);
  // The uploader's name: the moderator uploaded the fee schedule.
  await search.fill('Abdirahman Hassan');
  await expect(cardNamed(page, 'Court fee schedule 2026')).toBeVisible();
  // The description.
  await search.fill('custody time limits');
  await expect(cardNamed(page, 'Criminal defence checklist')).toBeVisible();
  await search.fill('no document is called this zzqx');
  await expect(page.getByText('No documents found matching your criteria')).toBeVisible();
  expect(await shownCount(page)).toBe(0);
  await search.fill('');

  await page.getByRole('button', { name: /Practice area/ }).click();
  await page.getByRole('option', { name: 'Criminal Law' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('area') === 'criminal');
  await expect(cardNamed(page, 'Criminal defence checklist')).toBeVisible();
  await expect(cardNamed(page, 'Court fee schedule 2026')).toHaveCount(0);
});

test('?upload=1 opens the upload dialog, as the dashboard link does', async () => {
  await open(page, '/documents?upload=1');
  await expect(page.getByRole('dialog', { name: 'Upload Document' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('upload'));
});

// The list of a select in a modal dialog goes inside the dialog (outside it the page is inert);
// Escape closes the list first, then the dialog.
test('in the upload dialog the area list takes a choice, and Escape closes the list first', async () => {
  await open(page, '/documents?upload=1');
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  const area = dialog.getByRole('button', { name: /Practice area/ });
  await area.click();
  await dialog.getByRole('option', { name: 'Criminal Law' }).click();
  await expect(area).toContainText('Criminal Law');
  await area.click();
  await expect(dialog.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('listbox').waitFor({ state: 'detached' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

test('a document of the dashboard Recent Documents opens its details in the library', async () => {
  await open(page, '/');
  const recent = page.getByRole('region', { name: 'Recent Documents', exact: true });
  const first = recent.locator(':scope > ul > li').first().getByRole('link');
  const title = (await first.innerText()).trim();
  await first.click();
  await page.waitForURL(/\/documents\?document=[^&]+$/);
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('link', { name: 'Download' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('document'));
});

test('no serious axe violation on the library, the upload dialog and the details', async () => {
  const found: string[] = [];
  const check = async (where: string) => {
    found.push(...(await seriousViolations(page, where)));
  };
  await open(page, '/documents');
  await expect(gridHeading(page)).toBeVisible();
  await expect(page.locator('main li button').first()).toBeVisible();
  await check('library');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Document' })).toBeVisible();
  await check('upload dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.locator('main li button').first().click();
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  await check('details');
  expect(found).toEqual([]);
});

test('in Arabic the library is right to left with translated texts', async () => {
  const arabic = await newContext('member');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/documents');
  expect(await arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(
    arabicPage.getByRole('heading', { level: 2, name: /^المستندات \(.+\)$/ }),
  ).toBeVisible();
  await expect(arabicPage.getByText('إجمالي المستندات')).toBeVisible();
  await arabicPage.getByRole('searchbox', { name: 'ابحث في المستندات' }).fill('zzqx لا شيء');
  await expect(arabicPage.getByText('لم يُعثر على مستندات تطابق معاييرك')).toBeVisible();
  await arabicPage.getByRole('button', { name: 'رفع مستند' }).click();
  await expect(arabicPage.getByRole('dialog', { name: 'رفع مستند' })).toBeVisible();
  expect(await seriousViolations(arabicPage, 'upload dialog (ar)')).toEqual([]);
  await arabic.close();
});
