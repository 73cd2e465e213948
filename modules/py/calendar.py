"""calendar for the sandbox, written for pyeval: CPython 3.11's module in the C
locale (English names; the Locale* calendars use the same names).

Weeks are lists of 7 entries starting at the calendar's first weekday (0 = Monday);
days outside the month are 0 in the "days" forms. Text calendars are built line by
line from fixed-width cells, so the output matches CPython's character for character.
"""

import datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
           "firstweekday", "isleap", "leapdays", "weekday", "monthrange",
           "monthcalendar", "prmonth", "month", "prcal", "calendar",
           "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "LocaleTextCalendar",
           "LocaleHTMLCalendar", "weekheader",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
           "SATURDAY", "SUNDAY"]

error = ValueError

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January = 1
February = 2
EPOCH = 1970
_EPOCH_ORD = 719163  # date(1970, 1, 1).toordinal()

# days per month, index 0 unused
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return f"bad month number {self.month!r}; must be 1-12"


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return f"bad weekday number {self.weekday!r}; must be 0 (Monday) to 6 (Sunday)"


_MONTHS = ("January", "February", "March", "April", "May", "June", "July",
           "August", "September", "October", "November", "December")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


class _NameList:
    """A read-only sequence of names (CPython's _localized_month/_localized_day)."""

    def __init__(self, names):
        self._names = list(names)

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return len(self._names)


class _localized_month(_NameList):
    pass


class _localized_day(_NameList):
    pass


month_name = _localized_month(("",) + _MONTHS)
month_abbr = _localized_month(("",) + tuple(n[:3] for n in _MONTHS))
day_name = _localized_day(_DAYS)
day_abbr = _localized_day(tuple(n[:3] for n in _DAYS))


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2). Assume y1 <= y2."""

    y1 -= 1  # leap years in [1, y] are y // 4 - y // 100 + y // 400
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400  # the Gregorian cycle repeats every 400 years
    return datetime.date(year, month, day).weekday()


def _monthlen(year, month):
    return 29 if month == 2 and isleap(year) else mdays[month]


def monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for
       year, month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _monthlen(year, month)


def _prevmonth(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _nextmonth(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


def _weeks(items):
    items = list(items)
    return [items[k:k + 7] for k in range(0, len(items), 7)]


class Calendar(object):
    """
    Base calendar class. This class doesn't do any formatting. It simply
    provides data to subclasses.
    """

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday  # 0 = Monday, 6 = Sunday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        """
        Return an iterator for one week of weekday numbers starting with the
        configured first one.
        """
        first = self.firstweekday
        for k in range(7):
            yield (first + k) % 7

    def _padding(self, year, month):
        """(days shown from the month before, days in the month, days shown from
        the month after)."""
        first, length = monthrange(year, month)
        lead = (first - self.firstweekday) % 7
        return lead, length, (-(lead + length)) % 7

    def itermonthdates(self, year, month):
        """
        Return an iterator for one month. The iterator will yield datetime.date
        values and will always iterate through complete weeks, so it will yield
        dates outside the specified month.
        """
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays(self, year, month):
        """
        Like itermonthdates(), but will yield day numbers. For days outside
        the specified month the day number is 0.
        """
        lead, length, trail = self._padding(year, month)
        yield from [0] * lead
        yield from range(1, length + 1)
        yield from [0] * trail

    def itermonthdays2(self, year, month):
        """
        Like itermonthdates(), but will yield (day number, weekday number)
        tuples. For days outside the specified month the day number is 0.
        """
        wd = self.firstweekday
        for d in self.itermonthdays(year, month):
            yield d, wd
            wd = (wd + 1) % 7

    def itermonthdays3(self, year, month):
        """
        Like itermonthdates(), but will yield (year, month, day) tuples.  Can be
        used for dates outside of datetime.date range.
        """
        lead, length, trail = self._padding(year, month)
        spans = [(year, month, 1, length)]
        if lead:
            py, pm = _prevmonth(year, month)
            top = _monthlen(py, pm)
            spans.insert(0, (py, pm, top - lead + 1, top))
        if trail:
            spans.append(_nextmonth(year, month) + (1, trail))
        for y, m, first, last in spans:
            for d in range(first, last + 1):
                yield y, m, d

    def itermonthdays4(self, year, month):
        """
        Like itermonthdates(), but will yield (year, month, day, day_of_week) tuples.
        Can be used for dates outside of datetime.date range.
        """
        wd = self.firstweekday
        for y, m, d in self.itermonthdays3(year, month):
            yield y, m, d, wd
            wd = (wd + 1) % 7

    def monthdatescalendar(self, year, month):
        """
        Return a matrix (list of lists) representing a month's calendar.
        Each row represents a week; week entries are datetime.date values.
        """
        return _weeks(self.itermonthdates(year, month))

    def monthdays2calendar(self, year, month):
        """
        Return a matrix representing a month's calendar.
        Each row represents a week; week entries are
        (day number, weekday number) tuples. Day numbers outside this month
        are zero.
        """
        return _weeks(self.itermonthdays2(year, month))

    def monthdayscalendar(self, year, month):
        """
        Return a matrix representing a month's calendar.
        Each row represents a week; days outside this month are zero.
        """
        return _weeks(self.itermonthdays(year, month))

    def _by_rows(self, per_month, year, width):
        months = [per_month(year, m) for m in range(1, 13)]
        return [months[k:k + width] for k in range(0, 12, width)]

    def yeardatescalendar(self, year, width=3):
        """
        Return the data for the specified year ready for formatting. The return
        value is a list of month rows. Each month row contains up to width months.
        Each month contains between 4 and 6 weeks and each week contains 1-7
        days. Days are datetime.date objects.
        """
        return self._by_rows(self.monthdatescalendar, year, width)

    def yeardays2calendar(self, year, width=3):
        """
        Return the data for the specified year ready for formatting (similar to
        yeardatescalendar()). Entries in the week lists are
        (day number, weekday number) tuples. Day numbers outside this month are
        zero.
        """
        return self._by_rows(self.monthdays2calendar, year, width)

    def yeardayscalendar(self, year, width=3):
        """
        Return the data for the specified year ready for formatting (similar to
        yeardatescalendar()). Entries in the week lists are day numbers.
        Day numbers outside this month are zero.
        """
        return self._by_rows(self.monthdayscalendar, year, width)


def _row(cells, width, gap):
    """Cells centred in columns of `width`, `gap` spaces apart."""
    return (" " * gap).join(cell.center(width) for cell in cells)


class TextCalendar(Calendar):
    """
    Subclass of Calendar that outputs a calendar as a simple plain text
    similar to the UNIX program cal.
    """

    def prweek(self, theweek, width):
        """
        Print a single week (no newline).
        """
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        """
        Returns a formatted day.
        """
        return ("%2i" % day if day else "").center(width)

    def formatweek(self, theweek, width):
        """
        Returns a single week in a string (no newline).
        """
        return " ".join([self.formatday(d, wd, width) for d, wd in theweek])

    def formatweekday(self, day, width):
        """
        Returns a formatted week day name.
        """
        table = day_name if width >= 9 else day_abbr
        return table[day][:width].center(width)

    def formatweekheader(self, width):
        """
        Return a header for a week.
        """
        return " ".join([self.formatweekday(wd, width) for wd in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        """
        Return a formatted month name.
        """
        title = month_name[themonth]
        if withyear:
            title = f"{title} {theyear!r}"
        return title.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        """
        Print a month's calendar.
        """
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """
        Return a month's calendar string (multi-line).
        """
        w, l = max(2, w), max(1, l)
        lines = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1),
                 self.formatweekheader(w)]
        lines += [self.formatweek(week, w) for week in self.monthdays2calendar(theyear, themonth)]
        end = "\n" * l
        return "".join(line.rstrip() + end for line in lines)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """
        Returns a year's calendar as a multi-line string.
        """
        w, l, c = max(2, w), max(1, l), max(2, c)
        col = (w + 1) * 7 - 1
        end = "\n" * l
        header = self.formatweekheader(w)
        out = [repr(theyear).center(col * m + c * (m - 1)).rstrip(), end]
        for row_no, row in enumerate(self.yeardays2calendar(theyear, m)):
            first = m * row_no + 1
            months = range(first, min(first + m, 13))
            lines = [_row([self.formatmonthname(theyear, k, col, False) for k in months], col, c),
                     _row([header] * len(months), col, c)]
            for j in range(max(len(cal) for cal in row)):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else "" for cal in row]
                lines.append(_row(weeks, col, c))
            out.append(end)
            out.extend(line.rstrip() + end for line in lines)
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        """Print a year's calendar."""
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    """
    This calendar returns complete HTML pages.
    """

    # CSS classes for the day <td>s
    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    # CSS classes for the day <th>s
    cssclasses_weekday_head = cssclasses

    # CSS class for the days before and after current month
    cssclass_noday = "noday"

    # CSS class for the month's head
    cssclass_month_head = "month"

    # CSS class for the month
    cssclass_month = "month"

    # CSS class for the year's table head
    cssclass_year_head = "year"

    # CSS class for the whole year table
    cssclass_year = "year"

    _TABLE = '<table border="0" cellpadding="0" cellspacing="0" class="%s">'

    def formatday(self, day, weekday):
        """
        Return a day as a table cell.
        """
        if not day:
            return f'<td class="{self.cssclass_noday}">&nbsp;</td>'
        return f'<td class="{self.cssclasses[weekday]}">{day:d}</td>'

    def formatweek(self, theweek):
        """
        Return a complete week as a table row.
        """
        cells = [self.formatday(d, wd) for d, wd in theweek]
        return "<tr>" + "".join(cells) + "</tr>"

    def formatweekday(self, day):
        """
        Return a weekday name as a table header.
        """
        return f'<th class="{self.cssclasses_weekday_head[day]}">{day_abbr[day]}</th>'

    def formatweekheader(self):
        """
        Return a header for a week as a table row.
        """
        cells = [self.formatweekday(wd) for wd in self.iterweekdays()]
        return "<tr>" + "".join(cells) + "</tr>"

    def formatmonthname(self, theyear, themonth, withyear=True):
        """
        Return a month name as a table row.
        """
        title = f"{month_name[themonth]} {theyear}" if withyear else f"{month_name[themonth]}"
        return f'<tr><th colspan="7" class="{self.cssclass_month_head}">{title}</th></tr>'

    def formatmonth(self, theyear, themonth, withyear=True):
        """
        Return a formatted month as a table.
        """
        parts = [self._TABLE % self.cssclass_month,
                 self.formatmonthname(theyear, themonth, withyear=withyear),
                 self.formatweekheader()]
        parts += [self.formatweek(week) for week in self.monthdays2calendar(theyear, themonth)]
        parts.append("</table>")
        return "".join(p + "\n" for p in parts)

    def formatyear(self, theyear, width=3):
        """
        Return a formatted year as a table of tables.
        """
        width = max(width, 1)
        out = [self._TABLE % self.cssclass_year, "\n",
               f'<tr><th colspan="{width:d}" class="{self.cssclass_year_head}">{theyear}</th></tr>']
        for first in range(1, 13, width):
            cells = [f"<td>{self.formatmonth(theyear, k, withyear=False)}</td>"
                     for k in range(first, min(first + width, 13))]
            out.append("<tr>" + "".join(cells) + "</tr>")
        out.append("</table>")
        return "".join(out)

    def formatyearpage(self, theyear, width=3, css="calendar.css", encoding=None):
        """
        Return a formatted year as a complete HTML page.
        """
        enc = "utf-8" if encoding is None else encoding
        link = "" if css is None else _CSS_LINK.format(css=css)
        page = _PAGE.format(enc=enc, link=link, year=theyear, body=self.formatyear(theyear, width))
        return page.encode(enc, "xmlcharrefreplace")


_CSS_LINK = '<link rel="stylesheet" type="text/css" href="{css}" />\n'
_PAGE = (
    '<?xml version="1.0" encoding="{enc}"?>\n'
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n'
    "<html>\n<head>\n"
    '<meta http-equiv="Content-Type" content="text/html; charset={enc}" />\n'
    "{link}<title>Calendar for {year:d}</title>\n</head>\n<body>\n{body}</body>\n</html>\n"
)


class LocaleTextCalendar(TextCalendar):
    """
    This class can be passed a locale name in the constructor and will return
    month and weekday names in the specified locale (the sandbox has only the C
    locale, so the names are English).
    """

    def __init__(self, firstweekday=0, locale=None):
        TextCalendar.__init__(self, firstweekday)
        self.locale = locale


class LocaleHTMLCalendar(HTMLCalendar):
    """
    This class can be passed a locale name in the constructor and will return
    month and weekday names in the specified locale (the sandbox has only the C
    locale, so the names are English).
    """

    def __init__(self, firstweekday=0, locale=None):
        HTMLCalendar.__init__(self, firstweekday)
        self.locale = locale


c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

# Spacing of month columns for multi-column year calendar
_colwidth = 7 * 3 - 1  # Amount printed by prweek()
_spacing = 6  # Number of spaces between columns


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Prints multi-column formatting for year calendars"""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Returns a string formatted from n strings, centered within n columns."""
    return _row(cols, colwidth, spacing)


def timegm(tuple):
    """Unrelated but handy function to calculate Unix timestamp from GMT."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second
