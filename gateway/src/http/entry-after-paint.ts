import { earlyTapsScript } from './early-taps.js';

/**
 * A page the gateway rendered is complete without its scripts, which only make it interactive.
 * On a slow network they would share the bandwidth and the connections of the HTML and the
 * stylesheet the first paint waits for, so its entry module starts once the browser reports
 * that paint (a Paint Timing entry; two frames where that is not reported): a small inline
 * script, allowed by this response's CSP nonce. A page that is not shown (a background tab) is
 * not painted: its entry starts at once, or when it is hidden before its paint.
 */
const ENTRY_SCRIPT = /<script type="module"( crossorigin)? src="([^"<>]+)"><\/script>/i;

function loader(src: string, crossOrigin: boolean): string {
  const source = JSON.stringify(src).replace(/</g, '\\u003c');
  return [
    '(function(){',
    "var s=document.createElement('script'),started=false;s.type='module';",
    crossOrigin ? "s.crossOrigin='';" : '',
    `s.src=${source};`,
    'function start(){if(!started){started=true;document.head.appendChild(s)}}',
    "if(document.visibilityState==='hidden'){start();return}",
    "document.addEventListener('visibilitychange',start,{once:true});",
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){",
    "new PerformanceObserver(start).observe({type:'paint',buffered:true});return}}catch(e){}",
    'requestAnimationFrame(function(){requestAnimationFrame(start)});',
    '})()',
  ].join('');
}

/**
 * The page with its entry module script replaced by the loader above, after the script that
 * keeps the taps made before the app attaches (early-taps.ts); nonce: script-src's.
 */
export function startEntryAfterPaint(html: string, nonce: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, crossOrigin: string | undefined, src: string) =>
      `${earlyTapsScript(nonce)}<script nonce="${nonce}">${loader(src, Boolean(crossOrigin))}</script>`,
  );
}
