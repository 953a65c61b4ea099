import { NewsletterSignup, type NewsletterSignupProps } from '../../react/newsletter/NewsletterSignup';
import { useRuntime } from '../runtime';
import { IslandReady } from './ready';

/** The sign-up island: the form with the page's service client (its other props come from the server). */
export default function SignupIsland(props: Omit<NewsletterSignupProps, 'client'>) {
  const { client } = useRuntime();
  return (
    <>
      <IslandReady />
      <NewsletterSignup {...props} client={client} />
    </>
  );
}
