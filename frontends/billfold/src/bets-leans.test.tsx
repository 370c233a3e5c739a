/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { BetsAndLeans, clvText, roiText } from './bets-leans';

const rec = (o: Partial<Parameters<typeof roiText>[0]>) => ({ count: 0, wins: 0, losses: 0, pushes: 0, units: 0, roi: null, roiCi95: null, clv: null, clvCi95: null, clvN: 0, ...o });

describe("the Billfold's Bets and Leans", () => {
  test('"Bets and Leans as separate records": each with units, ROI with its interval and CLV with its interval', () => {
    render(
      <BetsAndLeans
        data={{
          bets: rec({ count: 12, wins: 7, losses: 5, units: 0.48, roi: 0.04, roiCi95: [-0.101, 0.18], clv: 0.012, clvCi95: [0.003, 0.021], clvN: 10 }),
          leans: rec({ count: 30, wins: 14, losses: 15, pushes: 1, units: -2.6, roi: -0.0867, roiCi95: [-0.3, 0.12], clvN: 0 }),
        }}
      />,
    );
    const bets = screen.getByTestId('bf-bets').textContent!;
    expect(bets).toContain('7-5');
    expect(bets).toContain('+0.48u');
    expect(bets).toContain('ROI +4.0% (95%: -10.1% to +18.0%) over 12 picks');
    expect(bets).toContain('Closing line value +1.2 pts (95%: +0.3 pts to +2.1 pts) on 10 closing lines');
    const leans = screen.getByTestId('bf-leans').textContent!;
    expect(leans).toContain('14-15-1');
    expect(leans).toContain('ROI -8.7%');
    expect(leans).toContain('no closing line measured yet');
    // The Bets' record is the headline: it comes first.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Bets (the record)', 'Leans']);
  });
  test('"honest empty states": no Bets says so, never 0%', () => {
    render(<BetsAndLeans data={{ bets: rec({}), leans: rec({ count: 1, wins: 1, units: 0.9, roi: 0.9, roiCi95: [0.9, 0.9] }) }} />);
    expect(screen.getByTestId('bf-bets-empty').textContent).toMatch(/^No Bets yet/);
    expect(screen.getByTestId('bf-bets-empty').textContent).not.toContain('%');
    expect(roiText(rec({}))).toBeNull();
    expect(clvText(rec({ count: 3 }))).toBe('Closing line value: no closing line measured yet');
  });
  test('a Billfold without the records (props, the fade ledger) shows neither', () => {
    const { container } = render(<BetsAndLeans data={{ bets: null, leans: null }} />);
    expect(container.textContent).toBe('');
  });
});
