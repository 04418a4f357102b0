import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import * as kit from '../../index';
import { BooksIcon, Icon, ListIcon, PenIcon, StarIcon, type IconProps } from './index';

/** Every icon the kit exports, by name (the `Icon` frame itself aside). */
const icons = Object.entries(kit).filter(([name]) => name.endsWith('Icon') && name !== 'Icon') as [
  string,
  ComponentType<IconProps>,
][];

const svgOf = (element: ReactElement) => {
  const { container } = render(element);
  const svgs = container.querySelectorAll('svg');
  expect(svgs).toHaveLength(1);
  return svgs[0];
};

describe('kit icons', () => {
  it('are exported from @book/shared-ui: the kit’s own, the admin’s and the reader’s', () => {
    expect(icons.map(([name]) => name).sort()).toEqual(
      [
        ...['AvatarIcon', 'BookIcon', 'CloseIcon', 'InboxIcon', 'SearchIcon', 'StarIcon'],
        ...['BellIcon', 'ChartIcon', 'ChevronRightIcon', 'EditIcon', 'ListIcon', 'MessageIcon', 'PenIcon', 'PlusIcon'],
        ...['ShieldIcon', 'StarOutlineIcon', 'TagIcon', 'TrashIcon', 'UserIcon', 'UsersIcon'],
        ...['BooksIcon', 'CheckIcon', 'GridIcon', 'HeartIcon', 'OpenBookIcon', 'ReadersIcon', 'ReviewIcon'],
      ].sort(),
    );
  });

  it.each(icons)('%s is a decorative 1em SVG on a 24-unit grid', (_name, Drawing) => {
    const svg = svgOf(<Drawing />);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('height', '1em');
    expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it('stays hidden from assistive technology whatever the caller passes', () => {
    const svg = svgOf(<PenIcon aria-hidden={false} className="x" />);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('x');
  });

  it('draws the reader’s icons light and the others regular, unless told', () => {
    expect(svgOf(<BooksIcon />)).toHaveAttribute('stroke-width', '1.8');
    expect(svgOf(<PenIcon />)).toHaveAttribute('stroke-width', '2');
    expect(svgOf(<ListIcon weight="light" />)).toHaveAttribute('stroke-width', '1.8');
    expect(svgOf(<BooksIcon weight="regular" />)).toHaveAttribute('stroke-width', '2');
  });

  it('fills the rating star instead of stroking it', () => {
    const svg = svgOf(<StarIcon />);
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('stroke', 'none');
  });

  it('frames a drawing of the caller’s own', () => {
    const svg = svgOf(
      <Icon width={20}>
        <circle cx="12" cy="12" r="4" />
      </Icon>,
    );
    expect(svg).toHaveAttribute('width', '20');
    expect(svg.querySelector('circle')).toHaveAttribute('r', '4');
  });

  // The drawings are the product's look: a changed path shows here before it shows on a screen.
  it('keeps its drawings', () => {
    const markup = Object.fromEntries(icons.map(([name, Drawing]) => [name, svgOf(<Drawing />).outerHTML]));
    expect(markup).toMatchSnapshot();
  });
});
