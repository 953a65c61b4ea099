import type { IconName } from '../../../core/widgets/icons';

/** One icon on a 24x24 grid: stroked outline paths (`d`) and optional filled ones; brand icons are neutral stand-ins. */
export interface IconDefinition {
  name: IconName;
  d?: string;
  fill?: string;
}

/** A circle as path data, so one `d` string carries a whole drawing. */
export const circle = /* @__NO_SIDE_EFFECTS__ */ (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

// Pure: a drawing no page uses is left out of its bundle.
export const icon = /* @__NO_SIDE_EFFECTS__ */ (name: IconName, d: string, fill?: string): IconDefinition =>
  fill ? { name, d, fill } : { name, d };
