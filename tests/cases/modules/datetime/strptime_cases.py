# datetime.strptime: directives, defaults, case, whitespace, %z/%Z, week numbers, ISO
# weeks, 12-hour clocks and every error
from datetime import datetime, timezone

cases = [
    ('2024-02-29', '%Y-%m-%d'), ('2024-02-30', '%Y-%m-%d'), ('', ''),
    ('Mon Jan  1 00:00:00 2024', '%c'), ('12/31/99', '%x'), ('01/02/69', '%x'),
    ('01/02/68', '%D'[:0] + '%m/%d/%y'), ('23:59:60', '%X'), ('23:59:61', '%X'),
    ('+0530', '%z'), ('Z', '%z'), ('z', '%z'), ('-05:30', '%z'), ('+05:30:10.5', '%z'),
    ('+0530:10', '%z'), ('+05:3010', '%z'), ('+053010.123456', '%z'),
    ('UTC', '%Z'), ('gmt', '%Z'), ('EST', '%Z'), ('UTC +0000', '%Z %z'),
    ('2024 1 1', '%G %V %u'), ('2024 1', '%G %V'), ('2024 1 1', '%G %V %u %j'),
    ('1 1', '%V %u'), ('2024 1 1', '%Y %V %u'), ('2024 10', '%Y %j'),
    ('2024 366', '%Y %j'), ('2023 366', '%Y %j'), ('2024 10 1', '%Y %U %w'),
    ('2024 0 0', '%Y %U %w'), ('2024 0 1', '%Y %W %w'), ('2024 53 6', '%Y %W %w'),
    ('2023 00 Sunday', '%Y %U %A'), ('2021 0 mon', '%Y %W %a'),
    ('12 PM', '%I %p'), ('12 AM', '%I %p'), ('1 pm', '%I %p'), ('11', '%I'),
    ('13', '%I'), ('5', '%f'), ('123456', '%f'), ('1234567', '%f'), ('%', '%%'),
    ('a', '%'), ('1', '%d %'), ('x', '%Q'), ('1', '% d'), ('29', '%d'),
    ('Feb 29', '%b %d'), ('  2024', '%Y'), ('2024', '  %Y'), ('2024 \t\n 5', '%Y %m'),
    ('JANUARY', '%B'), ('sePtember 3', '%B %d'), ('1 2', '%m%d'), ('12', '%m%d'),
    ('123', '%m%d'), ('2024', '%Y %m'), ('2024 1x', '%Y %m'), ('99', '%y'),
    ('68', '%y'), ('69', '%y'), ('1.5', '%S.%f'), ('a.b', 'a.b'), ('aXb', 'a.b'),
    ('(1)', '(%d)'), ('[x]', '[x]'), ('a+b', 'a+b'), ('^$', '^$'), ('1|2', '%d|%m'),
    ('2024-01-01T10:20:30.000500+01:00', '%Y-%m-%dT%H:%M:%S.%f%z'),
    ('Tuesday 2024-01-02', '%A %Y-%m-%d'), ('Wed 2024-01-02', '%a %Y-%m-%d'),
    ('7 2024 1', '%u %Y %W'), (' 1', '%d'), ('01', '%e'[:0] + '%d'), ('0', '%d'),
    ('32', '%d'), ('24', '%H'), ('60', '%M'), ('9999-12-31 23:59:59', '%Y-%m-%d %H:%M:%S'),
    ('0000', '%Y'), ('1 1 1', '%d %d %m'),
]
for s, f in cases:
    try:
        print(repr(s), repr(f), repr(datetime.strptime(s, f)))
    except Exception as e:
        print(repr(s), repr(f), '!!', type(e).__name__, e)
for bad in [(1, ''), ('', 1), ('',), ('', '', '')]:
    try:
        datetime.strptime(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
d = datetime.strptime('2024-03-05 14:07', '%Y-%m-%d %H:%M')
print(d, d.strftime('%Y-%m-%d %H:%M') == '2024-03-05 14:07')
t = datetime.strptime('10:00 +0100 UTC', '%H:%M %z %Z')
print(repr(t), t.tzname(), t.utcoffset())
print(repr(datetime.strptime('10:00 +0000', '%H:%M %z').tzinfo is timezone.utc))
