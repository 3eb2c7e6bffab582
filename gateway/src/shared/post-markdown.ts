import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Members' posts are CommonMark with a small subset: emphasis, lists, quotes, code, links and
 * line breaks. Raw HTML is never let through (markdown-it escapes it), headings, images and
 * tables are not enabled, and the result still passes an allow-list sanitizer: the renderer is
 * not trusted alone.
 */
const markdown = new MarkdownIt('zero', { breaks: true, linkify: true }).enable([
  'paragraph',
  'newline',
  'emphasis',
  'list',
  'blockquote',
  'code',
  'fence',
  'backticks',
  'link',
  'autolink',
  'linkify',
  'escape',
  'entity',
]);

/** Links to elsewhere: marked as the author's, not the association's, and opened safely. */
const LINK_REL = 'nofollow ugc noopener';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => ({ tagName, attribs: { ...attributes, rel: LINK_REL } }),
  },
};

// Posts are read far more often than written: each distinct text is rendered once.
const htmlCache = new LRUCache<string, string>({ max: 2000 });
const textCache = new LRUCache<string, string>({ max: 5000 });

/** A post's Markdown as the sanitized HTML the members' pages show. */
export function postHtml(content: string): string {
  let html = htmlCache.get(content);
  if (html === undefined) {
    html = sanitizeHtml(markdown.render(content), SANITIZE);
    htmlCache.set(content, html);
  }
  return html;
}

/**
 * A post's Markdown as plain text, for excerpts, search results and notices: the words without
 * the marks, one space between blocks, a link shown by its text.
 */
export function postText(content: string): string {
  let text = textCache.get(content);
  if (text === undefined) {
    const words: string[] = [];
    for (const block of markdown.parse(content, {})) {
      if (block.type !== 'inline' && block.type !== 'code_block' && block.type !== 'fence') {
        continue;
      }
      if (block.type !== 'inline') {
        words.push(block.content.trim());
        continue;
      }
      const inline = (block.children ?? [])
        .map((token) =>
          token.type === 'softbreak' || token.type === 'hardbreak' ? ' ' : token.content,
        )
        .join('');
      words.push(inline.trim());
    }
    text = words.filter((part) => part.length > 0).join(' ');
    textCache.set(content, text);
  }
  return text;
}
