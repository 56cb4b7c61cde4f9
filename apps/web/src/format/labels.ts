/** `gas-giant` -> `Gas Giant` (spec 2: hyphens shown as spaces, title-cased). */
export function typeLabel(type: string): string {
  return type
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** `surfaceWaterPercentage` -> `Surface Water Percentage` for map keys shown as rows. */
export function keyLabel(key: string): string {
  return typeLabel(key.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/_/g, '-'));
}
