import {
  Tabs as AriaTabs,
  TabList as AriaTabList,
  Tab as AriaTab,
  TabPanel as AriaTabPanel,
  SelectionIndicator,
  composeRenderProps,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from 'react-aria-components';
import * as s from './Tabs.css.ts';

export type { TabsProps, TabListProps, TabProps, TabPanelProps };

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Tabs: arrow keys move between tabs (mirrored in RTL by react-aria), selection through
 * `selectedKey` / `defaultSelectedKey` / `onSelectionChange`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (cn) => join(s.tabs, cn))} />;
}

/** The row of tabs; give it an `aria-label` that names the group. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (cn) => join(s.tabList, cn))} />;
}

/** One tab; its `id` matches the TabPanel it shows. The selected one carries an animated indicator. */
export function Tab({ className, children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={composeRenderProps(className, (cn) => join(s.tab, cn))}>
      {composeRenderProps(children, (content) => (
        <>
          {content}
          <SelectionIndicator className={s.indicator} />
        </>
      ))}
    </AriaTab>
  );
}

/** The content of one tab; `id` matches its Tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (cn) => join(s.tabPanel, cn))} />;
}
