import type { DemoRoute } from '../routes';
import { SHOP_NAME } from '../shell';

function Placeholder() {
  return (
    <section className="demo-section">
      <h1>Widgets</h1>
      <p>Coming with its feature.</p>
    </section>
  );
}

const route: DemoRoute<Record<string, never>> = {
  async load() {
    return { props: {}, title: `${SHOP_NAME} · Widgets`, lang: 'en' };
  },
  Page: Placeholder,
};
export default route;
