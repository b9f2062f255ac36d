'use client';

import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface FoodStyleTab {
  key: string;
  label: string;
  panel: ReactNode;
}

interface FoodStyleTabsProps {
  tabs: FoodStyleTab[];
  label: string;
  /** The chosen style, when the caller keeps it; otherwise the tabs start at omni and keep their own. */
  value?: string;
  onValueChange?: (key: string) => void;
  /** From which width the five styles sit in one row. */
  oneRowFrom: 'sm' | 'md';
  className?: string;
}

const ONE_ROW = { sm: 'sm:grid-cols-5', md: 'md:grid-cols-5' } as const;

/**
 * The focus ring stands off the tab, so the row's grey shows between it and the selected tab's fill of
 * the same green. Each tab's transparent border is its edge in forced colours, which drop the fill.
 */
export function FoodStyleTabs({ tabs, label, value, onValueChange, oneRowFrom, className }: FoodStyleTabsProps) {
  return (
    <Tabs.Root {...(value === undefined ? { defaultValue: 'omni' } : { value, onValueChange })} className={className}>
      <Tabs.List
        aria-label={label}
        className={`grid grid-cols-2 gap-2 rounded-2xl bg-slate-100 p-1.5 ${ONE_ROW[oneRowFrom]}`}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.key}
            value={tab.key}
            className="min-h-11 rounded-xl border border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.key}
          value={tab.key}
          className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
