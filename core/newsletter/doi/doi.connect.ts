import type { SnapshotFrom } from 'xstate';
import type { NewsletterTexts } from '../signup/signup.texts';
import type { NewsletterSignupMachine } from '../signup/signup.machine';
import type { NewsletterMessage } from '../signup/signup.types';

/** What a page says about a double opt-in link the sign-up was opened with. */
export interface DoiView {
  /** A link not confirmed yet because no code runs (server HTML): the form that confirms it by a button. */
  waiting: boolean;
  /** While a link is confirmed, and after it was, the page shows that result, not an empty sign-up form. */
  settlesForm: boolean;
  /** The link's result other than invalid: confirming, confirmed now, before, failed. */
  message?: NewsletterMessage;
}

export function connectDoi(snapshot: SnapshotFrom<NewsletterSignupMachine>, texts: NewsletterTexts): DoiView {
  const { doiToken, doiResult } = snapshot.context;
  const waiting = Boolean(doiToken) && snapshot.matches({ doubleOptIn: 'idle' });
  const confirming = snapshot.matches({ doubleOptIn: 'confirming' });
  return {
    waiting,
    settlesForm: waiting || confirming || doiResult === 'CONFIRMED' || doiResult === 'ALREADY_CONFIRMED',
    message: confirming ? { tone: 'information', text: texts.doi.confirming } : doiResultMessage(doiResult, texts),
  };
}

function doiResultMessage(result: string | undefined, texts: NewsletterTexts): NewsletterMessage | undefined {
  switch (result) {
    case 'CONFIRMED':
      return { tone: 'success', text: texts.doi.confirmed };
    case 'ALREADY_CONFIRMED':
      return { tone: 'information', text: texts.doi.alreadyConfirmed };
    case 'FAILED':
      return { tone: 'warning', text: texts.doi.failed };
    default:
      return undefined;
  }
}
