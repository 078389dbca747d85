import { describe, expect, it } from 'vitest';
import { calculateFee, feeMathLine, FEE_LIMITS, rateUnits, type FeeOperation, type FeeStepInput } from '../contract.ts';

// The one fee calculation (contract.ts), as the api saves checks with it and the web shows it live.

const step = (weight: number, operation: FeeOperation, value: number, field = `${operation} ${value}`): FeeStepInput => ({
  label: `Question ${weight}`,
  category: `Category ${weight}`,
  weight,
  field,
  operation,
  units: rateUnits(value, operation),
});

describe('the fee calculation', () => {
  it('takes the questions by weight: add adds, multiply multiplies the running total, ignore does nothing', () => {
    // Given out of order: in the order given, 250 + 2,000 = 2,250 x 0.75 would be 1,687.50.
    const result = calculateFee([step(30, 'ADD', 250), step(10, 'ADD', 2000), step(20, 'MULTIPLY', 0.75), step(40, 'IGNORE', 999)], {
      rounding: false,
    });
    expect(result.totalCents).toBe(175_000);
    expect(result.log.map((e) => [e.label, e.operation, e.value])).toEqual([
      ['Question 10', 'ADD', 2000],
      ['Question 20', 'MULTIPLY', 0.75],
      ['Question 30', 'ADD', 250],
      ['Question 40', 'IGNORE', 999],
    ]);
    expect(result.log.map(feeMathLine)).toEqual(['+ $2,000.00', 'x 75 %', '+ $250.00', null]);
  });

  it('keeps the order given between questions of the same weight', () => {
    const multiplyFirst = calculateFee([step(1, 'ADD', 100), step(5, 'MULTIPLY', 2), step(5, 'ADD', 10)], { rounding: false });
    const addFirst = calculateFee([step(1, 'ADD', 100), step(5, 'ADD', 10), step(5, 'MULTIPLY', 2)], { rounding: false });
    expect([multiplyFirst.totalCents, addFirst.totalCents]).toEqual([21_000, 22_000]);
  });

  it('counts the first question as add whatever operation it carries', () => {
    const result = calculateFee([step(2, 'MULTIPLY', 3), step(1, 'IGNORE', 500)], { rounding: false });
    expect(result.log.map((e) => e.operation)).toEqual(['ADD', 'MULTIPLY']);
    expect(result.totalCents).toBe(150_000);
  });

  it('computes in whole cents: a multiply rounds half up to the cent, adds never drift', () => {
    // 10.01 x 0.5 = 5.005 → 5.01; 1,999.99 x 0.75 = 1,499.9925 → 1,499.99.
    expect(calculateFee([step(1, 'ADD', 10.01), step(2, 'MULTIPLY', 0.5)], { rounding: false }).totalCents).toBe(501);
    expect(calculateFee([step(1, 'ADD', 1999.99), step(2, 'MULTIPLY', 0.75)], { rounding: false }).totalCents).toBe(149_999);
    // Floating-point dollars would give 0.30000000000000004 and 59.970000000000006.
    expect(calculateFee([step(1, 'ADD', 0.1), step(2, 'ADD', 0.2)], { rounding: false }).totalCents).toBe(30);
    expect(calculateFee([step(1, 'ADD', 19.99), step(2, 'ADD', 19.99), step(3, 'ADD', 19.99)], { rounding: false }).totalCents).toBe(5997);
    // A factor with four decimals: x 112.5 %.
    expect(calculateFee([step(1, 'ADD', 1000), step(2, 'MULTIPLY', 1.125)], { rounding: false }).totalCents).toBe(112_500);
    expect(feeMathLine({ operation: 'MULTIPLY', value: 1.125 })).toBe('x 112.5 %');
  });

  it('rounds the total up to a whole dollar with the rounding flag on, and leaves whole dollars as they are', () => {
    const steps = [step(1, 'ADD', 1999.99), step(2, 'MULTIPLY', 0.75), step(3, 'ADD', 250.5)];
    expect(calculateFee(steps, { rounding: false }).totalCents).toBe(175_049);
    const rounded = calculateFee(steps, { rounding: true });
    expect([rounded.calculatedCents, rounded.totalCents]).toEqual([175_049, 175_100]);
    expect(calculateFee([step(1, 'ADD', 1750)], { rounding: true }).totalCents).toBe(175_000);
    expect(calculateFee([step(1, 'ADD', 0.01)], { rounding: true }).totalCents).toBe(100);
  });

  it('stops at the largest amount a check may have and says so', () => {
    const steps = [step(1, 'ADD', FEE_LIMITS.addValue), ...Array.from({ length: 5 }, (_, i) => step(i + 2, 'MULTIPLY', FEE_LIMITS.factor))];
    const result = calculateFee(steps, { rounding: false });
    expect(result.tooLarge).toBe(true);
    expect(result.totalCents).toBe(FEE_LIMITS.amount * 100);
    expect(calculateFee([step(1, 'ADD', FEE_LIMITS.addValue)], { rounding: false }).tooLarge).toBe(false);
  });
});
