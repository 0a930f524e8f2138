export { CalendarNew, type CalendarNewProps, type CalendarFormValues } from './CalendarNew.tsx';
export { CalendarNewContainer, type CalendarNewContainerProps } from './CalendarNew.container.tsx';
export { CalendarHome, type CalendarHomeProps, type CalendarHomeLinks } from './CalendarHome.tsx';
export { CalendarHomeContainer, type CalendarHomeContainerProps } from './CalendarHome.container.tsx';
export { AvailabilityList, type AvailabilityListProps } from './AvailabilityList.tsx';
export { AvailabilityListContainer, type AvailabilityListContainerProps } from './AvailabilityList.container.tsx';
export { AvailabilityEditor, type AvailabilityEditorProps } from './AvailabilityEditor.tsx';
export { AvailabilityEditorContainer, type AvailabilityEditorContainerProps } from './AvailabilityEditor.container.tsx';
export { CalendarNav, calendarSectionOf, type CalendarNavProps, type CalendarSection } from './CalendarNav.tsx';
