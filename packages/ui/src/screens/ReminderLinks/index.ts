export { AttendPage, type AttendPageProps } from './AttendPage.tsx';
export { AttendPageContainer, type AttendPageContainerProps } from './AttendPage.container.tsx';
export { OptOutPage, type OptOutPageProps, type OptOutState } from './OptOutPage.tsx';
export { OptOutPageContainer, type OptOutPageContainerProps } from './OptOutPage.container.tsx';
export { LinkExpiredPage } from './LinkExpiredPage.tsx';
