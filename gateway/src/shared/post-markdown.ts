import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Members' posts are CommonMark with a small subset: emphasis, lists, quotes, code, links and
 * line breaks. Raw HTML is never let through (markdown-it escapes it), headings, images and
 * tables are not enabled, and the result still passes an allow-list sanitizer: the renderer is
 * not trusted alone.
 */
const markdown = new MarkdownIt('zero', { breaks: true, linkify: true });
markdown.enable([
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

/**
 * A mention as it is stored: `@[Name](member:ID)`. The id is the reference (a rename keeps it
 * right); the name is what it read when written, shown only when the member is gone.
 */
const MENTION =
  /@\[([^\]\n]{1,120})\]\(member:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gy;
const MENTION_ANYWHERE = new RegExp(MENTION.source, 'g');

/** The current names of the members a post mentions, by id (a member not in it is gone). */
export type MentionNames = ReadonlyMap<string, string>;
const NO_NAMES: MentionNames = new Map();

interface MentionMeta {
  id: string;
  storedName: string;
  /** Inside a link's text: shown as text (a link holds no link). */
  plain: boolean;
}

markdown.inline.ruler.before('link', 'mention', (state, silent) => {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */) return false;
  MENTION.lastIndex = state.pos;
  const match = MENTION.exec(state.src);
  if (!match) return false;
  if (!silent) {
    const token = state.push('mention', '', 0);
    token.meta = {
      id: match[2] ?? '',
      storedName: match[1] ?? '',
      plain: state.linkLevel > 0,
    } satisfies MentionMeta;
  }
  state.pos += match[0].length;
  return true;
});

/** `@Name` as the reader sees it: the member's current name, else the one written. */
function mentionLabel(meta: MentionMeta, names: MentionNames): string {
  return `@${names.get(meta.id) ?? meta.storedName}`;
}

markdown.renderer.rules.mention = (tokens, index, _options, env) => {
  const meta = tokens[index]?.meta as unknown as MentionMeta;
  const names: MentionNames = (env as { names?: MentionNames } | undefined)?.names ?? NO_NAMES;
  const label = markdown.utils.escapeHtml(mentionLabel(meta, names));
  // A member who is gone (or an id that never was one) reads as the text, linking nowhere.
  if (meta.plain || !names.has(meta.id)) return label;
  return `<a href="/members/${meta.id}" class="mention">${label}</a>`;
};

/** The ids of the members a post's text mentions, each once, in the order written. */
export function mentionedIds(content: string): string[] {
  return [...new Set([...content.matchAll(MENTION_ANYWHERE)].map((match) => match[2] ?? ''))];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// A piece of a post may begin inside a mention (`Farah](member:ID)`) or end inside one (`@[Hod`).
const CUT_HEAD = new RegExp(`^([^[\\]\\n@]*)\\]\\(member:(${UUID})\\)`);
const WHOLE_MENTION = new RegExp(`^(?:${MENTION.source})$`);
const CUT_TAIL = /@\[([^\]\n]*)(?:\](?:\([^)\n]*)?)?$/;

/**
 * A piece of a post cut anywhere (a search excerpt), with a mention cut at its start made whole
 * again (so that it reads @Name under the member's current name) and one cut before its end
 * read as the name typed so far.
 */
export function mendCutMentions(piece: string): string {
  return piece
    .replace(
      CUT_HEAD,
      (_whole, name: string, id: string) => `@[${name.trim() || 'member'}](member:${id})`,
    )
    .replace(CUT_TAIL, (whole, name: string) => (WHOLE_MENTION.test(whole) ? whole : `@${name}`));
}

/**
 * The stored form of a mention of `name` (brackets and line breaks, which would end it, become
 * spaces): what the editor inserts and the demo data writes.
 */
export function mentionMarkup(id: string, name: string): string {
  const label =
    name
      .replace(/[[\]\s]+/g, ' ')
      .trim()
      .slice(0, 120) || 'member';
  return `@[${label}](member:${id})`;
}

/** Links to elsewhere: marked as the author's, not the association's, and opened safely. */
const LINK_REL = 'nofollow ugc noopener';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  // Only the renderer writes a class (a mention's); markdown-it never passes an author's HTML.
  allowedClasses: { a: ['mention'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // A mention links to the member's profile here: the association's own page, not the author's.
    a: (tagName, attributes) =>
      attributes.class === 'mention'
        ? { tagName, attribs: attributes }
        : { tagName, attribs: { ...attributes, rel: LINK_REL } },
  },
};

// Posts are read far more often than written: each distinct text is rendered once.
const htmlCache = new LRUCache<string, string>({ max: 2000 });
const textCache = new LRUCache<string, string>({ max: 5000 });

/** The cache key of a text as shown with these names: a rename renders it anew. */
function cacheKey(content: string, names: MentionNames): string {
  const ids = mentionedIds(content);
  if (ids.length === 0) return content;
  return `${content}\u0000${ids.map((id) => names.get(id) ?? '').join('\u0000')}`;
}

/**
 * A post's Markdown as the sanitized HTML the members' pages show; each mention links to the
 * member's profile under their current name (`names`), or reads as text when they are gone.
 */
export function postHtml(content: string, names: MentionNames = NO_NAMES): string {
  const key = cacheKey(content, names);
  let html = htmlCache.get(key);
  if (html === undefined) {
    html = sanitizeHtml(markdown.render(content, { names }), SANITIZE);
    htmlCache.set(key, html);
  }
  return html;
}

/**
 * A post's Markdown as plain text, for excerpts, search results and notices: the words without
 * the marks, one space between blocks, a link shown by its text, a mention as `@Name`.
 */
export function postText(content: string, names: MentionNames = NO_NAMES): string {
  const key = cacheKey(content, names);
  let text = textCache.get(key);
  if (text === undefined) {
    const words: string[] = [];
    for (const block of markdown.parse(content, { names })) {
      if (block.type !== 'inline' && block.type !== 'code_block' && block.type !== 'fence') {
        continue;
      }
      if (block.type !== 'inline') {
        words.push(block.content.trim());
        continue;
      }
      const inline = (block.children ?? [])
        .map((token) => {
          if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
          if (token.type === 'mention')
            return mentionLabel(token.meta as unknown as MentionMeta, names);
          return token.content;
        })
        .join('');
      words.push(inline.trim());
    }
    text = words.filter((part) => part.length > 0).join(' ');
    textCache.set(key, text);
  }
  return text;
}
