import type { NewsletterSignupProps } from '../react/newsletter/NewsletterSignup';
import type { FooterIslandProps } from './island-views/FooterIsland';
import { Island } from './islands';
// The form's and the footer's CSS ship with the page, so the server-rendered islands are styled from the first paint.
import '../react/newsletter/newsletter.css';

/** The sign-up island: its code loads only when the form nears the viewport or is touched, adopting what was typed. */
export function NewsletterIsland(props: Omit<NewsletterSignupProps, 'client'>) {
  return <Island name="signup" lazy props={{ ...props }} />;
}

/** The footer island: its newsletter slot holds the sign-up island (`signup`), its staff slot the preview island. */
export function FooterIsland(
  props: Omit<FooterIslandProps, 'signup'> & { signup?: Omit<NewsletterSignupProps, 'client'> },
) {
  return <Island name="footer" lazy props={{ ...props }} />;
}
