export { EventTypeList, type EventTypeListProps, type EventTypeRow } from './EventTypeList.tsx';
export { EventTypeListContainer, type EventTypeListContainerProps } from './EventTypeList.container.tsx';
export { EventTypeForm, type EventTypeFormProps } from './EventTypeForm.tsx';
export { EventTypeFormContainer, type EventTypeFormContainerProps } from './EventTypeForm.container.tsx';
export { ReminderRules, newReminderRule, type ReminderRulesProps, type PhoneChannelStatus } from './ReminderRules.tsx';
