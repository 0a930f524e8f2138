// The layout and text primitives, one module each (a public page loads only the ones it uses).
export { Stack, Inline, type SpaceToken, type StackProps, type InlineProps, type InlineAlign } from './Stack.tsx';
export { Text, Code, Bidi, VisuallyHidden, type TextProps, type TextSize, type TextTone, type TextWeight, type CodeProps, type BidiProps, type VisuallyHiddenProps } from './Text.tsx';
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './Heading.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { Page, Section, type PageProps, type SectionProps } from './Page.tsx';
