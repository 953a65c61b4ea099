import { isLocale, type Locale } from '../../core/i18n';
import WidgetsPage from '../pages/widgets';
import type { DemoRoute } from './route';
import { SHOP_NAME } from '../shell';

const route: DemoRoute<{ locale: Locale }> = {
  async load({ url }) {
    const asked = url.searchParams.get('locale');
    const locale: Locale = isLocale(asked) ? asked : 'de-DE';
    return { props: { locale }, title: `${SHOP_NAME} · Widgets`, lang: locale };
  },
  Page: WidgetsPage,
};
export default route;
