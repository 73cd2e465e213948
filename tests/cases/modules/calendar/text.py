# Text calendars: month/prmonth/calendar/prcal with widths, line spacing, column
# counts and first weekdays; TextCalendar's pieces; the HTML calendar.
import calendar

print(calendar.month(2024, 2))
print(repr(calendar.month(2023, 12, 3, 2)))
calendar.prmonth(1999, 9)
calendar.prmonth(2024, 7, w=4, l=1)
print(calendar.calendar(2024))
calendar.prcal(1900, m=4, c=2)
print(calendar.calendar(2025, 3, 1, 4, 6))
print(repr(calendar.calendar(1, w=2, l=2, c=3, m=2)))
print(calendar.calendar(9999, m=12))
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2024, 3))
print(tc.formatyear(2024, m=1))
print(repr(tc.formatweekheader(1)), repr(tc.formatweekheader(9)), repr(tc.formatweekheader(12)))
print(repr(tc.formatmonthname(2024, 5, 30)), repr(tc.formatmonthname(2024, 5, 3, False)))
print(repr(tc.formatday(0, 0, 4)), repr(tc.formatday(7, 2, 5)))
print(repr(tc.formatweek([(1, 0), (2, 1), (0, 2)], 3)))
tc.prweek([(30, 5), (31, 6)], 2)
print()
tc.pryear(2000, 1, 0, 1, 6)
print(repr(calendar.weekheader(3)), repr(calendar.week([(1, 0), (0, 1)], 2)))
print(repr(calendar.formatstring(["a", "bb", "ccc"], 5, 2)))
calendar.format(["x", "y"])
calendar.format(["x", "y"], 4, 1)
for fw in range(7):
    calendar.setfirstweekday(fw)
    print(calendar.firstweekday(), calendar.month(2024, 9), sep="\n")
calendar.setfirstweekday(calendar.MONDAY)

hc = calendar.HTMLCalendar()
print(hc.formatmonth(2024, 2))
print(hc.formatmonth(2024, 2, withyear=False))
print(hc.formatyear(2024, 4))
print(hc.formatyear(2023, 0)[:300])
print(hc.formatyearpage(2024)[:400])
print(hc.formatyearpage(2024, 2, None, "ascii")[:400])
h6 = calendar.HTMLCalendar(6)
print(h6.formatweekheader(), h6.formatweek([(0, 6), (1, 0)]), h6.formatday(3, 4), h6.formatweekday(6))


class Styled(calendar.HTMLCalendar):
    cssclasses = ["a", "b", "c", "d", "e", "f", "g"]
    cssclass_noday = "none"
    cssclass_month = "m"


print(Styled().formatmonth(2021, 8))
ltc = calendar.LocaleTextCalendar(6, "C")
print(ltc.formatmonth(2024, 1), ltc.locale)
print(calendar.LocaleHTMLCalendar().formatmonth(2024, 1)[:200])
