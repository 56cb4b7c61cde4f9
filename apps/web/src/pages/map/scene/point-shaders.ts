/**
 * GLSL for the galaxy's point cloud. ShaderMaterial supplies position, modelViewMatrix and
 * projectionMatrix; sizes are pixels at the default camera distance and shrink or grow with
 * distance (size attenuation), never below a pixel and a half so far systems stay visible.
 */

/** |(1.5, 1.5, 1.5)|: at the default eye a marker is drawn at its nominal pixel size. */
export const NOMINAL_DISTANCE = Math.hypot(1.5, 1.5, 1.5);

const vertexShader = /* glsl */ `
  attribute vec3 aColor;
  attribute float aSize;
  uniform float uScale;
  varying vec3 vColor;
  void main() {
    vColor = aColor;
    vec4 mv = modelViewMatrix * vec4(position, 1.0);
    gl_PointSize = max(1.5, aSize * uScale / -mv.z);
    gl_Position = projectionMatrix * mv;
  }
`;

/**
 * The galaxy's points: the filter (uFilter, map-buffers.ts FILTER_CODE) hides points by their
 * state byte (0 undiscovered, 1 discovered, 2 the player's; 3, an empty slot, is always hidden)
 * without rebuilding any buffer, and uDensity dims (and uSize shrinks) each point when many are
 * drawn, so a million points do not wash out to white.
 */
const galaxyVertexShader = /* glsl */ `
  attribute vec3 aColor;
  attribute float aSize;
  attribute float aState;
  uniform float uScale;
  uniform float uFilter;
  uniform float uDensity;
  uniform float uSize;
  varying vec3 vColor;
  varying float vAlpha;
  void main() {
    bool shown = aState < 2.5 && (uFilter < 0.5
      || (uFilter < 1.5 && aState > 0.5)
      || (uFilter < 2.5 && uFilter > 1.5 && aState < 0.5)
      || (uFilter > 2.5 && aState > 1.5));
    if (!shown) {
      gl_PointSize = 0.0;
      gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
      return;
    }
    vColor = aColor;
    vAlpha = uDensity;
    vec4 mv = modelViewMatrix * vec4(position, 1.0);
    gl_PointSize = max(1.5, aSize * uSize * uScale / -mv.z);
    gl_Position = projectionMatrix * mv;
  }
`;

/** The galaxy's points: round and soft, a bright core fading to the rim. */
const galaxyFragmentShader = /* glsl */ `
  varying vec3 vColor;
  varying float vAlpha;
  void main() {
    float d = length(gl_PointCoord - 0.5);
    if (d > 0.5) discard;
    float glow = smoothstep(0.5, 0.1, d);
    gl_FragColor = vec4(mix(vColor, vec3(1.0), 0.25 * glow), glow * vAlpha);
  }
`;

/** The player's own systems: a bright ring with a dark centre, never smaller than 12 pixels. */
const ownVertexShader = /* glsl */ `
  uniform float uScale;
  void main() {
    vec4 mv = modelViewMatrix * vec4(position, 1.0);
    gl_PointSize = max(12.0, 9.0 * uScale / -mv.z);
    gl_Position = projectionMatrix * mv;
  }
`;

const ownFragmentShader = /* glsl */ `
  void main() {
    float d = length(gl_PointCoord - 0.5);
    if (d > 0.5 || d < 0.28) discard;
    vec3 color = d > 0.42 ? vec3(0.02, 0.3, 0.2) : vec3(0.2, 0.95, 0.6);
    gl_FragColor = vec4(color, 1.0);
  }
`;

/** The selected marker: a white disc with a red outline. */
const selectedFragmentShader = /* glsl */ `
  void main() {
    float d = length(gl_PointCoord - 0.5);
    if (d > 0.5) discard;
    vec3 color = d > 0.36 ? vec3(0.94, 0.16, 0.16) : vec3(1.0);
    gl_FragColor = vec4(color, 1.0);
  }
`;

/**
 * A discovery just made: a ring that widens and fades as uProgress goes from 0 to 1 (a pulse), or
 * holds still at 0.5 under reduced motion. Never smaller than 28 pixels, so it is seen from afar.
 */
const pulseVertexShader = /* glsl */ `
  uniform float uScale;
  void main() {
    vec4 mv = modelViewMatrix * vec4(position, 1.0);
    gl_PointSize = max(28.0, 24.0 * uScale / -mv.z);
    gl_Position = projectionMatrix * mv;
  }
`;

const pulseFragmentShader = /* glsl */ `
  uniform float uProgress;
  void main() {
    float d = length(gl_PointCoord - 0.5);
    float radius = 0.12 + 0.34 * uProgress;
    float ring = 1.0 - smoothstep(0.0, 0.05, abs(d - radius));
    if (ring <= 0.0) discard;
    gl_FragColor = vec4(1.0, 0.85, 0.35, ring * (1.0 - 0.8 * uProgress));
  }
`;

export const pulseShader = { vertexShader: pulseVertexShader, fragmentShader: pulseFragmentShader };

export const galaxyShader = {
  vertexShader: galaxyVertexShader,
  fragmentShader: galaxyFragmentShader,
};
export const ownShader = { vertexShader: ownVertexShader, fragmentShader: ownFragmentShader };
export const selectedShader = { vertexShader, fragmentShader: selectedFragmentShader };
