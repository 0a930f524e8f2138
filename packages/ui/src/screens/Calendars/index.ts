export { CalendarNew, type CalendarNewProps, type CalendarFormValues } from './CalendarNew.tsx';
export { CalendarNewContainer, type CalendarNewContainerProps } from './CalendarNew.container.tsx';
