import type { IconName } from '../../core/widgets/icons';
import type { IconDefinition } from './icons/shape';

export type { IconDefinition } from './icons/shape';

const registry = new Map<IconName, IconDefinition>();

/** Makes icons available to `<Icon name>`; a page registers only the icons it shows, so its bundle carries only those. */
export function registerIcons(...icons: ReadonlyArray<IconDefinition | readonly IconDefinition[]>): void {
  for (const entry of icons) {
    const list = Array.isArray(entry) ? entry : [entry as IconDefinition];
    for (const def of list as IconDefinition[]) registry.set(def.name, def);
  }
}

export function getIcon(name: IconName): IconDefinition | undefined {
  return registry.get(name);
}

/** Names registered so far (for the gallery and tests). */
export function registeredIconNames(): IconName[] {
  return [...registry.keys()];
}
