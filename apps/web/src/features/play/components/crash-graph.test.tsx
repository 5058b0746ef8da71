import { crashElapsedFor } from '@khel/games/crash/crash-curve';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { CrashGraph } from './crash-graph.tsx';

const flying = (elapsedMs: number) => <CrashGraph elapsedMs={elapsedMs} state="flying" crashPoint={null} cashedOutAt={null} reduced={false} />;

describe('crash graph', () => {
  it("shows the engine curve's multiplier for the elapsed time: floor(100 · e^(0.00006 t)) hundredths", () => {
    // e^(0.00006 · 11552) = 1.99997… → 1.99x; one millisecond later 2.00009… → 2.00x.
    const view = renderWithApp(flying(11_552));
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('1.99x');
    view.rerender(flying(11_553));
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('2.00x');
    // e^1.2 = 3.3201… at 20 s; e^(0.00006 · 38377) = 10.0003… at 38.377 s.
    view.rerender(flying(20_000));
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('3.32x');
    view.rerender(flying(38_377));
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('10.00x');
    // The axes grow with the flight: a 10x grid line and seconds up to 40.
    const ticks = [...document.querySelectorAll('[data-tick]')].map((tick) => Number(tick.getAttribute('data-tick')));
    expect(Math.max(...ticks)).toBe(1000);
    expect(screen.getByRole('img', { name: 'Multiplier curve' })).toHaveTextContent('40');
    expect(screen.queryByTestId('crash-bust-marker')).not.toBeInTheDocument();
  });

  it('marks the bust point where the round crashed', () => {
    renderWithApp(<CrashGraph elapsedMs={crashElapsedFor(268)} state="busted" crashPoint={268} cashedOutAt={null} reduced={false} />);
    const bust = screen.getByTestId('crash-bust-marker');
    expect(bust).toHaveAttribute('data-multiplier', '268');
    expect(within(bust).getByText('Bust 2.68x')).toBeInTheDocument();
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('2.68x');
    expect(screen.queryByTestId('crash-cashout-marker')).not.toBeInTheDocument();
  });

  it("marks the player's cash-out on the curve, and the bust once the flight reaches it", () => {
    const won = (elapsedMs: number) => <CrashGraph elapsedMs={elapsedMs} state="won" crashPoint={420} cashedOutAt={150} reduced={false} />;
    const view = renderWithApp(won(crashElapsedFor(200)));
    const cash = screen.getByTestId('crash-cashout-marker');
    expect(cash).toHaveAttribute('data-multiplier', '150');
    expect(within(cash).getByText('1.50x')).toBeInTheDocument();
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('1.50x');
    expect(screen.queryByTestId('crash-bust-marker')).not.toBeInTheDocument();

    view.rerender(won(crashElapsedFor(420)));
    expect(within(screen.getByTestId('crash-bust-marker')).getByText('Bust 4.20x')).toBeInTheDocument();
    expect(screen.getByTestId('crash-cashout-marker')).toBeInTheDocument();
  });
});
