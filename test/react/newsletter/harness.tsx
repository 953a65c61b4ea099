import { act, render } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { createFakeEnv, type FakeEnv } from '../../../core/env';
import type { NewsletterBaseData, NewsletterSubscriptionRequest, NewsletterTexts } from '../../../core/newsletter';
import { NewsletterSignup, type NewsletterSignupProps } from '../../../react/newsletter';

export interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Renders the sign-up view with service actors the test answers by hand. */
export function renderSignup(texts: NewsletterTexts, props: Partial<NewsletterSignupProps> & { market: string }) {
  const env: FakeEnv = createFakeEnv();
  const calls = {
    subscribe: [] as { request: NewsletterSubscriptionRequest; answer: Deferred<unknown> }[],
    baseData: [] as Deferred<NewsletterBaseData | null>[],
    doi: [] as Deferred<{ result: string }>[],
  };
  const deferred = <T,>(push: (d: Deferred<T>) => void) =>
    new Promise<T>((resolve, reject) => push({ resolve, reject }));
  const actors = {
    subscribe: fromPromise<unknown, NewsletterSubscriptionRequest>(({ input }) =>
      deferred((answer) => calls.subscribe.push({ request: input, answer })),
    ),
    loadBaseData: fromPromise<NewsletterBaseData | null, void>(() => deferred((d) => calls.baseData.push(d))),
    doubleOptIn: fromPromise(() => deferred<{ result: string }>((d) => calls.doi.push(d))),
  } as unknown as NewsletterSignupProps['actors'];
  const utils = render(<NewsletterSignup texts={texts} env={env} actors={actors} {...props} />);
  return { ...utils, env, calls };
}

/** Lets promise callbacks and React updates run. */
export const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
