/** A heading level a host gives its section: h1 to h5, so that its sub-headings (one below) stay within h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The tags of a section's headline and sub-headings under a host's heading level; anything not 1 to 5 gets the default. */
export function headingTags(
  level: unknown,
  fallback: HeadingLevel = 2,
): { heading: HeadingTag; subHeading: HeadingTag } {
  const given = typeof level === 'string' && level.trim() !== '' ? Number(level) : level;
  const n = typeof given === 'number' && Number.isInteger(given) && given >= 1 && given <= 5 ? given : fallback;
  return { heading: `h${n}` as HeadingTag, subHeading: `h${n + 1}` as HeadingTag };
}
