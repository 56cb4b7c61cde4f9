/** `gas-giant` -> `Gas Giant` (docs/spec.md §2: hyphens shown as spaces, title-cased). */
export function typeLabel(type: string): string {
  return type
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Planet types as players read them. The generator's `subgiant` (2.5–15 M⊕ with a gas envelope) is
 * what astronomers call a sub-Neptune; "Subgiant" would read as a star's luminosity class.
 */
const PLANET_LABELS: Record<string, string> = { subgiant: 'Sub-Neptune' };

export function planetTypeLabel(type: string): string {
  return PLANET_LABELS[type] ?? typeLabel(type);
}

/** `surfaceWaterPercentage` -> `Surface Water Percentage`, for map keys shown as rows. */
export function keyLabel(key: string): string {
  return typeLabel(key.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/_/g, '-'));
}
