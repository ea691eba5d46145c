import { describe, expect, it } from "vitest";
import {
  addDays,
  change,
  dashboardPeriod,
  daysLate,
  isCalendarDay,
  istDateOf,
  istDayStart,
  periodDays,
  PeriodError,
  share,
} from "./dashboard-period";

// 2026-12-05 15:00 in India is 09:30 UTC.
const NOW = new Date("2026-12-05T09:30:00Z");

describe("India's days", () => {
  it("start at 18:30 UTC the day before", () => {
    expect(istDayStart("2026-12-05").toISOString()).toBe("2026-12-04T18:30:00.000Z");
    expect(istDayStart("2027-01-01").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("turn at India's midnight, not UTC's", () => {
    expect(istDateOf(new Date("2026-12-04T18:29:59.999Z"))).toBe("2026-12-04");
    expect(istDateOf(new Date("2026-12-04T18:30:00Z"))).toBe("2026-12-05");
    expect(istDateOf(new Date("2026-12-05T23:00:00Z"))).toBe("2026-12-06");
  });

  it("count across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(periodDays("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("are real calendar days only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("5/12/2026")).toBe(false);
  });

  it("say how late a promise is", () => {
    expect(daysLate("2026-12-03", "2026-12-05")).toBe(2);
    expect(daysLate("2026-12-05", "2026-12-05")).toBe(0);
  });
});

describe("a dashboard period", () => {
  it("today runs from India's midnight to now, against yesterday until the same hour", () => {
    const period = dashboardPeriod({ period: "today" }, NOW);
    expect(period).toMatchObject({ from: "2026-12-05", to: "2026-12-05", days: 1, bucket: "hour" });
    expect(period.current.start.toISOString()).toBe("2026-12-04T18:30:00.000Z");
    expect(period.current.end).toEqual(NOW);
    expect(period.previous.start.toISOString()).toBe("2026-12-03T18:30:00.000Z");
    expect(period.previous.end.toISOString()).toBe("2026-12-04T09:30:00.000Z");
    expect([period.previousFrom, period.previousTo]).toEqual(["2026-12-04", "2026-12-04"]);
  });

  it("7 and 30 days include today, against the 7 or 30 before", () => {
    const week = dashboardPeriod({ period: "7d" }, NOW);
    expect([week.from, week.to, week.days, week.bucket]).toEqual(["2026-11-29", "2026-12-05", 7, "day"]);
    expect(week.current.start.toISOString()).toBe("2026-11-28T18:30:00.000Z");
    expect(week.previous.start.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    // As long as the current one so far: 6 days and 15 hours.
    expect(week.previous.end.toISOString()).toBe("2026-11-28T09:30:00.000Z");
    expect([week.previousFrom, week.previousTo]).toEqual(["2026-11-22", "2026-11-28"]);
    const month = dashboardPeriod({ period: "30d" }, NOW);
    expect([month.from, month.previousFrom, month.previousTo]).toEqual(["2026-11-06", "2026-10-07", "2026-11-05"]);
  });

  it("is 7 days when none is chosen", () => {
    expect(dashboardPeriod({}, NOW).from).toBe("2026-11-29");
  });

  it("a past range is read whole, against as many days before it", () => {
    const period = dashboardPeriod({ period: "range", from: "2026-11-01", to: "2026-11-10" }, NOW);
    expect(period.days).toBe(10);
    expect(period.current.start.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(period.current.end.toISOString()).toBe("2026-11-10T18:30:00.000Z");
    expect(period.previous.start.toISOString()).toBe("2026-10-21T18:30:00.000Z");
    expect(period.previous.end.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect([period.previousFrom, period.previousTo]).toEqual(["2026-10-22", "2026-10-31"]);
  });

  it("a range past today stops at now", () => {
    const period = dashboardPeriod({ period: "range", from: "2026-12-04", to: "2026-12-31" }, NOW);
    expect([period.from, period.to, period.days]).toEqual(["2026-12-04", "2026-12-05", 2]);
    expect(period.current.end).toEqual(NOW);
  });

  it("refuses, saying why, what it cannot read", () => {
    const refused = (choice: Record<string, string>) => {
      try {
        dashboardPeriod(choice, NOW);
      } catch (error) {
        expect(error).toBeInstanceOf(PeriodError);
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refused({ period: "year" })).toMatch(/Period must be one of/);
    expect(refused({ period: "range", from: "2026-11-01" })).toMatch(/both a first and a last day/);
    expect(refused({ period: "range", from: "2026-02-30", to: "2026-03-02" })).toMatch(/first day must be a date/);
    expect(refused({ period: "range", from: "2026-11-10", to: "2026-11-01" })).toMatch(/not be before/);
    expect(refused({ period: "range", from: "2026-12-06", to: "2026-12-07" })).toMatch(/not be after today/);
    expect(refused({ period: "range", from: "2025-01-01", to: "2026-12-01" })).toMatch(/at most 366 days/);
    expect(refused({ period: "range", from: "2025-12-05", to: "2026-12-05" })).toBe("accepted");
  });
});

describe("a change", () => {
  it("is the difference and its percent of the previous figure", () => {
    expect(change(150, 100)).toEqual({ current: 150, previous: 100, difference: 50, percent: 50 });
    expect(change(2, 3).percent).toBe(-33.3);
    expect(change(5, 0).percent).toBeNull();
  });

  it("shares are percents to one decimal, 0 of nothing", () => {
    expect(share(1, 3)).toBe(33.3);
    expect(share(0, 0)).toBe(0);
  });
});
