import StaffPage from '../pages/staff';
import type { DemoRoute } from './route';
import { SHOP_NAME } from '../shell';

const route: DemoRoute<Record<string, never>> = {
  async load() {
    return { props: {}, title: `${SHOP_NAME} · Staff`, lang: 'en' };
  },
  Page: StaffPage,
};
export default route;
