import { describe, expect, it } from 'vitest';
import { gallerySections, groupsForPage, screenGroupOf, type IndexEntry, type StoryIndex } from './storyIndex.ts';

function story(title: string, name: string, type: IndexEntry['type'] = 'story'): IndexEntry {
  const id = `${title.toLowerCase().replaceAll('/', '-')}--${name.toLowerCase().replaceAll(' ', '-')}`;
  return { id, type, title, name };
}

const index: StoryIndex = {
  entries: Object.fromEntries(
    [
      story('Components/Button', 'Primary'),
      story('Screens/Auth', 'Login'),
      story('Screens/Auth', 'Docs', 'docs'),
      story('Screens/Billing/ChangePlan', 'Upgrade'),
      story('Screens/Auth/Containers', 'Login container'),
      story('Screens/Auth', 'Signup'),
      story('Screens/TeamsHome', 'One team'),
      story('Screens/Teams/Members', 'List'),
      story('Screens/Landing', 'Default'),
      story('Screens/ErrorPages', 'Not found'),
    ].map((e) => [e.id, e]),
  ),
};

describe('screenGroupOf', () => {
  it('names the folder under Screens/', () => {
    expect(screenGroupOf('Screens/Billing/Containers/ChangePlan')).toBe('Billing');
    expect(screenGroupOf('Screens/Landing')).toBe('Landing');
  });
  it('leaves out everything that is not a screen', () => {
    expect(screenGroupOf('Components/Button')).toBeUndefined();
    expect(screenGroupOf('Screens')).toBeUndefined();
    expect(screenGroupOf('Gallery/Auth')).toBeUndefined();
  });
});

describe('gallerySections', () => {
  it('takes every story of the groups, by title, in index order, without docs entries', () => {
    expect(gallerySections(index, ['Auth'])).toEqual([
      { title: 'Screens/Auth', stories: [index.entries['screens-auth--login'], index.entries['screens-auth--signup']] },
      { title: 'Screens/Auth/Containers', stories: [index.entries['screens-auth-containers--login-container']] },
    ]);
  });
  it('keeps the order of the groups given, and a group name never matches a longer one', () => {
    expect(gallerySections(index, ['TeamsHome', 'Teams']).map((s) => s.title)).toEqual(['Screens/TeamsHome', 'Screens/Teams/Members']);
    expect(gallerySections(index, ['Teams']).map((s) => s.title)).toEqual(['Screens/Teams/Members']);
  });
});

describe('groupsForPage', () => {
  it('answers the groups a page names', () => {
    expect(groupsForPage('Teams', index)).toEqual(['TeamsHome', 'Teams']);
  });
  it('gives "Other screens" every group no page claims, so a new folder is never missing', () => {
    expect(groupsForPage('Other screens', index)).toEqual(['Landing', 'ErrorPages']);
    expect(groupsForPage('Other screens', index, [{ name: 'Auth', groups: ['Auth'] }])).toEqual(['Billing', 'TeamsHome', 'Teams', 'Landing', 'ErrorPages']);
  });
  it('answers nothing for an unknown page', () => {
    expect(groupsForPage('Nope', index)).toEqual([]);
  });
});
