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

/** Round soft points: a bright core fading to the rim. */
const starFragmentShader = /* glsl */ `
  varying vec3 vColor;
  void main() {
    float d = length(gl_PointCoord - 0.5);
    if (d > 0.5) discard;
    float glow = smoothstep(0.5, 0.1, d);
    gl_FragColor = vec4(mix(vColor, vec3(1.0), 0.25 * glow), glow);
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

export const starShader = { vertexShader, fragmentShader: starFragmentShader };
export const selectedShader = { vertexShader, fragmentShader: selectedFragmentShader };
