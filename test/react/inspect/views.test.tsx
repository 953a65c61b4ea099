// @vitest-environment jsdom
/**
 * Every kit view hands the inspector from <InspectorProvider> to its actor (`?inspect` in the demo): under a
 * provider each view's machine reports itself; without one nothing is reported and the views run as before.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createFakeEnv } from '../../../core/env';
import { loadFooterContent, PSDATA_PATH, type FooterServiceClient } from '../../../core/footer';
import { loadNewsletterTexts } from '../../../core/newsletter';
import type { ServiceClient } from '../../../openapi/client';
import { Footer } from '../footer/footer-with-texts';
import { InspectorProvider } from '../../../react/inspect';
import { NewsletterSignup } from '../../../react/newsletter';
import { usePreviewPanel } from '../../../react/preview';
import { useLoginSession } from '../../../react/session';
import { ExpandableSection, ExpandableText, Notification, PasswordInput, TextInput } from '../../../react/widgets';

afterEach(cleanup);

const content = await loadFooterContent('DE');
const texts = await loadNewsletterTexts('de-DE');
const never = () => new Promise<never>(() => {});
const footerClient: FooterServiceClient = { GET: async (path) => (path === PSDATA_PATH ? { data: {} } : never()) };
const serviceClient = { GET: never, POST: never, PUT: never } as unknown as ServiceClient;

// Read once, when the hooks start their actors after mount.
const previewEnv = createFakeEnv();
const sessionEnv = createFakeEnv();
const sessionCalls = { renewLoginToken: never, renewLongTermToken: never };

function Hooks() {
  usePreviewPanel({ client: serviceClient, env: previewEnv });
  useLoginSession({ calls: sessionCalls, env: sessionEnv });
  return null;
}

function Page() {
  return (
    <>
      <NewsletterSignup market="DE" texts={texts} env={createFakeEnv()} actors={{}} />
      <Footer country="DE" content={content} client={footerClient} env={createFakeEnv({ width: 1280 })} />
      <TextInput label="Name" />
      <PasswordInput label="Passwort" />
      <ExpandableSection title="More">text</ExpandableSection>
      <ExpandableText collapsedHeight={40}>
        <p>long text</p>
      </ExpandableText>
      <Notification>Hello</Notification>
      <Hooks />
    </>
  );
}

const machineIds = (events: InspectionEvent[]) =>
  new Set(
    events
      .filter((e) => e.type === '@xstate.actor')
      .map((e) => (e.actorRef as { logic?: { id?: string; config?: unknown } }).logic)
      .filter((l) => l?.config && l.id)
      .map((l) => l!.id),
  );

describe('views pass the inspector on', () => {
  it('under <InspectorProvider> every view machine reports itself', async () => {
    const events: InspectionEvent[] = [];
    await act(async () => {
      render(
        <InspectorProvider inspect={(e) => events.push(e)}>
          <Page />
        </InspectorProvider>,
      );
    });
    expect([...machineIds(events)].sort()).toEqual(
      [
        'expandableSection',
        'expandableText',
        'footer',
        'footerView',
        'loginSession',
        'newsletterSignup',
        'notification',
        'passwordVisibility',
        'previewPanel',
        'textInput',
      ].sort(),
    );
  });

  it('without a provider the same views report nothing anywhere', async () => {
    const events: InspectionEvent[] = [];
    await act(async () => {
      render(
        <>
          <InspectorProvider inspect={(e) => events.push(e)}>{null}</InspectorProvider>
          <Page />
        </>,
      );
    });
    expect(document.querySelector('section')).not.toBeNull();
    expect(events).toEqual([]);
  });
});
