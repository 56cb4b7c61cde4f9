import { existsSync } from 'node:fs';

/**
 * The fonts share images are drawn with, looked up at fixed paths (Debian's fonts-dejavu-core and
 * fonts-liberation) rather than whatever the system has: the same files give the same pixels on
 * every server. docs/operations.md says which package to install.
 */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];

/** The families the SVG names, first choice first. */
export const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
export const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

export interface FontSetup {
  files: string[];
  /** False when none of the files exists: then the system's fonts are used, whatever they are. */
  deterministic: boolean;
  /** For text whose family is missing: the first family found. */
  defaultFamily?: string;
}

export function findFonts(candidates: readonly string[] = FONT_FILES): FontSetup {
  const files = candidates.filter((file) => existsSync(file));
  const first = files[0]?.includes('DejaVu') ? 'DejaVu Sans' : files[0] && 'Liberation Sans';
  return { files, deterministic: files.length > 0, ...(first ? { defaultFamily: first } : {}) };
}
