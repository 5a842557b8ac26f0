/**
 * A vehicle name with its hyphenated words kept whole: browsers may break a line after a hyphen,
 * which splits model names ("2021 Isuzu D-" / "Max X-Terrain"). Text content is unchanged.
 */
export function KeepHyphenatedWords({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, i) =>
    /\S-\S/.test(part) ? (
      <span key={i} style={{ whiteSpace: "nowrap" }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
