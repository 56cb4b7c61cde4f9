/**
 * The version of @orrery/procgen, as its package.json says (a test keeps the two equal): the
 * package stays free of I/O, so it cannot read its own package.json at run time.
 */
export const GENERATOR_PACKAGE_VERSION = '0.1.0';
