/**
 * Segment colours cycle through the tenant's brand colour (set on its wrapper as --brand) and
 * two neutrals, so every label keeps its contrast whatever the brand.
 */
const FILLS = ["var(--brand, #0b3d91)", "#ffffff", "#e5e7eb"];
const TEXT = ["#ffffff", "#111827", "#111827"];
const R = 150;

const point = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
};

/** Long prize names break over two lines at the space nearest the middle. */
function lines(label: string): string[] {
  if (label.length <= 14) return [label];
  const mid = label.length / 2;
  const spaces = [...label.matchAll(/ /g)].map((m) => m.index ?? 0);
  if (spaces.length === 0) return [label];
  const cut = spaces.reduce((best, i) => (Math.abs(i - mid) < Math.abs(best - mid) ? i : best));
  return [label.slice(0, cut), label.slice(cut + 1)];
}

type Props = { prizes: string[]; rotation: number; animate: boolean; onStopped?: () => void };

/**
 * The prize wheel (decorative: the prizes are also listed as text beside it). Segment 0 starts
 * at the top; `rotation` turns the wheel clockwise under the fixed pointer.
 */
export function PrizeWheel({ prizes, rotation, animate, onStopped }: Props) {
  const seg = 360 / prizes.length;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-sm" aria-hidden="true">
      <svg viewBox="-160 -160 320 320" className="h-full w-full drop-shadow-lg" aria-hidden="true">
        <g
          style={{ transform: `rotate(${rotation}deg)` }}
          className={
            animate
              ? "transition-transform duration-[4500ms] ease-[cubic-bezier(0.15,0.85,0.25,1)] motion-reduce:transition-none"
              : ""
          }
          onTransitionEnd={onStopped}
        >
          {prizes.map((label, i) => {
            const start = i * seg;
            const end = start + seg;
            const colour = i % FILLS.length;
            const text = lines(label);
            return (
              <g key={label}>
                <path
                  d={`M0 0 L${point(start, R)} A${R} ${R} 0 ${seg > 180 ? 1 : 0} 1 ${point(end, R)} Z`}
                  fill={FILLS[colour]}
                  stroke="#d1d5db"
                  strokeWidth="1"
                />
                <g transform={`rotate(${start + seg / 2})`}>
                  <text
                    transform="rotate(-90)"
                    x={R * 0.58}
                    y={text.length > 1 ? -4 : 4}
                    textAnchor="middle"
                    fontSize="11"
                    fontWeight="700"
                    fill={TEXT[colour]}
                  >
                    {text.map((line, n) => (
                      <tspan key={line} x={R * 0.58} dy={n === 0 ? 0 : 13}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                </g>
              </g>
            );
          })}
        </g>
        <circle r="18" fill="#111827" />
        <circle r="152" fill="none" stroke="#111827" strokeWidth="4" />
        <path d="M-12 -162 L12 -162 L0 -138 Z" fill="#111827" />
      </svg>
    </div>
  );
}
