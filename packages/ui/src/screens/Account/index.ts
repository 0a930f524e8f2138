export { Account, type AccountProps, type ActionState } from './Account.tsx';
export { AccountContainer, type AccountContainerProps } from './Account.container.tsx';
