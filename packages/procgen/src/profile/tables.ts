import { MAIN_SEQUENCE_CLASSES, STAR_KINDS } from './profile.js';
import type { GenerationProfile } from './profile.js';

/** Where a galaxy puts its systems, in the units the placement works in (radians, ly). */
export interface ShapeTables {
  arms: number;
  barHalfLength: number;
  barAngle: number;
  tanPitch: number;
  scaleLength: number;
  scaleHeight: number;
  coreScale: number;
  /** bulge, bar, arms, inter-arm disk */
  components: number[];
}

/** A profile as the generator reads it: weight lists in the order it draws them. */
export interface ProfileTables {
  profile: GenerationProfile;
  /** STAR_KINDS order */
  kindShares: number[];
  /** MAIN_SEQUENCE_CLASSES order */
  classShares: number[];
  shape: ShapeTables;
}

export function profileTables(profile: GenerationProfile): ProfileTables {
  const g = profile.galaxy;
  return {
    profile,
    kindShares: STAR_KINDS.map((k) => profile.starKinds[k]),
    classShares: MAIN_SEQUENCE_CLASSES.map((c) => profile.mainSequenceClasses[c]),
    shape: {
      arms: g.arms,
      barHalfLength: g.barHalfLength,
      barAngle: (g.barAngle * Math.PI) / 180,
      tanPitch: Math.tan((g.pitch * Math.PI) / 180),
      scaleLength: g.scaleLength,
      scaleHeight: g.scaleHeight,
      coreScale: profile.coreExcess.scaleLength,
      components: [g.components.bulge, g.components.bar, g.components.arms, g.components.interArm],
    },
  };
}
