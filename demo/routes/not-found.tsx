import type { DemoRoute } from './route';

function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="demo-section">
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{path}</code>. <a href="/">See all country sites</a>.
      </p>
    </section>
  );
}

const route: DemoRoute<{ path: string }> = {
  async load({ url }) {
    return { props: { path: url.pathname }, title: 'Not found', lang: 'en', status: 404 };
  },
  Page: NotFoundPage,
};
export default route;
