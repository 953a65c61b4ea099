import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Shell } from '../../../demo/shell';
import { LoginSessionProvider } from '../../../demo/login-session';
import { RuntimeProvider } from '../../../demo/runtime';
import { createFakeEnv } from '../../../core/env';
import { createServiceClient } from '../../../openapi/client';

const runtime = { env: createFakeEnv(), client: createServiceClient({ origin: 'http://shop.test' }), server: true };

const render = (contentType?: string) =>
  renderToString(
    <RuntimeProvider runtime={runtime}>
      <LoginSessionProvider>
        <Shell country="DE" lang="de-DE" contentType={contentType} footer={<footer>the footer</footer>}>
          <p>page</p>
        </Shell>
      </LoginSessionProvider>
    </RuntimeProvider>,
  );

describe('the demo layout and the page content type (NO_HEADER)', () => {
  it.each([undefined, 'text/html', 'NO_FOOTER'])('%s: the header is there', (contentType) => {
    const html = render(contentType);
    expect(html).toContain('<header');
    expect(html).toContain('<main');
  });

  it.each(['NO_HEADER', 'NO_HEADER,NO_FOOTER'])(
    '%s: no header (nor its skip link), the page and its footer stay',
    (contentType) => {
      const html = render(contentType);
      expect(html).not.toContain('<header');
      expect(html).not.toContain('demo-skip');
      expect(html).toContain('<p>page</p>');
      expect(html).toContain('the footer');
    },
  );
});
