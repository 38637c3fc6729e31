type Arrow = { onClick?: () => void; disabled: boolean };
type Props = { heading: string; previous: Arrow; next: Arrow };

const ARROW =
  "flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-xl shadow-sm disabled:opacity-40";

function ArrowButton({ arrow, label, glyph }: { arrow: Arrow; label: string; glyph: string }) {
  return (
    <button
      type="button"
      onClick={arrow.onClick}
      disabled={arrow.disabled}
      aria-label={label}
      aria-controls="similar-track"
      className={ARROW}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/**
 * The similar-cars heading and its previous/next buttons. Plain markup, so the loading
 * view draws it without the carousel's scrolling code.
 */
export function SimilarCarouselHeader({ heading, previous, next }: Props) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id="similar-h" className="text-2xl font-bold">
        {heading}
      </h2>
      <div className="flex gap-2">
        <ArrowButton arrow={previous} label="Previous similar cars" glyph="‹" />
        <ArrowButton arrow={next} label="Next similar cars" glyph="›" />
      </div>
    </div>
  );
}
