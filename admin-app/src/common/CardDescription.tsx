/** A card's description, at most three lines of it, or "No description" (a genre's or a series' card). */
export function CardDescription({ text }: { text: string }) {
  return text ? (
    <p className="admin-card__blurb ui-clamp-3">{text}</p>
  ) : (
    <p className="admin-card__meta">No description</p>
  );
}
