export { EventTypeList, type EventTypeListProps, type EventTypeRow } from './EventTypeList.tsx';
export { EventTypeForm, type EventTypeFormProps } from './EventTypeForm.tsx';
