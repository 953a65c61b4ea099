// The README's "From Node" recipe, as printed (only the service's address comes from the environment here).
import { createActor, waitFor } from 'xstate';
import { createNewsletterActors, newsletterSignupMachine } from 'storefront-kit/core';
import { createServiceClient } from 'storefront-kit/openapi';

const client = createServiceClient({ origin: process.env.SERVICE_ORIGIN ?? 'http://127.0.0.1:8787' }); // serves /service/
const machine = newsletterSignupMachine.provide({
  actors: createNewsletterActors(client, { market: 'AT' }),
  actions: { focusField: () => {}, revealMessage: () => {} }, // no page to focus or scroll
});
const actor = createActor(machine, { input: { market: 'AT', logger: console } }).start();
actor.send({ type: 'START' });
actor.send({ type: 'CHANGE', field: 'email', value: process.argv[2] ?? 'anna@example.com' });
actor.send({ type: 'SUBMIT' });
const done = await waitFor(actor, (s) => !s.matches({ form: { filling: 'submitting' } }), { timeout: 20_000 });
actor.stop();
if (!done.matches({ form: 'pending' })) {
  // failure: what the service or the network said; errors: the fields the rules refused
  throw new Error(`sign-up failed: ${JSON.stringify(done.context.failure ?? done.context.errors)}`);
}
console.log(`signed up, waiting for confirmation: ${done.context.pendingEmail}`);
