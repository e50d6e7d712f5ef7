import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('is a tooltip the anchor can name in aria-describedby when it has an id', () => {
    render(
      <Tooltip id="why-locked" text="Finish the previous chapter first">
        <div tabIndex={0} aria-describedby="why-locked">
          Chapter 2
        </div>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').id).toBe('why-locked');
    expect(screen.getByText('Chapter 2').getAttribute('aria-describedby')).toBe('why-locked');
  });

  it('is only shown, not read, without an id or when it repeats the anchor’s own name', () => {
    const { container } = render(
      <>
        <Tooltip text="Suggest a training" placement="start" showOn="pointer" layout="inline">
          <button type="button" aria-label="Suggest a training" />
        </Tooltip>
        <Tooltip id="fullscreen-tip" text="Full screen" decorative>
          <button type="button" aria-label="Full screen" />
        </Tooltip>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect([...container.querySelectorAll('[aria-hidden="true"]')].map((tip) => tip.textContent)).toEqual(['Suggest a training', 'Full screen']);
  });

  it('renders no bubble for an empty text, and none while disabled', () => {
    const { container } = render(
      <>
        <Tooltip id="empty" text="">
          <button type="button">Next</button>
        </Tooltip>
        <Tooltip text="Feedback" enabled={false} showOn="pointer">
          <button type="button">Feedback</button>
        </Tooltip>
      </>,
    );
    expect(container.querySelector('#empty')).toBeNull();
    expect(container.querySelectorAll('[data-show-on]')[1].getAttribute('data-show-on')).toBe('never');
  });

  it('is dismissed with Escape until the focus leaves (WCAG 1.4.13)', () => {
    const { container } = render(
      <Tooltip id="tip" text="Locked">
        <button type="button">Next</button>
      </Tooltip>,
    );
    const anchor = container.firstElementChild as HTMLElement;
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' });
    expect(anchor.dataset.dismissed).toBe('true');
    fireEvent.blur(screen.getByRole('button'));
    expect(anchor.dataset.dismissed).toBeUndefined();
  });
});
