/**
 * Librărie și resurse (issue #12): the library's scores, audiobooks, video lessons, resources and
 * the score filters' vocabularies, one tab each. The tab is in the address (`?tab=`), so a reload
 * or a link opens it again; changing tab starts its list afresh (no search, page 1).
 */
import { useEffect, useState } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { lib } from '../../../lib/messages-staff-library.ts';
import { ItemPanel } from './ItemPanel.tsx';
import { AUDIOBOOKS, RESOURCES, SCORES, VIDEOS } from './kinds.ts';
import { TermsPanel } from './TermsPanel.tsx';
import '../../../ui/tabs.css';
import './library.css';

const TABS = ['scores', 'audiobooks', 'videos', 'resources', 'terms'] as const;
type TabId = (typeof TABS)[number];

const tabOfAddress = (): TabId =>
  TABS.find((id) => id === new URLSearchParams(location.search).get('tab')) ?? 'scores';

function panelOf(tab: TabId) {
  switch (tab) {
    case 'scores':
      return <ItemPanel kind={SCORES} />;
    case 'audiobooks':
      return <ItemPanel kind={AUDIOBOOKS} />;
    case 'videos':
      return <ItemPanel kind={VIDEOS} />;
    case 'resources':
      return <ItemPanel kind={RESOURCES} />;
    case 'terms':
      return <TermsPanel />;
  }
}

export default function LibraryAdminPage() {
  const [tab, setTab] = useState<TabId>(tabOfAddress);

  useEffect(() => {
    const update = () => setTab(tabOfAddress());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);

  function select(key: Key) {
    const next = TABS.find((id) => id === key) ?? 'scores';
    if (next === tab) return;
    history.pushState(history.state, '', next === 'scores' ? location.pathname : `?tab=${next}`);
    setTab(next);
  }

  return (
    <Tabs selectedKey={tab} onSelectionChange={select} className="tabs">
      <TabList aria-label={lib.title} className="tabs__list">
        {TABS.map((id) => (
          <Tab key={id} id={id} className="tabs__tab">
            {lib.tabs[id]}
          </Tab>
        ))}
      </TabList>
      {TABS.map((id) => (
        <TabPanel key={id} id={id} className="tabs__panel">
          {id === tab ? panelOf(id) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
