// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, RIPPLE_DURATION_MS } from '../../../react/widgets/Button';
import { Icon } from '../../../react/widgets/Icon';
import { IconButton } from '../../../react/widgets/IconButton';
import { registerIcons } from '../../../react/widgets/iconRegistry';
import { heart } from '../../../react/widgets/icons/commerce';
import { LinkComponentProvider, type LinkComponentProps } from '../../../react/widgets/link';
import { Notification } from '../../../react/widgets/Notification';
import { TextLink } from '../../../react/widgets/TextLink';
import { WidgetTextsProvider } from '../../../react/widgets/texts';
import { ALL_WIDGET_CATALOGUES } from '../../../core/widgets/texts/all';
import { BannerStrip } from '../../../react/widgets/BannerStrip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router-link href={`/app${href}`} {...rest}>
      {children}
    </a>
  );
}

describe('Button', () => {
  it('is a plain button of type button with the placeholder text by default', () => {
    render(<Button />);
    const button = screen.getByRole('button', { name: 'Button' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('sk-button--primary-fill');
    expect(button.className).toContain('sk-button--width-auto');
  });

  it('renders a link through the injected link component', () => {
    render(
      <LinkComponentProvider component={RouterLink}>
        <Button tag="a" href="/stores">
          Stores
        </Button>
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Stores' });
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.getAttribute('href')).toBe('/app/stores');
  });

  it('defaults to a plain <a> without a provider', () => {
    render(
      <Button tag="a" href="/stores">
        Stores
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Stores' }).getAttribute('href')).toBe('/stores');
  });

  it('a disabled one is always a plain disabled button, even with href', () => {
    const onClick = vi.fn();
    render(
      <LinkComponentProvider component={RouterLink}>
        <Button tag="a" href="/stores" disabled onClick={onClick}>
          Stores
        </Button>
      </LinkComponentProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button', { name: 'Stores' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits only when asked to', () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows prepend and append icons hidden from assistive technology', () => {
    render(
      <Button prependIcon={heart} appendIcon={heart}>
        Wish
      </Button>,
    );
    const icons = screen.getByRole('button').querySelectorAll('svg[data-icon="heart"]');
    expect(icons).toHaveLength(2);
    icons.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
  });

  it('ripples for at least 250 ms after a press, then cleans up', () => {
    vi.useFakeTimers();
    render(<Button>Press</Button>);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { clientX: 10, clientY: 10 });
    expect(button.querySelectorAll('.sk-ripple')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(249));
    expect(button.querySelectorAll('.sk-ripple')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RIPPLE_DURATION_MS - 249));
    expect(button.querySelectorAll('.sk-ripple')).toHaveLength(0);
    expect(RIPPLE_DURATION_MS).toBeGreaterThanOrEqual(250);
  });

  it('the ripple CSS lasts >= 250 ms and honours prefers-reduced-motion', () => {
    const tokens = readFileSync('react/widgets/tokens.css', 'utf8');
    const css = readFileSync('react/widgets/button.css', 'utf8');
    const ms = Number(/--sk-duration-ripple:\s*(\d+)ms/.exec(tokens)?.[1]);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*\.sk-ripple/);
    expect(css).toMatch(/\.sk-button:focus-visible\s*{[^}]*box-shadow: var\(--sk-focus-ring\)/);
  });

  it('no ripple on a disabled button', () => {
    render(<Button disabled>Press</Button>);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    expect(button.querySelectorAll('.sk-ripple')).toHaveLength(0);
  });
});

describe('TextLink', () => {
  it('defaults: primary, medium, icon link-up appended, placeholder text', () => {
    render(<TextLink href="/x" />);
    const link = screen.getByRole('link', { name: 'textlink' });
    expect(link.className).toContain('sk-text-link--primary');
    expect(link.className).toContain('sk-text-link--medium');
    const last = link.lastElementChild!;
    expect(last.getAttribute('data-icon')).toBe('link-up');
    expect(last.querySelector('path')).not.toBeNull();
  });

  it('prepends or drops the icon', () => {
    const { rerender } = render(<TextLink href="/x" iconPosition="prepend" />);
    expect(screen.getByRole('link').firstElementChild!.getAttribute('data-icon')).toBe('link-up');
    rerender(<TextLink href="/x" iconPosition="none" />);
    expect(screen.getByRole('link').querySelector('svg')).toBeNull();
  });

  it('goes through the link component, and is a button without href or when disabled', () => {
    const { rerender } = render(
      <LinkComponentProvider component={RouterLink}>
        <TextLink href="/privacy">Privacy</TextLink>
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/app/privacy');
    rerender(<TextLink>Details</TextLink>);
    expect(screen.getByRole('button', { name: 'Details' }).getAttribute('type')).toBe('button');
    rerender(
      <TextLink href="/privacy" disabled>
        Privacy
      </TextLink>,
    );
    expect((screen.getByRole('button', { name: 'Privacy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Icon', () => {
  it('is 16 px by default, decorative unless labelled, in the current colour', () => {
    render(<Icon icon={heart} />);
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.querySelector('path')!.getAttribute('stroke')).toBe('currentColor');
  });

  it('sizes 12/24, scales, and names itself when labelled', () => {
    render(<Icon icon={heart} size={24} scale={1.5} label="Wish list" />);
    const svg = screen.getByRole('img', { name: 'Wish list' });
    expect(svg.getAttribute('width')).toBe('36');
  });

  it('reads registered icons by name and warns once about unregistered ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerIcons([heart]);
    render(<Icon name="heart" />);
    expect(document.querySelector('svg[data-icon="heart"] path')).not.toBeNull();
    render(<Icon name="pinterest" />);
    render(<Icon name="pinterest" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('pinterest');
  });
});

describe('IconButton', () => {
  it('is a named button of type button', () => {
    const onClick = vi.fn();
    render(<IconButton icon={heart} label="Add to wish list" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add to wish list' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });
});

describe('Notification', () => {
  it('errors are alerts, information is a status; each with its icon', () => {
    const { rerender } = render(<Notification variant="error">Failed</Notification>);
    expect(screen.getByRole('alert').querySelector('svg[data-icon="error"]')).not.toBeNull();
    rerender(<Notification variant="information">Info</Notification>);
    expect(screen.getByRole('status').querySelector('svg[data-icon="info"]')).not.toBeNull();
    rerender(<Notification variant="success">Done</Notification>);
    expect(screen.getByRole('status').querySelector('svg[data-icon="success"]')).not.toBeNull();
    rerender(<Notification variant="warning">Careful</Notification>);
    expect(screen.getByRole('alert').querySelector('svg[data-icon="warning"]')).not.toBeNull();
  });

  it('has a close icon by default, named in the locale; closing hides it and tells the owner', () => {
    const onClose = vi.fn();
    render(
      <WidgetTextsProvider catalogues={ALL_WIDGET_CATALOGUES} locale="de-DE">
        <Notification onClose={onClose}>Hallo</Notification>
      </WidgetTextsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without the close icon there is no button', () => {
    render(<Notification closable={false}>Stay</Notification>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows only while the owner keeps it open, and reopens when asked', () => {
    const { rerender } = render(<Notification open={false}>Hidden</Notification>);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Notification open>Shown</Notification>);
    expect(screen.getByRole('status').textContent).toContain('Shown');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Notification open={false}>Shown</Notification>);
    rerender(<Notification open>Shown</Notification>);
    expect(screen.getByRole('status')).not.toBeNull();
  });

  it('shows an optional pictogram, hidden from assistive technology', () => {
    render(<Notification pictogram={<span data-testid="pic">☕</span>}>With picture</Notification>);
    expect(screen.getByTestId('pic').parentElement!.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('BannerStrip', () => {
  it('has default and loyalty-card variants with an optional icon', () => {
    const { rerender } = render(<BannerStrip>Free delivery</BannerStrip>);
    expect(document.querySelector('.sk-banner-strip--default svg')).toBeNull();
    rerender(
      <BannerStrip variant="loyalty-card" icon={heart}>
        Card
      </BannerStrip>,
    );
    expect(document.querySelector('.sk-banner-strip--loyalty-card svg[data-icon="heart"]')).not.toBeNull();
  });
});
