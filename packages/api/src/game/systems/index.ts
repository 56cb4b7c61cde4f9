export {
  getFullSystem,
  getRandomSystem,
  getMapSystems,
  searchGuide,
  galaxyInfo,
} from './galaxy.js';
