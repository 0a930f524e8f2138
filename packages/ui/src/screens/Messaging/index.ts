export { MessagingSettings, fieldsOfChannel, channelStatus, type MessagingSettingsProps } from './MessagingSettings.tsx';
export { MessagingSettingsContainer, type MessagingSettingsContainerProps } from './MessagingSettings.container.tsx';
export { ChannelDialog, type ChannelDialogProps, type ChannelDialogTarget, type SaveChannelRequest } from './ChannelDialog.tsx';
export { MessagingLimits, type MessagingLimitsProps, type SaveLimitsRequest } from './MessagingLimits.tsx';
