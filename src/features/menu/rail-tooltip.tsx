import { useEffect, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { css } from 'styled-system/css';

type Tip = { text: string; top: number; left: number };

/**
 * Names the collapsed rail's icons beside them, on hover and on keyboard focus. Each item keeps its
 * own text as its accessible name (hidden visually in the rail), so the tooltip is only a picture
 * of it: hidden from assistive technology, never focusable, closed by Escape (WCAG 1.4.13). It is
 * fixed to the viewport because the rail clips what overflows it.
 */
export function useRailTooltip(isActive: boolean) {
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    if (!tip) return;
    const hide = () => setTip(null);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [tip]);

  const show = (target: EventTarget, nav: Element) => {
    const item = target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null;
    if (!item) return setTip(null);
    const box = item.getBoundingClientRect();
    // Beside the rail's outer edge (its border included), whatever the item's own padding.
    const edge = (nav.closest('aside') ?? nav).getBoundingClientRect().right;
    setTip({ text: item.dataset.tip ?? '', top: box.top + box.height / 2, left: edge });
  };

  const handlers = isActive
    ? {
        onFocus: (event: FocusEvent) => show(event.target, event.currentTarget),
        onBlur: () => setTip(null),
        onMouseOver: (event: MouseEvent) => show(event.target, event.currentTarget),
        onMouseLeave: () => setTip(null),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Escape') setTip(null);
        },
      }
    : {};

  const tooltip =
    isActive && tip ? (
      <span
        role="tooltip"
        aria-hidden="true"
        data-rail-tooltip
        className={tipStyle}
        style={{ top: tip.top, left: tip.left }}
      >
        {tip.text}
      </span>
    ) : null;

  return { handlers, tooltip };
}

const tipStyle = css({
  position: 'fixed',
  zIndex: 60,
  ml: '2',
  transform: 'translateY(-50%)',
  px: '2.5',
  py: '1',
  borderRadius: 'md',
  bg: 'fg.default',
  color: 'bg.surface',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  boxShadow: 'md',
  pointerEvents: 'none',
});
