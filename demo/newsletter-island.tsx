import type { NewsletterSignupProps } from '../react/newsletter/NewsletterSignup';
import type { FooterIslandProps } from './island-views/FooterIsland';
import { Island } from './islands';
// The form's and the footer's CSS ship with the page, so the server-rendered islands are styled from the first paint.
import '../react/newsletter/newsletter.css';

/**
 * The newsletter sign-up as a lazily hydrated island: the server renders the whole form; in the browser its code
 * (React, machine, rules, texts, widgets) loads only when the form comes near the viewport or is touched
 * (demo/boot.ts), and React then hydrates it in place, adopting what was typed before.
 */
export function NewsletterIsland(props: Omit<NewsletterSignupProps, 'client'>) {
  return <Island name="signup" lazy props={{ ...props }} />;
}

/**
 * The shop footer as an island: final server HTML; hydrated only where its phone layout or view switch is needed.
 * Its newsletter slot holds the sign-up island (`signup`: the form's props), its staff slot the preview island.
 */
export function FooterIsland(
  props: Omit<FooterIslandProps, 'signup'> & { signup?: Omit<NewsletterSignupProps, 'client'> },
) {
  return <Island name="footer" lazy props={{ ...props }} />;
}
