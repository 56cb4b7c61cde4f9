/** A card's look, in the spec's visual priority: habitable > multi-star > standard > star-only. */
export const CARD_TYPES = ['habitable', 'multi-star', 'standard', 'star-only'] as const;
export type CardType = (typeof CARD_TYPES)[number];
