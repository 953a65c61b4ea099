import type { SVGProps } from 'react';
import { DEFAULT_ICON_SIZE, type IconName, type IconSize } from '../../core/widgets/icons';
import { getIcon, type IconDefinition } from './iconRegistry';
import './tokens.css';
import './icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'scale'> {
  /** A registered icon's name (see `registerIcons`). */
  name?: IconName;
  /** The drawing itself; wins over `name` and needs no registration. */
  icon?: IconDefinition;
  /** Rendered size in px: 12, 16 (default) or 24. */
  size?: IconSize;
  /** Multiplies the size (e.g. 1.5 for a 24 px icon drawn at 36 px). */
  scale?: number;
  /** Draws in the text colour around it (default); `false` uses the icon token colour. */
  currentColor?: boolean;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

const warned = new Set<string>();

/** An icon from the kit's set: a 24x24 stroke drawing scaled to 12, 16 or 24 px. */
export function Icon({
  name,
  icon,
  size = DEFAULT_ICON_SIZE,
  scale = 1,
  currentColor = true,
  label,
  className,
  ...rest
}: IconProps) {
  const def = icon ?? (name ? getIcon(name) : undefined);
  if (!def && name && !warned.has(name) && process.env.NODE_ENV !== 'production') {
    warned.add(name);
    console.warn(`[storefront-kit] icon "${name}" is not registered; call registerIcons() with it`);
  }
  const px = size * scale;
  const classes = ['sk-icon', currentColor ? '' : 'sk-icon--themed', className].filter(Boolean).join(' ');
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={px}
      height={px}
      className={classes}
      focusable="false"
      data-icon={def?.name ?? name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {def?.d ? (
        <path
          d={def.d}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {def?.fill ? <path d={def.fill} fill="currentColor" stroke="none" /> : null}
    </svg>
  );
}

/** An icon given by name or drawing, or nothing. */
export function iconOf(icon: IconName | IconDefinition | undefined, size: IconSize = 16) {
  if (icon === undefined) return null;
  return typeof icon === 'string' ? <Icon name={icon} size={size} /> : <Icon icon={icon} size={size} />;
}
