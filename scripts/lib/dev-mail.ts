// The development mail catcher: when SMTP_URL is unset, npm start and npm run dev send the
// portal's e-mails to a real SMTP server on loopback (the gateway's MailCatcher, the one the
// tests read) and show what it caught at a page of this script's own, never the gateway's: it
// exists only while this development script runs, and never in production.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../../gateway/src/http/escape-html.ts';
import type { CaughtMail as Caught, MailCatcher } from '../../gateway/src/mail/mail-catcher.ts';
import { knob } from './knob.ts';
import { repoRoot } from './processes.ts';

/** What the caught mail page and the SMTP server answer on. */
export interface DevMail {
  smtpUrl: string;
  pageUrl: string;
  stop(): Promise<void>;
}

function listPage(mails: readonly Caught[]): string {
  const rows = mails
    .map((mail, index) => ({ mail, index }))
    .reverse()
    .map(
      ({ mail, index }) =>
        `<tr><td>${escapeHtml(mail.receivedAt.toISOString())}</td><td>${escapeHtml(mail.to.join(', '))}</td><td><a href="/${index}" dir="auto">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Caught e-mails</title></head><body><h1>Caught e-mails (${mails.length})</h1><p>What the portal sent while SMTP_URL is unset; nothing left this machine.</p><table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

function mailPage(mail: Caught): string {
  const headers = Object.entries(mail.headers)
    .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body><p><a href="/">All caught e-mails</a></p><h1 dir="auto">${escapeHtml(mail.subject)}</h1><h2>HTML</h2><iframe sandbox title="HTML part" style="width:100%;height:30rem" srcdoc="${escapeHtml(mail.html)}"></iframe><h2>Plain text</h2><pre dir="auto">${escapeHtml(mail.text)}</pre><h2>Headers</h2><pre>${headers}</pre></body></html>`;
}

/**
 * Starts the catcher (MAIL_CATCHER_SMTP_PORT, default 2525) and its page
 * (MAIL_CATCHER_HTTP_PORT, default 8025), both on 127.0.0.1. Call it after the build: the
 * catcher is the gateway's compiled MailCatcher.
 */
export async function startDevMail(): Promise<DevMail> {
  // The compiled catcher (built just before), not its TypeScript source.
  const module = (await import(
    pathToFileURL(join(repoRoot, 'gateway/dist/mail/mail-catcher.js')).href
  )) as { MailCatcher: typeof MailCatcher };
  const catcher = await module.MailCatcher.start({ port: knob('MAIL_CATCHER_SMTP_PORT', 2525, 1) });
  const page: Server = createServer((request, response) => {
    const index = Number((request.url ?? '/').slice(1));
    const mail = request.url !== '/' && Number.isInteger(index) ? catcher.mails[index] : undefined;
    if (request.url !== '/' && !mail) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('No such e-mail');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(mail ? mailPage(mail) : listPage(catcher.mails));
  });
  const httpPort = knob('MAIL_CATCHER_HTTP_PORT', 8025, 1);
  await new Promise<void>((resolve, reject) => {
    page.once('error', reject);
    page.listen(httpPort, '127.0.0.1', () => resolve());
  });
  return {
    smtpUrl: catcher.url,
    pageUrl: `http://localhost:${httpPort}/`,
    async stop() {
      await new Promise<void>((resolve) => page.close(() => resolve()));
      await catcher.close();
    },
  };
}
