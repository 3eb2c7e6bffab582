import { describe, expect, it } from 'vitest';
import { readUserAgent } from './user-agent.js';

// Real User-Agent strings of the browsers members use, read as the sessions list shows them.
describe('readUserAgent', () => {
  it('reads a phone, a tablet and a computer', () => {
    expect(
      readUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', operatingSystem: 'Android 14', deviceType: 'mobile' });
    expect(
      readUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ browser: 'Safari 17', deviceType: 'tablet' });
    expect(
      readUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toMatchObject({
      browser: 'Firefox 133',
      operatingSystem: 'Windows 10',
      deviceType: 'desktop',
    });
  });

  it('answers nothing known for a missing or unreadable User-Agent', () => {
    expect(readUserAgent(null)).toEqual({ browser: null, operatingSystem: null, deviceType: null });
    expect(readUserAgent('curl/8.5.0').deviceType).toBeNull();
  });
});
