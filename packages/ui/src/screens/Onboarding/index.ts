export { Onboarding, SETUP_SCREENS, type OnboardingProps, type SetupScreen } from './Onboarding.tsx';
export { OnboardingContainer, type OnboardingContainerProps } from './Onboarding.container.tsx';
export { SetupCalendarStep, type SetupCalendarStepProps, type SetupCalendarValues } from './SetupCalendarStep.tsx';
export { SetupHoursStep, type SetupHoursStepProps } from './SetupHoursStep.tsx';
export { SetupShareStep, type SetupShareStepProps } from './SetupShareStep.tsx';
