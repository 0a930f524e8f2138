export { TeamsHome, type TeamsHomeProps } from './TeamsHome.tsx';
export { TeamsHomeContainer } from './TeamsHome.container.tsx';
