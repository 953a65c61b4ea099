import type { Flag } from '../../core/markets';

/**
 * Small neutral flags for the country selector (3:2, drawn as simple shapes). The EU flag is a blue field
 * with a ring of twelve dots.
 */
function Stripes({ colors, vertical = false }: { colors: string[]; vertical?: boolean }) {
  const size = (vertical ? 30 : 20) / colors.length;
  return (
    <>
      {colors.map((fill, i) =>
        vertical ? <rect key={i} x={i * size} y={0} width={size} height={20} fill={fill} /> : <rect key={i} x={0} y={i * size} width={30} height={size} fill={fill} />,
      )}
    </>
  );
}

const EU_STARS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return { cx: Math.round((15 + 6 * Math.sin(a)) * 100) / 100, cy: Math.round((10 - 6 * Math.cos(a)) * 100) / 100 };
});

function drawing(flag: Flag) {
  switch (flag) {
    case 'DE': return <Stripes colors={['#000000', '#dd0000', '#ffce00']} />;
    case 'AT': return <Stripes colors={['#c8102e', '#ffffff', '#c8102e']} />;
    case 'HU': return <Stripes colors={['#ce2939', '#ffffff', '#477050']} />;
    case 'PL': return <Stripes colors={['#ffffff', '#dc143c']} />;
    case 'SI': return <Stripes colors={['#ffffff', '#0047ab', '#ed1c24']} />;
    case 'SK': return <Stripes colors={['#ffffff', '#0b4ea2', '#ee1c25']} />;
    case 'CZ':
      return (
        <>
          <Stripes colors={['#ffffff', '#d7141a']} />
          <path d="M0 0l15 10L0 20z" fill="#11457e" />
        </>
      );
    case 'CH':
      return (
        <>
          <rect width={30} height={20} fill="#d52b1e" />
          <path d="M13 4h4v4h4v4h-4v4h-4v-4H9V8h4z" fill="#ffffff" />
        </>
      );
    case 'TR':
      return (
        <>
          <rect width={30} height={20} fill="#e30a17" />
          <circle cx={11} cy={10} r={5} fill="#ffffff" />
          <circle cx={12.3} cy={10} r={4} fill="#e30a17" />
          <circle cx={18} cy={10} r={1.6} fill="#ffffff" />
        </>
      );
    case 'EU':
      return (
        <>
          <rect width={30} height={20} fill="#003399" />
          {EU_STARS.map((s, i) => <circle key={i} cx={s.cx} cy={s.cy} r={0.9} fill="#ffcc00" />)}
        </>
      );
  }
}

export function FooterFlag({ flag, className }: { flag: Flag; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 30 20"
      width={24}
      height={16}
      className={['sk-footer__flag', className].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      data-flag={flag}
    >
      {drawing(flag)}
      <rect x={0.25} y={0.25} width={29.5} height={19.5} fill="none" stroke="rgba(0,0,0,0.2)" strokeWidth={0.5} />
    </svg>
  );
}
