# calendar's data functions: isleap, leapdays, weekday (also outside datetime's year
# range), monthrange, monthcalendar, every iterator of Calendar with each first
# weekday, year matrices, timegm, the name sequences and the errors.
import calendar
import datetime

print([y for y in range(1890, 2110) if calendar.isleap(y)])
print(calendar.leapdays(1, 10000), calendar.leapdays(2000, 2000), calendar.leapdays(2010, 2000),
      calendar.leapdays(-400, 400), calendar.leapdays(1899, 1905))
print([calendar.weekday(y, 3, 1) for y in (1, 1582, 1970, 2000, 2024, 9999, 10000, 0, -1, 12345)])
print([calendar.monthrange(2024, m) for m in range(1, 13)], calendar.monthrange(1900, 2),
      calendar.monthrange(2000, 2), calendar.monthrange(1, 1), calendar.monthrange(9999, 12))
print(calendar.monthcalendar(2024, 2), calendar.monthcalendar(2015, 2))
for fw in range(8):
    cal = calendar.Calendar(fw)
    print(fw, cal.firstweekday, cal.getfirstweekday(), list(cal.iterweekdays()))
    print(list(cal.itermonthdays(2024, 6)))
    print(list(cal.itermonthdays2(2024, 6)))
    print(list(cal.itermonthdays3(2024, 1)))
    print(list(cal.itermonthdays4(2023, 12)))
    print([str(d) for d in cal.itermonthdates(2024, 3)])
    print(cal.monthdayscalendar(2021, 2), cal.monthdays2calendar(2021, 2))
    print([[d.isoformat() for d in w] for w in cal.monthdatescalendar(2021, 2)])
cal = calendar.Calendar()
cal.setfirstweekday(3)
print(cal.firstweekday, cal.yeardayscalendar(2024, 4)[1], len(cal.yeardayscalendar(2024, 5)))
print(cal.yeardays2calendar(2023)[3][2], len(cal.yeardatescalendar(2023, 2)))
print([len(r) for r in cal.yeardatescalendar(2023, 5)], cal.yeardatescalendar(2023, 12)[0][11][-1])
print(list(calendar.Calendar().itermonthdays3(1, 1))[:3], list(calendar.Calendar().itermonthdays3(9999, 12))[-3:])
for args in ((1, 1), (9999, 12)):
    try:
        print(list(calendar.Calendar().itermonthdates(*args))[:2])
    except Exception as e:
        print(type(e).__name__, e)

print(calendar.timegm((1970, 1, 1, 0, 0, 0)), calendar.timegm((2024, 2, 29, 12, 34, 56, 0, 0, 0)),
      calendar.timegm((1969, 12, 31, 23, 59, 59)), calendar.timegm((2024, 1, 40, 25, 61, 61)),
      calendar.timegm(datetime.datetime(2024, 5, 6, 7, 8, 9).utctimetuple()))
print(list(calendar.month_name), list(calendar.month_abbr), list(calendar.day_name), list(calendar.day_abbr))
print(len(calendar.month_name), len(calendar.day_abbr), calendar.month_name[-1], calendar.day_name[1:3],
      calendar.month_abbr[::4], calendar.day_abbr[-7])
print(calendar.mdays, calendar.EPOCH, calendar.MONDAY, calendar.SUNDAY, calendar.January,
      calendar.February, calendar.error is ValueError)
print(calendar.__all__)
print(issubclass(calendar.IllegalMonthError, ValueError), issubclass(calendar.IllegalWeekdayError, ValueError))
for f, args in ((calendar.monthrange, (2024, 13)), (calendar.monthrange, (2024, 0)),
                (calendar.month, (2024, 13)), (calendar.monthcalendar, (2024, -1)),
                (calendar.setfirstweekday, (7,)), (calendar.setfirstweekday, (-1,)),
                (calendar.weekday, (2024, 2, 30)), (calendar.weekday, (2024, 13, 1)),
                (calendar.timegm, ((2024, 13, 1, 0, 0, 0),)), (calendar.timegm, ((2024,),)),
                (lambda: calendar.month_name[13], ()), (calendar.leapdays, ("a", 2))):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e, getattr(e, "month", None), getattr(e, "weekday", None))
e = calendar.IllegalMonthError("x")
print(str(e), repr(e), e.args, calendar.IllegalWeekdayError(3.5))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 9), calendar.weekheader(2))
