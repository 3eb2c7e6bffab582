// Issue 31, item 1: in Arabic, the demo members' Latin-script names and sentences read whole and
// in order on messages, discussions and the directory. Measured with the browser's own layout,
// not the `dir` attributes: each character's box (Range.getClientRects) against the element's,
// so a name cut at its start ("…n Osman Dhore") or a full stop drawn at the wrong end
// (".Yes, I will send it") fails.
import type { Locator } from '@playwright/test';
import { SEED_MEMBERS } from '../../../gateway/src/seed/members.data.ts';
import { expect, inLanguage, open, test } from '../support/fixtures.ts';

interface TextLayout {
  /** The text as shown (innerText). */
  shown: string;
  /** The first and the last character are inside the element's visible box. */
  firstShown: boolean;
  lastShown: boolean;
  /** Left to right on screen: the first character's box is left of the last one's. */
  inOrder: boolean;
  /** The last character sits after (right of) the one before it, on the same line. */
  endsAtEnd: boolean;
}

/** Where the text of `element` falls on screen, character by character. */
function layoutOf(element: Locator): Promise<TextLayout> {
  return element.evaluate((node: HTMLElement) => {
    const box = node.getBoundingClientRect();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const chars: { text: Text; index: number }[] = [];
    for (
      let text = walker.nextNode() as Text | null;
      text;
      text = walker.nextNode() as Text | null
    ) {
      for (let index = 0; index < text.data.length; index++) {
        if (text.data[index]?.trim()) chars.push({ text, index });
      }
    }
    const rectOf = (at: { text: Text; index: number } | undefined) => {
      if (!at) return undefined;
      const range = document.createRange();
      range.setStart(at.text, at.index);
      range.setEnd(at.text, at.index + 1);
      return range.getClientRects()[0];
    };
    const inside = (rect: DOMRect | undefined) =>
      !!rect && rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    const first = rectOf(chars[0]);
    const last = rectOf(chars.at(-1));
    const beforeLast = rectOf(chars.at(-2));
    const sameLine =
      !!last && !!beforeLast && Math.abs(last.top - beforeLast.top) < last.height / 2;
    return {
      shown: node.innerText.trim(),
      firstShown: inside(first),
      lastShown: inside(last),
      inOrder: !!first && !!last && (first.top < last.top - 1 || first.left < last.left),
      endsAtEnd: !!last && !!beforeLast && (!sameLine || last.left >= beforeLast.right - 1),
    };
  });
}

/** A Latin name or sentence shown whole, in order, its punctuation at its own end. */
async function expectWhole(element: Locator, text: string): Promise<void> {
  await expect(element).toHaveText(text);
  expect(await layoutOf(element), text).toEqual({
    shown: text,
    firstShown: true,
    lastShown: true,
    inOrder: true,
    endsAtEnd: true,
  });
}

/**
 * The demo member's correspondents and Hodan's thread, newest last (gateway/src/seed/
 * demo-messages.ts, which the seed writes the same on every run): sentences that end in "." "!"
 * "?" and begin with a capital, as a broken layout shows worst.
 */
const CORRESPONDENTS = ['Hodan Abdi Farah', 'Mohamed Abdullahi Nur', 'Abdirahman Hassan Warsame'];
const HODAN_THREAD = [
  'Salaam Amina, could you cover the custody hearing at the Benadir regional court on Tuesday? My client agreed.',
  'Yes, I can. Please send me the file and the last order of the court.',
  'Thank you! I will bring the file to the association office tomorrow morning.',
  'The hearing starts at 9:00, room 3.',
];

for (const width of [390, 1280]) {
  test.describe(`in Arabic at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await inLanguage(page, 'ar');
    });

    test('messages: every correspondent’s full name and each sentence read whole', async ({
      page,
    }) => {
      await open(page, '/messages');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const list = page.getByRole('region', { name: 'المحادثات' });
      for (const name of CORRESPONDENTS) {
        const item = list.getByRole('button', { name: new RegExp(name) });
        await expectWhole(item.locator('bdi').first(), name);
      }
      await list.getByRole('button', { name: /Hodan Abdi Farah/ }).click();
      await expectWhole(page.getByRole('heading', { level: 2 }).locator('bdi'), 'Hodan Abdi Farah');
      const thread = page.locator('ol li p');
      for (const sentence of HODAN_THREAD) {
        await expectWhole(thread.filter({ hasText: sentence }), sentence);
      }
    });

    test('the directory: members’ full names whole and in order', async ({ page }) => {
      await open(page, '/members');
      for (const member of SEED_MEMBERS.slice(0, 6)) {
        const card = page.getByRole('article', { name: member.fullName });
        await expectWhole(card.getByRole('heading').locator('bdi'), member.fullName);
      }
    });

    test('discussions: titles and authors whole, excerpts start at their start', async ({
      page,
    }) => {
      await open(page, '/discussions');
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 4)) {
        const title = card.getByRole('heading');
        await expectWhole(title, (await title.innerText()).trim());
        const author = card
          .getByRole('link')
          .filter({ has: page.locator('bdi') })
          .last();
        const name = (await author.innerText()).trim();
        await expectWhole(author.locator('bdi'), name);
        const excerpt = await layoutOf(card.locator('p[dir="auto"]').first());
        expect(excerpt.firstShown && excerpt.inOrder).toBe(true);
      }
    });
  });
}
