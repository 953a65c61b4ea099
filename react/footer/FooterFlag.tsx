import type { Flag } from '../../core/markets';

// Slovakia and Slovenia carry their coats of arms: without them both are plain tricolours, another country's flag.
function Stripes({ colors, vertical = false }: { colors: string[]; vertical?: boolean }) {
  const size = (vertical ? 30 : 20) / colors.length;
  return (
    <>
      {colors.map((fill, i) =>
        vertical ? (
          <rect key={i} x={i * size} y={0} width={size} height={20} fill={fill} />
        ) : (
          <rect key={i} x={0} y={i * size} width={30} height={size} fill={fill} />
        ),
      )}
    </>
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A five-pointed star (its points' polygon), circumradius `r`, first point at `angle` degrees (0 = up, clockwise). */
export function starPoints(cx: number, cy: number, r: number, angle = 0): string {
  return Array.from({ length: 5 }, (_, i) => {
    const a = ((angle + i * 144) * Math.PI) / 180;
    return `${round(cx + r * Math.sin(a))},${round(cy - r * Math.cos(a))}`;
  }).join(' ');
}

// Europe: twelve gold stars on a circle of radius a third of the height, each star's radius 1/18 of the height.
const EU_STARS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return starPoints(15 + (20 / 3) * Math.sin(a), 10 - (20 / 3) * Math.cos(a), 20 / 18);
});

const SK_RED = '#ee1c25';
const SK_BLUE = '#0b4ea2';
const SI_BLUE = '#005da4';
const SI_RED = '#ed1c24';

/** Slovakia: the coat of arms (white double cross on the middle of three blue hills, on a red shield edged in white) towards the hoist. */
function SlovakArms() {
  const shield = 'M6 4.1H14V10.6C14 13.5 12 15.2 10 16.1 8 15.2 6 13.5 6 10.6Z';
  return (
    <>
      <path d={shield} fill={SK_RED} />
      <path
        d="M6.35 13.3Q7.5 11.7 8.7 12.9 10 10.7 11.3 12.9 12.5 11.7 13.65 13.3 12.6 15 10 16.1 7.4 15 6.35 13.3Z"
        fill={SK_BLUE}
      />
      <path d="M9.5 5.2h1v1.4h1.5v.9h-1.5v1.2h2v.9h-2v2.4h-1v-2.4h-2v-.9h2V7.5H8v-.9h1.5z" fill="#ffffff" />
      <path d={shield} fill="none" stroke="#ffffff" strokeWidth={0.6} />
    </>
  );
}

/** Slovenia: the coat of arms (white Triglav over two wavy lines, three gold stars, on a blue shield edged in red) in the upper hoist. */
function SlovenianArms() {
  return (
    <>
      <path
        d="M5.6 3.2H9.4V7.3C9.4 8.8 8.6 9.8 7.5 10.3 6.4 9.8 5.6 8.8 5.6 7.3Z"
        fill={SI_BLUE}
        stroke={SI_RED}
        strokeWidth={0.35}
      />
      <path d="M5.8 8.4 6.8 6.9 7.1 7.3 7.5 5.6 7.9 7.3 8.2 6.9 9.2 8.4Z" fill="#ffffff" />
      <path d="M6.1 8.9q.35-.3.7 0t.7 0 .7 0 .7 0" fill="none" stroke={SI_BLUE} strokeWidth={0.25} />
      {[starPoints(6.7, 4.2, 0.45), starPoints(8.3, 4.2, 0.45), starPoints(7.5, 5, 0.45)].map((points) => (
        <polygon key={points} points={points} fill="#ffdd00" />
      ))}
    </>
  );
}

function drawing(flag: Flag) {
  switch (flag) {
    case 'DE':
      return <Stripes colors={['#000000', '#dd0000', '#ffce00']} />;
    case 'AT':
      return <Stripes colors={['#c8102e', '#ffffff', '#c8102e']} />;
    case 'HU':
      return <Stripes colors={['#ce2939', '#ffffff', '#477050']} />;
    case 'PL':
      return <Stripes colors={['#ffffff', '#dc143c']} />;
    case 'SI':
      return (
        <>
          <Stripes colors={['#ffffff', SI_BLUE, SI_RED]} />
          <SlovenianArms />
        </>
      );
    case 'SK':
      return (
        <>
          <Stripes colors={['#ffffff', SK_BLUE, SK_RED]} />
          <SlovakArms />
        </>
      );
    case 'CZ':
      return (
        <>
          <Stripes colors={['#ffffff', '#d7141a']} />
          <path d="M0 0l15 10L0 20z" fill="#11457e" />
        </>
      );
    case 'CH':
      // Square, as the Swiss flag is; the cross's arms a sixth longer than wide (6:7 on a field of 32).
      return (
        <>
          <rect x={5} width={20} height={20} fill="#da291c" />
          <path d="M13.125 3.75h3.75v4.375h4.375v3.75h-4.375v4.375h-3.75v-4.375H8.75v-3.75h4.375z" fill="#ffffff" />
        </>
      );
    case 'TR':
      // After the Turkish flag law: crescent of two circles (0.5 and 0.4 of the height across), star leaning to it.
      return (
        <>
          <rect width={30} height={20} fill="#e30a17" />
          <circle cx={10.625} cy={10} r={5} fill="#ffffff" />
          <circle cx={11.875} cy={10} r={4} fill="#e30a17" />
          <polygon points={starPoints(17.083, 10, 2.5, -90)} fill="#ffffff" />
        </>
      );
    case 'EU':
      return (
        <>
          <rect width={30} height={20} fill="#003399" />
          {EU_STARS.map((points) => (
            <polygon key={points} points={points} fill="#ffcc00" />
          ))}
        </>
      );
  }
}

export function FooterFlag({ flag, className }: { flag: Flag; className?: string }) {
  const square = flag === 'CH';
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
      <rect
        x={square ? 5.25 : 0.25}
        y={0.25}
        width={square ? 19.5 : 29.5}
        height={19.5}
        fill="none"
        stroke="rgba(0,0,0,0.2)"
        strokeWidth={0.5}
      />
    </svg>
  );
}
