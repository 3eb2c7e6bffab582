import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The client build's index.html, as Vite writes it (the entry, a preload, a title). */
export const STAND_IN_TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="template description" />
    <title>Template title</title>
    <script type="module" src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The languages part of a stand-in server build (JavaScript source), as the web's. */
export const STAND_IN_LANGUAGES = `
export const LANGUAGES = ['en', 'so', 'ar', 'fr'];
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE_COOKIE = 'portal_language';
export const LANGUAGE_PARAMETER = 'lang';
export const directionOf = (language) => (language === 'ar' ? 'rtl' : 'ltr');
`;

/**
 * A web build of a test's own: the client's index.html and a server build (web-app.ts's
 * ServerEntry, as JavaScript), so that a gateway test says exactly what the renderer answers.
 */
export interface StandInWebBuild {
  /** For the gateway's `webDist`. */
  webDist: string;
  remove(): Promise<void>;
}

export async function standInWebBuild(files: {
  template?: string;
  /** The server build's source; STAND_IN_LANGUAGES is put before it. */
  serverEntry: string;
}): Promise<StandInWebBuild> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-web-build-'));
  await mkdir(join(folder, 'dist'));
  await mkdir(join(folder, 'dist-server'));
  await writeFile(join(folder, 'dist', 'index.html'), files.template ?? STAND_IN_TEMPLATE);
  await writeFile(
    join(folder, 'dist-server', 'entry-server.js'),
    STAND_IN_LANGUAGES + files.serverEntry,
  );
  return {
    webDist: join(folder, 'dist'),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
