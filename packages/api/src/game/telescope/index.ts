export { getTelescope, upgradeTelescope } from './telescope.js';
