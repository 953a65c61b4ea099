// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeEnv } from '../../../core/env';
import type { NewsletterSubscriptionRequest } from '../../../core/newsletter';
import deAT from '../../../core/newsletter/signup/texts/de-AT';
import { NewsletterSignup, type NewsletterSignupProps } from '../../../react/newsletter';
import { flush } from './harness';

// The form works before its code runs (server HTML, D23): what a shopper typed and ticked then, and the focus,
// carry over when the code hydrates it.
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('NewsletterSignup hydrating over what was typed', () => {
  it('adopts the typed address, names and ticks, and the focus of the e-mail field (which reveals the fields)', async () => {
    const requests: NewsletterSubscriptionRequest[] = [];
    const props: NewsletterSignupProps = {
      market: 'AT',
      texts: deAT,
      env: createFakeEnv(),
      actors: {
        subscribe: fromPromise(
          async ({ input }: { input: NewsletterSubscriptionRequest }) => void requests.push(input),
        ),
        loadBaseData: fromPromise(async () => null),
      } as unknown as NewsletterSignupProps['actors'],
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterSignup {...props} />);
    document.body.append(container);
    const byName = <T extends HTMLElement>(name: string) => container.querySelector<T>(`[name="${name}"]`)!;
    byName<HTMLInputElement>('firstName').value = 'Jürgen';
    byName<HTMLInputElement>('dne').checked = true;
    byName<HTMLInputElement>('email').value = 'juergen@example.at';
    byName<HTMLInputElement>('email').focus();

    await act(async () => {
      root = hydrateRoot(container, <NewsletterSignup {...props} />);
    });
    await flush();
    expect(byName<HTMLInputElement>('email').value).toBe('juergen@example.at');
    expect(container.querySelector('[data-collapsed]')).toBeNull();

    await act(async () => container.querySelector<HTMLFormElement>('form.sk-newsletter__form')!.requestSubmit());
    await flush();
    expect(requests).toEqual([
      {
        email: 'juergen@example.at',
        firstName: 'Jürgen',
        consents: ['DNE'],
        origin: 'onsite',
        originAddition: 'subsite',
      },
    ]);
  });
});
