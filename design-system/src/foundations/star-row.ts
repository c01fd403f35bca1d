/**
 * The icon sprite's row of stars (ADR 042): STAR_ROW_COUNT star drawings side by side, 24 units
 * apart, in one symbol, so a 5-star rating draws its row with one <use> instead of five. Shared by
 * the sprite's builder (icon-sprite.ts, Node) and StarRating (every page).
 */
export const STAR_ROW_ID = "stars";
export const STAR_ROW_COUNT = 5;
