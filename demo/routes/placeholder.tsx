import type { DemoRoute } from './route';
import type { PlaceholderProps } from './placeholder.load';

/** A page the demo shop does not have, said plainly in the market's language: no link of the demo is a 404. */
function PlaceholderPage({ title, body, backHref, backLabel }: PlaceholderProps) {
  return (
    <section className="demo-section demo-placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>{body}</p>
      <p>
        <a href={backHref}>{backLabel}</a>
      </p>
    </section>
  );
}

const route: DemoRoute<PlaceholderProps> = {
  // Server-only: the table of linked paths is built from every market's content on the server.
  load: (request) => import('./placeholder.load').then((m) => m.loadPlaceholderPage(request)),
  Page: PlaceholderPage,
};
export default route;
